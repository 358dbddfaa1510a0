import fastifyCompress from '@fastify/compress';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Compression of what the backend sends. Build files (the shell's, each
 * published remote version's) are compressed once, at build or publish time,
 * with the strongest settings (brotli 11, gzip 9), and sent as they are stored;
 * everything else above a kilobyte (API answers, the shell's page) is
 * compressed per answer, with fast settings.
 */

export type ContentEncoding = 'br' | 'gzip';

/** The file name suffix of a precompressed copy, as `@fastify/static`'s `preCompressed` looks for it. */
export const ENCODING_SUFFIX: Readonly<Record<ContentEncoding, string>> = { br: '.br', gzip: '.gz' };

/** Build files worth compressing: text. Pictures and fonts are compressed formats already. */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|json|svg|html|txt)$/;

/** Answers smaller than this are sent as they are: the encoding's own overhead eats most of the gain. */
export const COMPRESSION_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * The encoding to send for an Accept-Encoding header: brotli when the client
 * takes it, else gzip, else none. `q=0` refuses an encoding; `*` stands for
 * any not named.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (token === '') continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/** The brotli (quality 11) and gzip (level 9) copies of a build file, each only when it is smaller than the file. */
export async function compressedCopies(bytes: Buffer): Promise<Partial<Record<ContentEncoding, Buffer>>> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { ...(br.length < bytes.length ? { br } : {}), ...(gz.length < bytes.length ? { gzip: gz } : {}) };
}

/** The original bytes of a compressed copy (to check them against the hash recorded for the original). */
export function decompress(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? unbrotli(bytes) : gunzipAsync(bytes);
}

/** Adds Accept-Encoding to the Vary header without dropping what is there. */
export function varyByEncoding(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.includes('*') || values.some((value) => value.toLowerCase() === 'accept-encoding')) return values.join(', ');
  return [...values, 'Accept-Encoding'].join(', ');
}

/**
 * Per-answer compression of every compressible answer above the threshold
 * that is not compressed already (a precompressed build file carries its
 * Content-Encoding and passes through). Brotli at quality 4: close to gzip's
 * speed, a tenth smaller on JSON. Request bodies are not decompressed: the API
 * takes plain JSON only.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
  });
}
