import type { onRequestAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { ErrorBody, STAFF_ROLES } from '@hvac/contracts';
import { DOCUMENT_MESSAGES as M, DocumentParams, DocumentQuery, DocumentSendsResponse, SendEmailBody, SendEmailResponse } from '@hvac/contracts/billing';
import { forbidden, HttpError, notFound, success, type App } from '@hvac/service-kit';
import { contentDisposition } from '@hvac/service-kit/net';
import type { BillingContext } from '../../config';
import { secured } from '../routes';
import { FONT_ROUTE, fontFile, pdfFontFile } from './fonts';
import { PdfEngine } from './pdf-engine';
import { fileNameOf, htmlOf, languageFor, loadPrintable, pdfOf, sendDocumentEmail, sendHistory } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 502: ErrorBody, 503: ErrorBody };

/**
 * The document calls (docs/domains/billing.md#documents): the PDF as a download or inline, the HTML
 * preview, the e-mail with the PDF attached and its history, for quotes, estimates and invoices.
 */
export function documentRoutes(app: App, ctx: BillingContext): void {
  const { config, guards } = ctx;
  const engine = new PdfEngine({
    executablePath: config.CHROMIUM_PATH,
    pages: config.PDF_PAGES,
    timeoutMs: config.PDF_RENDER_TIMEOUT_MS,
    log: ctx.log,
    localFile: pdfFontFile,
  });
  engine.start();
  app.addHook('onClose', () => engine.close());

  /** The document calls' own words for a call without a token; a bad or stale token keeps its own. */
  const signedIn: onRequestAsyncHookHandler = async function (request, reply) {
    if (!request.headers.authorization) throw new HttpError(401, M.documentAuthRequired, 'documentAuthRequired');
    await guards.authenticate.call(this, request, reply);
  };
  const staffOnly: onRequestAsyncHookHandler = async function (request, reply) {
    await signedIn.call(this, request, reply);
    if (!STAFF_ROLES.includes(request.user.role)) throw forbidden();
  };

  // A file or a page, not JSON: Fastify sends a Buffer or string as it is.
  const schema = (summary: string, type: string) => ({
    ...secured('documents'),
    summary,
    params: DocumentParams,
    querystring: DocumentQuery,
    response: { 200: Type.Unknown({ description: type }), ...errors },
  });
  const pdfRoute = (action: 'download' | 'view', disposition: 'attachment' | 'inline', summary: string) =>
    app.get(`/api/documents/:type/:id/${action}`, { onRequest: signedIn, schema: schema(summary, 'application/pdf') }, async (request, reply) => {
      const p = await loadPrintable(ctx.db, request.user, request.params.type, request.params.id);
      const body = await pdfOf(engine, p, await languageFor(ctx.db, request.query.lang, p));
      return reply.type('application/pdf').header('content-disposition', contentDisposition(disposition, fileNameOf(p))).header('cache-control', 'private, no-store').send(body);
    });

  pdfRoute('download', 'attachment', 'The document as a PDF file to save');
  // A session token never rides in a query (browser history, logs): the page fetches this with its header
  // and shows the bytes in a window of its own.
  pdfRoute('view', 'inline', 'The PDF inline, for the page to open in a window of its own');
  app.get('/api/documents/:type/:id/preview', { onRequest: signedIn, schema: schema('The document as HTML, for the preview popup', 'text/html') }, async (request, reply) => {
    const p = await loadPrintable(ctx.db, request.user, request.params.type, request.params.id);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(htmlOf(p, await languageFor(ctx.db, request.query.lang, p)));
  });
  app.get(
    `${FONT_ROUTE}:file`,
    { schema: { tags: ['documents'], summary: 'A font of the HTML preview (public, cached for a year)', params: Type.Object({ file: Type.String({ maxLength: 80 }) }), response: { 200: Type.Unknown({ description: 'font/woff2' }), 404: ErrorBody } } },
    async (request, reply) => {
      const font = fontFile(request.params.file);
      if (!font) throw notFound(M.documentNotFound, 'documentNotFound');
      return reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(font);
    },
  );
  app.post(
    '/api/documents/:type/:id/send-email',
    {
      onRequest: staffOnly,
      schema: { ...secured('documents'), summary: 'E-mail the document with its PDF (admin, manager, staff); a sent draft becomes sent', params: DocumentParams, body: SendEmailBody, response: { 200: SendEmailResponse, ...errors } },
    },
    async (request) => success(await sendDocumentEmail(ctx, engine, request.user, request.params.type, request.params.id, request.body, request.id)),
  );
  app.get(
    '/api/documents/:type/:id/sends',
    // Staff only, as /history: it names the staff who sent, third-party recipients and the mail server's errors.
    { onRequest: staffOnly, schema: { ...secured('documents'), summary: 'The document’s e-mails, newest first (admin, manager, staff)', params: DocumentParams, response: { 200: DocumentSendsResponse, ...errors } } },
    async (request) => success({ sends: await sendHistory(ctx.db, request.user, request.params.type, request.params.id) }),
  );
}
