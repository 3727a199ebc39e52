import { Type } from 'typebox';
import { ErrorBody, MANAGER_ROLES } from '@hvac/contracts';
import { TAX_EXPORT_FORMATS, TAX_MESSAGES as M, TaxExportQuery, TaxInsightsResponse, TaxReportQuery, TaxReportResponse, taxExportFileName, type TaxExportFormat } from '@hvac/contracts/finance';
import { badRequest, requireRoleSaying, success, type App } from '@hvac/service-kit';
import type { FinanceContext } from '../config';
import { reportCsv, reportJson } from './export';
import * as tax from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const secured = { security: [{ bearerAuth: [] }], tags: ['tax'] };

/** docs/domains/finance.md#tax-answers; admin and manager only (docs/domains/finance.md#roles), enforced here. */
export function taxRoutes(app: App, ctx: FinanceContext): void {
  const managers = requireRoleSaying(ctx.guards, MANAGER_ROLES, M.taxAccessDenied, 'taxAccessDenied');

  app.get(
    '/api/tax-reports/generate',
    {
      onRequest: managers,
      schema: { ...secured, summary: 'The tax report of a year or one of its quarters (admin, manager)', querystring: TaxReportQuery, response: { 200: TaxReportResponse, ...errors } },
    },
    async (request) => success({ taxReport: await tax.generateReport(ctx.db, tax.readPeriod(request.query)) }),
  );

  app.get(
    '/api/tax-reports/insights',
    { onRequest: managers, schema: { ...secured, summary: 'The current year’s estimated tax, recommendations and compliance alerts (admin, manager)', response: { 200: TaxInsightsResponse, ...errors } } },
    async () => success(await tax.insights(ctx.db)),
  );

  app.get(
    '/api/tax-reports/export',
    {
      onRequest: managers,
      schema: {
        ...secured,
        summary: 'The tax report as a file, tax-report-{year}[-Q{n}].csv or .json (admin, manager)',
        querystring: TaxExportQuery,
        response: { 200: Type.Unknown({ description: 'text/csv or application/json' }), ...errors },
      },
    },
    async (request, reply) => {
      const choice = tax.readPeriod(request.query);
      const format = (request.query.format?.trim().toLowerCase() || 'csv') as TaxExportFormat;
      if (!TAX_EXPORT_FORMATS.includes(format)) throw badRequest(M.taxExportFormatInvalid, 'taxExportFormatInvalid');
      const report = await tax.generateReport(ctx.db, choice);
      return reply
        .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${taxExportFileName(choice.taxYear, choice.quarter, format)}"`)
        .header('cache-control', 'no-store')
        .send(format === 'csv' ? reportCsv(report) : reportJson(report));
    },
  );
}
