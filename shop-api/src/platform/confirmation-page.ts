import type { FastifyReply } from 'fastify';
import { CACHE_NEVER } from '@storefront/server-kit/http/static-files';

/**
 * A page a shopper opens from a confirmation mail: no scripts, no styles, so any
 * policy allows it. `title` and `text` are the backend's own German copy, never
 * anything from the request.
 */
export function confirmationPage(reply: FastifyReply, status: number, title: string, text: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', CACHE_NEVER)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head>` +
        `<body><h1>${title}</h1><p>${text}</p><p><a href="/">Zum Shop</a></p></body></html>`,
    );
}
