import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishRemote } from './registry/publish';
import { integrityOf } from './registry/release-service';
import { createTestApp, writeFakeRemoteDist, type TestApp } from './testing/test-app.test-support';
import { preferredEncoding, varyByEncoding } from '@storefront/server-kit/http/compression';

/** A chunk big enough that compressing it pays: a few kilobytes of repetitive JavaScript. */
const CHUNK = `export const products = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ sku: 100000 + i, name: `Produkt ${i}`, price: i * 0.1 })))};\n`;
const CHUNK_FILE = 'route-search-term.845bd961.js';

let testApp: TestApp;

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });

/** The body of an answer as the browser sees it after undoing its Content-Encoding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    ['gzip;q=0, br;q=0', undefined],
  ])('answers %j with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('never throws and answers only an encoding the header does not refuse', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const encoding = preferredEncoding(header);
        if (encoding === undefined) return;
        expect(['br', 'gzip']).toContain(encoding);
        expect(header.toLowerCase()).toMatch(encoding === 'br' ? /br|\*/ : /gzip|\*/);
      }),
      { numRuns: 2000, interruptAfterTimeLimit: 2000 },
    );
  });
});

describe('varyByEncoding', () => {
  it('adds Accept-Encoding once and keeps what is there', () => {
    expect(varyByEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyByEncoding('Host, Cookie')).toBe('Host, Cookie, Accept-Encoding');
    expect(varyByEncoding('Host, accept-encoding')).toBe('Host, accept-encoding');
    expect(varyByEncoding('*')).toBe('*');
  });
});

describe('the shell build', () => {
  afterEach(() => testApp.close());
  beforeEach(async () => {
    testApp = await createTestApp();
    const file = path.join(testApp.shellDist, 'main.0123abcd.js');
    await writeFile(file, CHUNK);
    await writeFile(`${file}.br`, brotliCompressSync(CHUNK));
    await writeFile(`${file}.gz`, gzipSync(CHUNK));
  });

  it('sends the brotli copy written at build time to a browser that takes brotli, still immutable', async () => {
    const response = await get('/main.0123abcd.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(await readFile(path.join(testApp.shellDist, 'main.0123abcd.js.br')));
    expect(decoded(response)).toBe(CHUNK);
  });

  it('sends the gzip copy to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzipped = await get('/main.0123abcd.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toBe(CHUNK);
    const plain = await get('/main.0123abcd.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    // The same URL answered differently by Accept-Encoding: a cache in between must know.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('compresses a file that has no copy as it sends it', async () => {
    await rm(path.join(testApp.shellDist, 'main.0123abcd.js.br'));
    await rm(path.join(testApp.shellDist, 'main.0123abcd.js.gz'));
    const response = await get('/main.0123abcd.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(CHUNK);
  });

  it('does not send a copy under its own name', async () => {
    expect((await get('/main.0123abcd.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/main.0123abcd.js.gz', 'gzip')).statusCode).toBe(404);
  });
});

describe('published remote builds', () => {
  afterEach(() => testApp.close());
  beforeEach(async () => {
    testApp = await createTestApp();
    const dist = path.join(testApp.registryDir, '..', 'search-dist');
    await writeFakeRemoteDist(dist, { name: 'search', version: '1.0.0', contractVersion: 1 });
    await writeFile(path.join(dist, CHUNK_FILE), CHUNK);
    await publishRemote(dist, testApp.registryDir);
  });
  const chunkUrl = `/remotes/search/1.0.0/${CHUNK_FILE}`;
  const stored = (suffix: string) => path.join(testApp.registryDir, 'search', '1.0.0', `${CHUNK_FILE}${suffix}`);

  it('sends the copy made at publish time, whose content is the file the registry recorded the hash of', async () => {
    const response = await get(chunkUrl, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.rawPayload).toEqual(await readFile(stored('.br')));
    // What the browser unpacks is what the shell's integrity check hashes.
    expect(integrityOf(Buffer.from(decoded(response)))).toBe(integrityOf(Buffer.from(CHUNK)));
  });

  it('sends gzip or the file itself by Accept-Encoding, each with its own ETag that revalidates', async () => {
    const br = await get(chunkUrl, 'br');
    const gz = await get(chunkUrl, 'gzip');
    const plain = await get(chunkUrl);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(CHUNK);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const revalidated = await get(chunkUrl, 'br', { 'if-none-match': String(br.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('refuses a copy that does not unpack to the published file, as it refuses a changed file', async () => {
    await writeFile(stored('.br'), brotliCompressSync('alert("not the published build")'));
    const response = await get(chunkUrl, 'br');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ errorCode: 'integrity' });
    await writeFile(stored('.gz'), 'not gzip at all');
    expect((await get(chunkUrl, 'gzip')).statusCode).toBe(502);
  });

  it('compresses the file as it sends it when the version has no copies', async () => {
    await rm(stored('.br'));
    const response = await get(chunkUrl, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(CHUNK);
  });

  it('makes the copies for a version published before there were copies when it is published again', async () => {
    await rm(stored('.br'));
    await rm(stored('.gz'));
    await rm(path.join(testApp.registryDir, 'search', '1.0.0', 'remoteEntry.js.br'), { force: true });
    const dist = path.join(testApp.registryDir, '..', 'search-dist');
    expect((await publishRemote(dist, testApp.registryDir)).outcome).toBe('unchanged');
    expect(brotliDecompressSync(await readFile(stored('.br'))).toString('utf8')).toBe(CHUNK);
  });
});

describe('API answers', () => {
  afterEach(() => testApp.close());
  beforeEach(async () => {
    testApp = await createTestApp();
  });

  it('compresses a JSON answer above a kilobyte, and says it varies by Accept-Encoding', async () => {
    const response = await get('/tenant/config', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // Its caching stays what the route set.
    expect(response.headers['cache-control']).toBe((await get('/tenant/config')).headers['cache-control']);
    const body = JSON.parse(decoded(response)) as Record<string, unknown>;
    expect(body).toEqual((await get('/tenant/config')).json());
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)) / 2);
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/builds/latest.json', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ id: expect.any(String) });
  });

  it('compresses the shell page', async () => {
    await writeFile(path.join(testApp.shellDist, 'index.html'), `${(await readFile(path.join(testApp.shellDist, 'index.html'), 'utf8'))}${'<!-- padding -->\n'.repeat(100)}`);
    const response = await get('/', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toContain('<!-- padding -->');
  });
});
