import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND, REMOTES_CONFIG_UNAVAILABLE } from '../http/errors';
import { mapForVisitor } from './canary';
import { NEVER_CACHE, cacheControlFor } from './cache-control';
import { PrerenderedPages } from './prerendered-pages';
import { publicPageRoutes, wantsHtml } from './public-pages';
import { RemotesConfig } from './remotes-config';

export interface WebOptions {
  shellDir: string;
  remotesDir: string;
  remotesConfig: string;
}

// Shown instead of the app while shell/dist does not exist (a fresh clone before the first build).
const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>HVAC: frontend not built</title></head>
<body>
<main>
<section lang="en" dir="ltr"><h1>The frontend is not built yet.</h1><p>Build it with <code>npm run build</code> (or start everything with <code>npm start</code>) and reload this page.</p></section>
<section lang="fa" dir="rtl"><h1>رابط کاربری هنوز ساخته نشده است.</h1><p>آن را با <code>npm run build</code> بسازید (یا همه چیز را با <code>npm start</code> اجرا کنید) و این صفحه را دوباره بارگیری کنید.</p></section>
<section lang="es" dir="ltr"><h1>La interfaz todavía no está compilada.</h1><p>Compílela con <code>npm run build</code> (o inicie todo con <code>npm start</code>) y vuelva a cargar esta página.</p></section>
</main>
</body>
</html>
`;

function isApiOrRemotes(url: string): boolean {
  return /^\/(?:api|remotes)(?:[/?#]|$)/.test(url);
}

export async function webRoutes(app: FastifyInstance, options: WebOptions): Promise<void> {
  const remotes = new RemotesConfig(options.remotesConfig, app.log);
  const indexFile = path.join(options.shellDir, 'index.html');
  publicPageRoutes(app, remotes, new PrerenderedPages(options.remotesDir, indexFile, app.log));

  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
  };

  // The shell at /. A path that is not a file falls through to the not-found handler below.
  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    // Builds ship .br/.gz beside each asset; send those when the browser accepts them.
    preCompressed: true,
    setHeaders,
  });

  // Each remote's builds side by side: /remotes/<name>/<version>/...
  await app.register(fastifyStatic, {
    root: options.remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders,
  });

  app.get('/remotes.json', async (request, reply) => {
    const map = await remotes.read();
    reply.header('cache-control', NEVER_CACHE);
    if (!map) return reply.code(503).send(REMOTES_CONFIG_UNAVAILABLE);
    const visitor = mapForVisitor(map, request.headers.cookie);
    if (visitor.split) {
      // This browser's versions: no shared cache may hand them to another.
      reply.header('cache-control', `private, ${NEVER_CACHE}`).header('vary', 'Cookie');
      if (visitor.cookies.length) reply.header('set-cookie', visitor.cookies);
    }
    return visitor.map;
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const historyFallback =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiOrRemotes(request.url) && wantsHtml(request);
    if (!historyFallback) return reply.code(404).send(NOT_FOUND);
    const built = await stat(indexFile).then(
      (info) => info.isFile(),
      () => false,
    );
    reply.header('cache-control', NEVER_CACHE);
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.sendFile('index.html');
  });
}
