import type { onRequestAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody, IdParams, MANAGER_ROLES, STAFF_ROLES } from '@hvac/contracts';
import { EXPENSE_CATEGORIES, EXPENSE_FILTER_CATEGORIES, EXPENSE_MESSAGES as M, EXPENSE_PAYMENT_METHODS, EXPENSE_STATUSES, ExpenseCategoriesResponse, ExpenseCreateBody, ExpenseExportQuery, ExpenseListQuery, ExpenseListResponse, ExpenseResponse, ExpenseStatusBody, ExpenseSummaryQuery, ExpenseSummaryResponse, ExpenseUpdateBody } from '@hvac/contracts/finance';
import { requireRoleSaying, success, type App } from '@hvac/service-kit';
import type { FinanceContext } from '../config';
import { exportExpenses } from './export';
import * as expenses from './service';

/** Every refusal an expense route can answer, in the one error body (docs/architecture.md#routes-and-errors). */
export const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
export const secured = { security: [{ bearerAuth: [] }], tags: ['expenses'] };

/** docs/domains/finance.md#calls; roles as docs/domains/finance.md#roles says, enforced here. */
export function expenseRoutes(app: App, ctx: FinanceContext): void {
  const { guards } = ctx;
  const managers = requireRoleSaying(guards, MANAGER_ROLES, M.expenseAccessDenied, 'expenseAccessDenied');
  const creators = requireRoleSaying(guards, STAFF_ROLES, M.expenseAccessDenied, 'expenseAccessDenied');
  // Decided as the request arrives, like every guard, so from the raw query: a query string's true is the text 'true'.
  const listers: onRequestAsyncHookHandler = async function (request, reply) {
    const mine = (request.query as { mine?: unknown }).mine === 'true';
    await (mine ? creators : managers).call(this, request, reply);
  };

  app.get(
    '/api/expenses',
    {
      onRequest: listers,
      schema: {
        ...secured,
        summary: 'Expenses, newest expense date first, filtered, 100 a page (admin, manager); with mine=true the caller’s own (admin, manager, staff)',
        querystring: ExpenseListQuery,
        response: { 200: ExpenseListResponse, ...errors },
      },
    },
    async (request) => expenses.listExpenses(ctx, request.user, request.query),
  );

  app.get(
    '/api/expenses/categories',
    { onRequest: guards.authenticate, schema: { ...secured, summary: 'Both category lists, the payment methods and the statuses', response: { 200: ExpenseCategoriesResponse, ...errors } } },
    async () =>
      success({
        categories: [...EXPENSE_CATEGORIES],
        filterCategories: [...EXPENSE_FILTER_CATEGORIES],
        paymentMethods: [...EXPENSE_PAYMENT_METHODS],
        statuses: [...EXPENSE_STATUSES],
      }),
  );

  app.get(
    '/api/expenses/summary',
    {
      onRequest: managers,
      schema: {
        ...secured,
        summary: 'Totals of the expenses dated from startDate to endDate, and the overview widget’s pending expenses and tax so far this year (admin, manager)',
        querystring: ExpenseSummaryQuery,
        response: { 200: ExpenseSummaryResponse, ...errors },
      },
    },
    async (request) => success(await expenses.summarize(ctx, request.query)),
  );

  app.get(
    '/api/expenses/export',
    {
      onRequest: managers,
      schema: {
        ...secured,
        summary: 'The year’s expenses with the list’s filters as a CSV file, expenses-{year}.csv (admin, manager)',
        querystring: ExpenseExportQuery,
        response: { 200: Type.Unknown({ description: 'text/csv' }), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const { fileName, body } = exportExpenses(ctx, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/api/expenses/:id',
    { onRequest: guards.authenticate, schema: { ...secured, summary: 'One expense (staff: only their own)', params: IdParams(M.expenseNotFound, 'expenseNotFound'), response: { 200: ExpenseResponse, ...errors } } },
    async (request) => success({ expense: await expenses.getExpense(ctx, request.user, request.params.id) }),
  );

  app.post(
    '/api/expenses',
    {
      onRequest: requireRoleSaying(guards, STAFF_ROLES, M.expenseCreateForbidden, 'expenseCreateForbidden'),
      schema: { ...secured, summary: 'Create an expense (admin, manager, staff); only admin and manager may give a status other than pending', body: ExpenseCreateBody, response: { 201: ExpenseResponse, ...errors } },
    },
    async (request, reply) => reply.status(201).send(success({ expense: await expenses.createExpense(ctx, request.user, request.body, request.id) })),
  );

  app.put(
    '/api/expenses/:id',
    {
      onRequest: guards.authenticate,
      schema: {
        ...secured,
        summary: 'Save the expense form (admin, manager: any expense and status; its creator: while pending, status unchanged)',
        params: IdParams(M.expenseNotFound, 'expenseNotFound'),
        body: ExpenseUpdateBody,
        response: { 200: ExpenseResponse, ...errors },
      },
    },
    async (request) => success({ expense: await expenses.updateExpense(ctx, request.user, request.params.id, request.body, request.id) }),
  );

  app.put(
    '/api/expenses/:id/status',
    {
      onRequest: requireRoleSaying(guards, MANAGER_ROLES, M.approveForbidden, 'approveForbidden'),
      schema: { ...secured, summary: 'Approve or reject a pending expense, with an optional note (admin, manager)', params: IdParams(M.expenseNotFound, 'expenseNotFound'), body: ExpenseStatusBody, response: { 200: ExpenseResponse, ...errors } },
    },
    async (request) => success({ expense: await expenses.decideExpense(ctx, request.user, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/api/expenses/:id',
    {
      onRequest: requireRoleSaying(guards, MANAGER_ROLES, M.expenseDeleteForbidden, 'expenseDeleteForbidden'),
      schema: { ...secured, summary: 'Delete an expense and its receipts (admin, manager); answers it as it was', params: IdParams(M.expenseNotFound, 'expenseNotFound'), response: { 200: ExpenseResponse, ...errors } },
    },
    async (request) => success({ expense: await expenses.deleteExpense(ctx, request.user, request.params.id, request.id) }),
  );
}
