import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRERENDER_REQUEST_HEADER, isPublicPage } from '@hvac/contracts';
import { NEVER_CACHE } from './cache-control';
import { mapForVisitor } from './canary';
import { readCookies } from './cookies';
import { LANGUAGE_COOKIE, languageRedirect } from './language-redirect';
import type { PrerenderedPages } from './prerendered-pages';
import type { RemotesConfig } from './remotes-config';

export const wantsHtml = (request: FastifyRequest): boolean => request.headers.accept?.includes('text/html') === true;

/**
 * A browser or crawler opening a public page (docs/domains/public-site.md#prerendered-pages): sent to the
 * page's URL in the language it asked for, or answered the page's prerendered HTML in the current shell.
 * Anything else, and a page with no prerendered file, goes on to the static files and the shell.
 */
export function publicPageRoutes(app: FastifyInstance, remotes: RemotesConfig, pages: PrerenderedPages): void {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsHtml(request)) return;
    const url = new URL(request.url, 'http://gateway.invalid');
    if (!isPublicPage(url.pathname)) return;
    // The language cookie can move a bare URL, and the canary bucket chooses the build.
    reply.header('vary', 'Cookie');
    const cookies = readCookies(request.headers.cookie);
    const redirect = languageRedirect(url, cookies.get(LANGUAGE_COOKIE));
    if (redirect) {
      if (redirect.cookie) reply.header('set-cookie', redirect.cookie);
      return reply.code(302).header('cache-control', NEVER_CACHE).header('location', redirect.location).send();
    }
    if (request.headers[PRERENDER_REQUEST_HEADER] !== undefined) return;
    const map = await remotes.read();
    if (!map) return;
    const visitor = mapForVisitor(map, request.headers.cookie);
    const html = await pages.html(visitor.map, url.pathname);
    if (html === undefined) return;
    // The bucket drawn here is the one the shell's /remotes.json will be answered by: page and code agree.
    if (visitor.cookies.length) reply.header('set-cookie', visitor.cookies);
    reply.header('cache-control', visitor.split ? `private, ${NEVER_CACHE}` : NEVER_CACHE);
    reply.type('text/html; charset=utf-8');
    // Fastify leaves a hook's HEAD answer to us: the headers a GET would get, no body.
    return request.method === 'HEAD' ? reply.header('content-length', Buffer.byteLength(html)).send() : reply.send(html);
  });
}
