import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_CONTENT_SECURITY_POLICY } from '../security/headers';
import { SHELL_INDEX_HTML, createTestApp, type TestApp } from '../testing/test-app';

let testApp: TestApp;
afterEach(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('the shell at the root', () => {
  it.each(['/', '/suche/milch', '/produkt/bio-vollmilch-3-8-1-l/100201', '/konto/', '/index.html'])(
    'answers %s with the shell page, revalidated, under the Content-Security-Policy',
    async (url) => {
      testApp = await createTestApp();
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL_INDEX_HTML);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(SHELL_CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it('forbids framing, plugins and foreign scripts on the shell page', () => {
    expect(SHELL_CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        "font-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'",
    );
  });

  it('serves hashed shell bundles as immutable', async () => {
    testApp = await createTestApp();
    const response = await get('/main.0123abcd.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('shell');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it.each([
    ['a file that does not exist', '/logo.png'],
    ['a hidden source map', '/main.0123abcd.js.map'],
    ['a path outside the build', '/%2e%2e/secret.txt'],
    ['an unknown API path', '/api/nothing-here'],
    ['an unknown tenant path', '/tenant/other'],
    ['an incomplete remote path', '/remotes/search'],
    ['an unknown build path', '/builds/unknown'],
    ['a GET on the log endpoint', '/logs'],
  ])('answers 404 for %s instead of the shell page', async (_case, url) => {
    testApp = await createTestApp();
    await writeFile(path.join(testApp.shellDist, '..', 'secret.txt'), 'secret');
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toMatchObject({ errorCode: 'notFound' });
  });

  it('tells to build the shell when there is no shell build', async () => {
    testApp = await createTestApp({ shellBuilt: false });
    const response = await get('/warenkorb');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('pnpm build');
  });
});

describe('GET /builds/latest.json', () => {
  it('identifies the build by a hash of the shell page, revalidated on every poll', async () => {
    testApp = await createTestApp();
    const response = await get('/builds/latest.json?t=123');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ id: createHash('sha256').update(SHELL_INDEX_HTML).digest('hex').slice(0, 16) });

    await writeFile(path.join(testApp.shellDist, 'index.html'), SHELL_INDEX_HTML.replace('0123abcd', '89abcdef'));
    expect((await get('/builds/latest.json')).json().id).not.toBe(response.json().id);
  });

  it("answers 'dev' while there is no shell build", async () => {
    testApp = await createTestApp();
    await rm(path.join(testApp.shellDist, 'index.html'));
    expect((await get('/builds/latest.json')).json()).toEqual({ id: 'dev' });
  });
});
