import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { buildMetaSchema } from '@storefront/shared/platform/schemas';
import { contentPageSchema } from '@storefront/shared/content';
import { SHELL_INDEX_HTML, createTestApp, type TestApp } from '../testing/test-app.test-support';

let testApp: TestApp;
afterEach(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

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

describe('GET /builds/meta/{id}.json and {path}/_payload.json (doc 1 §7)', () => {
  const buildId = createHash('sha256').update(SHELL_INDEX_HTML).digest('hex').slice(0, 16);

  it('answers the route rules and prerendered paths of the current build, per tenant', async () => {
    testApp = await createTestApp();
    const response = await get(`/builds/meta/${buildId}.json`);
    expect(response.statusCode).toBe(200);
    const parsed = safeParse(buildMetaSchema, response.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const meta = response.json();
    expect(meta.id).toBe(buildId);
    expect(meta.prerendered).toContain('/');
    expect(meta.prerendered).toContain('/ueber-uns');
    expect(meta.routeRules['/']).toEqual({ prerender: true });
    expect(meta.routeRules['/konto/**']).toEqual({ appMiddleware: ['auth'] });
    expect(meta.routeRules['/favoriten/**']).toEqual({ appMiddleware: ['auth'] });
    expect(meta.routeRules['/startseite']).toEqual({ redirect: { to: '/', statusCode: 301 } });
    expect((await get('/builds/meta/0000000000000000.json')).statusCode).toBe(404);
    expect((await get(`/builds/meta/${buildId}`)).statusCode).toBe(404);
  });

  it('answers the prerendered page for the current build id, and 404 for other builds and pages', async () => {
    testApp = await createTestApp();
    const about = await get(`/ueber-uns/_payload.json?buildId=${buildId}`);
    expect(about.statusCode).toBe(200);
    expect(safeParse(contentPageSchema, about.json()).success).toBe(true);
    expect(about.json().slug).toBe('ueber-uns');
    expect((await get(`/_payload.json?buildId=${buildId}`)).json().slug).toBe('');
    expect((await get('/ueber-uns/_payload.json?buildId=0000000000000000')).json()).toMatchObject({ errorCode: 'buildNotFound' });
    expect((await get(`/kontakt/_payload.json?buildId=${buildId}`)).statusCode).toBe(404);
    const noBuildId = await get('/ueber-uns/_payload.json');
    expect(noBuildId.statusCode).toBe(400);
    expect(noBuildId.json().customPayload.issues[0].path).toBe('buildId');
  });
});
