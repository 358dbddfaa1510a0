import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishRemote } from './publish';
import { createTestApp, writeFakeRemoteDist, type TestApp } from '../testing/test-app.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
  const dist = path.join(testApp.registryDir, '..', 'search-dist');
  await writeFakeRemoteDist(dist, { name: 'search', version: '1.0.0', contractVersion: 1 });
  await publishRemote(dist, testApp.registryDir);
});
afterEach(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /remotes/<name>/<version>/<file>', () => {
  it.each(['remoteEntry.js', 'mf-manifest.json', 'remote-meta.json'])('serves %s for revalidation on every use', async (file) => {
    const response = await get(`/remotes/search/1.0.0/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves remoteEntry.js as JavaScript with its content', async () => {
    const response = await get('/remotes/search/1.0.0/remoteEntry.js');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.body).toContain('storefront_search');
    expect(response.headers['etag']).toBeTruthy();
  });

  it('lets browsers keep a content-hashed chunk for good', async () => {
    const response = await get('/remotes/search/1.0.0/route-search-term.845bd961.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['a source map', '/remotes/search/1.0.0/route-search-term.845bd961.js.map'],
    ['a hashed chunk that does not exist', '/remotes/search/1.0.0/route-cart.deadbeef.js'],
    ['a file of no known kind', '/remotes/search/1.0.0/notes.txt'],
    ['an unpublished version', '/remotes/search/9.9.9/remoteEntry.js'],
    ['an unknown remote', '/remotes/payments/1.0.0/remoteEntry.js'],
    ['a version that climbs out of the registry', '/remotes/search/%2e%2e/releases.json'],
  ])('answers 404 for %s, without a long-lived cache header', async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'notFound' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('keeps serving an older version after a newer one went live', async () => {
    const dist = path.join(testApp.registryDir, '..', 'search-dist-2');
    await writeFakeRemoteDist(dist, { name: 'search', version: '1.1.0', contractVersion: 1 });
    await writeFile(path.join(dist, 'remoteEntry.js'), 'var storefront_search = "1.1.0";');
    await publishRemote(dist, testApp.registryDir);
    expect((await get('/remotes/search/1.0.0/remoteEntry.js')).statusCode).toBe(200);
    expect((await get('/remotes/search/1.1.0/remoteEntry.js')).body).toContain('1.1.0');
  });
});
