import http from 'node:http';
import https from 'node:https';
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An answer of the shop API to a call the server makes itself (the page's redirect table, a prerendered page). */
export interface ShopApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The shop API as the storefront server sees it: somewhere to hand a shopper's
 * request over to as it came, and to ask a question of its own. The server holds
 * no shop data; whatever it knows of the shop comes through here.
 */
export interface ShopApi {
  /** Where the shop API is, for the logs: `in-process` or its origin. */
  readonly describe: string;
  /** Registers what the pass-through needs on the server (once, before the routes). */
  install(app: FastifyInstance): Promise<void>;
  /** Hands the request over; the shop API's answer goes to the client as it is. */
  forward(request: FastifyRequest, reply: FastifyReply): void;
  /** A GET of the server's own, for the shop the host names (the tenant). */
  get(path: string, host: string): Promise<ShopApiAnswer>;
  close(): Promise<void>;
}

/**
 * The shop API in the same process (`pnpm start`): the request goes to its
 * router untouched, body stream and socket included, so it sees what the
 * client sent and answers on the client's connection.
 */
export function inProcessShopApi(shop: FastifyInstance): ShopApi {
  return {
    describe: 'in-process',
    async install() {
      await shop.ready();
    },
    forward(request, reply) {
      reply.hijack();
      shop.routing(request.raw, reply.raw);
    },
    async get(path, host) {
      const answer = await shop.inject({ method: 'GET', url: path, headers: { host, accept: 'application/json' } });
      return { status: answer.statusCode, body: parseJson(answer.body) };
    },
    close: () => shop.close(),
  };
}

/**
 * The shop API at an origin of its own (`SHOP_API_ORIGIN`): any HTTP API with
 * the documents' calls. The request is streamed there with its Host (the tenant)
 * and the client's address in X-Forwarded-For (the shop API lists this server
 * in its TRUSTED_PROXIES to count attempts by client); nothing is retried, as a
 * change must not run twice.
 */
export function remoteShopApi(origin: string, timeoutMs = 30_000): ShopApi {
  const base = new URL(origin);
  const transport = base.protocol === 'https:' ? https : http;
  return {
    describe: base.origin,
    async install(app) {
      await app.register(fastifyReplyFrom, { base: base.origin, disableRequestLogging: true });
    },
    forward(request, reply) {
      void reply.from(request.url, {
        timeout: timeoutMs,
        // Nothing is sent twice: a GET that answered 503 is the shop API's answer too.
        retryDelay: () => null,
        rewriteRequestHeaders: (original, headers) => ({
          ...headers,
          host: original.headers.host ?? base.host,
          // The client as this server decided it (behind its own TRUSTED_PROXIES), one hop.
          'x-forwarded-for': original.ip,
          'x-forwarded-proto': original.protocol,
        }),
      });
    },
    get(path, host) {
      return new Promise((resolve, reject) => {
        const call = transport.get(new URL(path, base), { headers: { host, accept: 'application/json' }, timeout: timeoutMs }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 502, body: parseJson(Buffer.concat(chunks).toString('utf8')) }));
          answer.on('error', reject);
        });
        call.on('timeout', () => call.destroy(new Error(`The shop API took longer than ${timeoutMs} ms`)));
        call.on('error', reject);
      });
    },
    close: async () => {},
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
