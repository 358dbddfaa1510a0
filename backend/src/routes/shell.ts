import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import { CACHE_IMMUTABLE, CACHE_NEVER, CACHE_REVALIDATE, HASHED_ASSET, isFile } from '../http/static-files';
import { SHELL_CONTENT_SECURITY_POLICY } from '../security/headers';

/** First path segments that belong to the backend, never to the shell's client-side routes. */
const BACKEND_PREFIXES: ReadonlySet<string> = new Set(['api', 'tenant', 'remotes', 'builds', 'logs']);
/** A path segment the shell build can contain; no leading dot, so no `..` and no hidden files. */
const SAFE_SEGMENT = /^[A-Za-z0-9_][\w.-]*$/;
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;
const INDEX_FILE = 'index.html';

export const SHELL_NOT_BUILT_MESSAGE =
  'The storefront shell is not built yet. Run `pnpm build` in the repository root, then reload this page.\n';

/**
 * The shell build at the root: its hashed assets, and its index.html for every
 * other page path so the shell's client-side router can take over.
 */
export const shellRoutes: FastifyPluginAsync<{ shellDist: string }> = async (app, { shellDist }) => {
  const indexFile = path.join(shellDist, INDEX_FILE);

  async function sendIndex(reply: FastifyReply): Promise<FastifyReply> {
    if (!(await isFile(indexFile))) {
      return reply.code(503).header('cache-control', CACHE_NEVER).type('text/plain; charset=utf-8').send(SHELL_NOT_BUILT_MESSAGE);
    }
    // The HTML names the current hashed bundles, so it is revalidated on every load.
    reply.header('cache-control', CACHE_REVALIDATE);
    reply.header('content-security-policy', SHELL_CONTENT_SECURITY_POLICY);
    return reply.sendFile(INDEX_FILE, shellDist, { cacheControl: false });
  }

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const segments = request.params['*'].split('/');
    const last = segments[segments.length - 1] ?? '';
    if (BACKEND_PREFIXES.has(segments[0] ?? '')) throw notFound('notFound', 'Not found');
    if (!FILE_EXTENSION.test(last)) return sendIndex(reply);
    if (last === INDEX_FILE && segments.length === 1) return sendIndex(reply);

    // Source maps are built hidden (for error reports), not published.
    const file = segments.join('/');
    if (!segments.every((segment) => SAFE_SEGMENT.test(segment)) || last.endsWith('.map') || !(await isFile(path.join(shellDist, file)))) {
      throw notFound('notFound', 'File not found');
    }
    reply.header('cache-control', HASHED_ASSET.test(last) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    return reply.sendFile(file, shellDist, { cacheControl: false });
  });

  // doc 1 §4, §7: the shell polls builds/latest.json for a newer build id.
  app.get('/builds/latest.json', async (_request, reply) => {
    let id = 'dev';
    try {
      id = createHash('sha256').update(await readFile(indexFile)).digest('hex').slice(0, 16);
    } catch (error) {
      // No shell build (development with the shell's dev server): one fixed id, so no reload is ever triggered.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    reply.header('cache-control', CACHE_REVALIDATE);
    return { id };
  });
};
