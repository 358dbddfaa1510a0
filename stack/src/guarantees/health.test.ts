import { rm } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { healthOf, installHealth } from '@storefront/server-kit/http/health';
import { createTestApp, type TestApp } from '../testing/test-app.test-support';

/*
 * The health routes of both houses, as a load balancer asks them: liveness
 * (the process answers) and readiness (the instance can serve its part),
 * and readiness that says "draining" from the moment a stop began.
 */

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('the storefront server’s health', () => {
  it('is alive and ready with its shell build, its registry and its database, and keeps no answer in a cache', async () => {
    testApp = await createTestApp();
    const live = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', checks: { shell: 'ok', registry: 'ok', database: 'ok' } }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready without its shell build, naming the check and not its reason; it is still alive', async () => {
    testApp = await createTestApp();
    await rm(path.join(testApp.shellDist, 'index.html'));
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', checks: { shell: 'failing', registry: 'ok', database: 'ok' } });
    expect(ready.body).not.toContain('ENOENT');
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('stays ready while the shop API behind it is down: that is no reason to take every instance out', async () => {
    testApp = await createTestApp();
    await testApp.shopApp.close();
    expect((await testApp.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('says draining from the moment a stop began, while it still answers pages', async () => {
    testApp = await createTestApp();
    healthOf(testApp.app)?.drain();
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'draining' }]);
    expect((await testApp.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });
});

describe('the shop API’s health', () => {
  it('is ready while its database answers, and not once it is closed', async () => {
    testApp = await createTestApp();
    const ready = await testApp.shopApp.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', checks: { database: 'ok' } }]);
    expect((await testApp.shopApp.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    testApp.store.db.close();
    const closed = await testApp.shopApp.inject({ method: 'GET', url: '/readyz' });
    expect([closed.statusCode, closed.json()]).toEqual([503, { status: 'not-ready', checks: { database: 'failing' } }]);
  });
});

describe('a readiness check', () => {
  it('that does not answer within its deadline counts as failing, and the others still report', async () => {
    const app = Fastify();
    installHealth(
      app,
      [
        { name: 'hangs', check: () => new Promise(() => undefined) },
        { name: 'answers', check: () => undefined },
      ],
      { deadlineMs: 50 },
    );
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'not-ready', checks: { hangs: 'failing', answers: 'ok' } }]);
    await app.close();
  });
});
