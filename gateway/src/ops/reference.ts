import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REVALIDATE } from '../web/cache-control';
import { MERGED_DOCUMENT_PATH } from './docs';

const ASSETS = '/api/docs/assets/';
// The package's folder, not its main module: that one loads the 1.7 MB browser bundle into each worker.
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
/** The two files of Swagger UI the page loads; nothing else of the package is served. */
const SWAGGER_UI_FILES = new Set(['/swagger-ui-bundle.js', '/swagger-ui.css']);

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>HVAC platform API</title>
<link rel="stylesheet" href="${ASSETS}swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="${ASSETS}swagger-ui-bundle.js"></script>
<script src="${ASSETS}reference.js"></script>
</body>
</html>
`;

// A file, not an inline script: the CSP's script-src 'self' stands for this page as for every other.
// No validator: its badge is an image from another origin.
const START = `SwaggerUIBundle({ url: '${MERGED_DOCUMENT_PATH}', dom_id: '#reference', deepLinking: true, validatorUrl: null });\n`;

/**
 * `/api/docs` in a browser: Swagger UI over the merged document (docs/architecture.md#routes-and-errors),
 * served from swagger-ui-dist in node_modules, so the page asks nothing of another origin and needs no
 * exception to the gateway's CSP.
 */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/docs', async (_request, reply) => reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(PAGE));
  app.get(`${ASSETS}reference.js`, async (_request, reply) => reply.header('cache-control', REVALIDATE).type('text/javascript; charset=utf-8').send(START));
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_DIR,
    prefix: ASSETS,
    decorateReply: false,
    index: false,
    allowedPath: (pathName) => SWAGGER_UI_FILES.has(pathName),
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', REVALIDATE),
  });
}
