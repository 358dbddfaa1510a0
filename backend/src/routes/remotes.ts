import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HASHED_ASSET, isFile } from '../http/static-files';
import { notFound } from '../http/errors';
import { remoteNameSchema, versionSchema } from '../registry/releases';

/** Files of a remote build that keep their name across builds; the shell must always see the current one. */
const ENTRY_FILES: ReadonlySet<string> = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remote-meta.json']);

/** The cache policy of a file of a remote build, or undefined for a file that is not served (source maps, anything else). */
function remoteFileCachePolicy(file: string): string | undefined {
  if (ENTRY_FILES.has(file)) return CACHE_REVALIDATE;
  if (HASHED_ASSET.test(file)) return CACHE_IMMUTABLE;
  return undefined;
}

/**
 * GET /remotes/<name>/<version>/<file>: published remote builds from the
 * registry. Every published version stays reachable, not only the live one: a
 * page that started with the previous release keeps loading its chunks.
 */
export const remoteRoutes: FastifyPluginAsync<{ registryDir: string }> = async (app, { registryDir }) => {
  app.get<{ Params: { name: string; version: string; file: string } }>(
    '/remotes/:name/:version/:file',
    async (request, reply) => {
      const { name, version, file } = request.params;
      const cachePolicy = remoteFileCachePolicy(file);
      const dir = path.join(registryDir, name, version);
      if (
        !cachePolicy ||
        !remoteNameSchema.safeParse(name).success ||
        !versionSchema.safeParse(version).success ||
        !(await isFile(path.join(dir, file)))
      ) {
        throw notFound('notFound', 'File not found');
      }
      reply.header('cache-control', cachePolicy);
      return reply.sendFile(file, dir, { cacheControl: false });
    },
  );
};
