import type { FastifyPluginAsync } from 'fastify';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HASHED_ASSET } from '@storefront/server-kit/http/static-files';
import { COMPRESSIBLE_FILE, ENCODING_SUFFIX, decompress, preferredEncoding, varyByEncoding } from '@storefront/server-kit/http/compression';
import { HttpError, notFound } from '@storefront/server-kit/http/errors';
import type { ReleaseRegistry } from './release-registry';
import { integrityOf, readRegistryState } from './release-service';
import { remoteNameSchema, versionSchema } from './releases';

/** Files of a remote build that keep their name across builds; the shell must always see the current one. */
const ENTRY_FILES: ReadonlySet<string> = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remote-meta.json']);

/** The cache policy of a file of a remote build, or undefined for a file that is not served (source maps, anything else). */
function remoteFileCachePolicy(file: string): string | undefined {
  if (ENTRY_FILES.has(file)) return CACHE_REVALIDATE;
  if (HASHED_ASSET.test(file)) return CACHE_IMMUTABLE;
  return undefined;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
};

/**
 * GET /remotes/<name>/<version>/<file>: published remote builds from the
 * registry. Every published version stays reachable, not only the live one: a
 * page that started with the previous release keeps loading its chunks.
 *
 * Each file is checked against the SHA-384 recorded when its version was
 * published: a file changed since (tampered with, or a copy that broke off
 * half-way) is never sent; the answer is 502 `integrity` and the log names it.
 * A version published before hashes were recorded has no record and is served as it is.
 *
 * A text file is sent as its brotli or gzip copy made at publish time when the
 * browser takes that encoding, checked by what it unpacks to; a version
 * without copies is compressed as it is sent.
 */
export const remoteRoutes: FastifyPluginAsync<{ registry: ReleaseRegistry }> = async (app, { registry }) => {
  app.get<{ Params: { name: string; version: string; file: string } }>(
    '/remotes/:name/:version/:file',
    async (request, reply) => {
      const { name, version, file } = request.params;
      const cachePolicy = remoteFileCachePolicy(file);
      const remote = remoteNameSchema.safeParse(name);
      if (!cachePolicy || !remote.success || !versionSchema.safeParse(version).success) throw notFound('notFound', 'File not found');
      const record = (await readRegistryState(registry.storage)).versions[remote.data]?.[version];
      const extension = file.slice(file.lastIndexOf('.') + 1);
      const compressible = COMPRESSIBLE_FILE.test(file);

      const refuse = (actual: string): never => {
        const expected = record?.files[file];
        request.log.error({ remote: name, version, file, expected: expected ?? 'not published', actual }, 'A remote build file does not match its published hash; refused');
        throw new HttpError(502, 'integrity', `${name}@${version}/${file} does not match the build that was published`);
      };
      /** The headers of a file found (an error answer keeps none of them); true when the browser's copy is current. */
      const notModified = (etag: string) => {
        reply.header('cache-control', cachePolicy);
        reply.type(CONTENT_TYPES[extension] ?? 'application/octet-stream');
        // The answer depends on Accept-Encoding (a stored copy or the file, compressed or not as it is sent).
        if (compressible) reply.header('vary', varyByEncoding(reply.getHeader('vary')));
        reply.header('etag', etag);
        return request.headers['if-none-match'] === etag;
      };

      // The copy compressed at publish time, when the browser takes its encoding. It is checked by what it
      // unpacks to: the recorded hash is of the file itself, the one the shell's integrity check sees too.
      const encoding = compressible ? preferredEncoding(request.headers['accept-encoding']) : undefined;
      const copy = encoding ? await registry.storage.readBuildFile(remote.data, version, `${file}${ENCODING_SUFFIX[encoding]}`) : undefined;
      if (encoding && copy) {
        const original = await decompress(copy, encoding).catch(() => undefined);
        const actual = original ? integrityOf(original) : 'not decodable';
        if (record && record.files[file] !== actual) refuse(actual);
        if (notModified(`"${actual.slice(7, 39)}-${encoding}"`)) return reply.code(304).send();
        return reply.header('content-encoding', encoding).send(copy);
      }

      const bytes = await registry.storage.readBuildFile(remote.data, version, file);
      if (!bytes) throw notFound('notFound', 'File not found');
      const actual = integrityOf(bytes);
      if (record && record.files[file] !== actual) refuse(actual);
      if (notModified(`"${actual.slice(7, 39)}"`)) return reply.code(304).send();
      // Without a stored copy (a version published before copies were made) the answer is compressed as it is sent.
      return reply.send(bytes);
    },
  );
};
