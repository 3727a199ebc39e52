import { Type } from 'typebox';
import multipart from '@fastify/multipart';
import { ErrorBody, IdParams } from '@hvac/contracts';
import { EXPENSE_MESSAGES as M, ExpenseResponse, RECEIPT_MAX_BYTES, ReceiptParams, ReceiptResponse } from '@hvac/contracts/finance';
import { multipartOnly, success, type App } from '@hvac/service-kit';
import { contentDisposition } from '@hvac/service-kit/net';
import type { FinanceContext } from '../config';
import { errors, secured } from '../expenses/routes';
import * as receipts from './service';

/** docs/domains/finance.md#receipts: upload (multipart, field `receipt`), download and delete. */
export async function receiptRoutes(app: App, ctx: FinanceContext): Promise<void> {
  const { guards } = ctx;
  // One file per request, at most 10 MB (a larger one is a 413), and a few small fields beside it.
  await app.register(multipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

  app.post(
    '/api/expenses/:id/receipt',
    {
      onRequest: [guards.authenticate, multipartOnly('a receipt')],
      schema: {
        ...secured,
        summary: 'Add a receipt: multipart/form-data, field `receipt`, at most 10 MB, a JPEG, PNG, WebP or HEIC image or a PDF (by content)',
        consumes: ['multipart/form-data'],
        params: IdParams(M.expenseNotFound, 'expenseNotFound'),
        response: { 201: ReceiptResponse, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(success(await receipts.addReceipt(ctx, request.user, request.params.id, request, request.id))),
  );

  app.get(
    '/api/expenses/:id/receipt/:receiptId',
    { onRequest: guards.authenticate, schema: { ...secured, summary: 'The receipt’s file, to whoever may read the expense', params: ReceiptParams, response: { 200: Type.Unknown({ description: 'The file, in its own content type' }), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } } },
    async (request, reply) => {
      const file = await receipts.readReceipt(ctx, request.user, request.params.id, request.params.receiptId);
      return reply
        .header('content-type', file.content_type)
        .header('content-disposition', contentDisposition('inline', file.file_name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  app.delete(
    '/api/expenses/:id/receipt/:receiptId',
    { onRequest: guards.authenticate, schema: { ...secured, summary: 'Remove a receipt (who may edit the expense)', params: ReceiptParams, response: { 200: ExpenseResponse, ...errors } } },
    async (request) => success({ expense: await receipts.removeReceipt(ctx, request.user, request.params.id, request.params.receiptId, request.id) }),
  );
}
