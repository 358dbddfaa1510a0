import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getBuildMeta, getLatestBuild, getLatestBuildQuerySchema, getPrerenderedPayload, getPrerenderedPayloadQuerySchema } from './builds';
import { checkCall, type CallCase } from '../api/harness.test-support';

const payloadSchema = z.object({ title: z.string() });

const cases: CallCase[] = [
  {
    name: 'GET builds/meta/{buildId}.json: the route rules',
    call: (api) => getBuildMeta(api, 'abc 123'),
    request: 'GET /builds/meta/abc%20123.json',
    answer: {
      body: {
        id: 'abc 123',
        routeRules: { '/checkout/**': { appMiddleware: ['auth'] }, '/alt': { redirect: { to: '/neu', statusCode: 301 } }, '/': { prerender: true } },
      },
    },
    result: {
      id: 'abc 123',
      routeRules: { '/checkout/**': { appMiddleware: ['auth'] }, '/alt': { redirect: { to: '/neu', statusCode: 301 } }, '/': { prerender: true } },
      prerendered: [],
    },
  },
  {
    name: 'GET builds/latest.json with a cache-busting query',
    call: (api) => getLatestBuild(api, 1767225600000),
    request: 'GET /builds/latest.json',
    query: { t: '1767225600000' },
    querySchema: getLatestBuildQuerySchema,
    parsedQuery: { t: 1767225600000 },
    result: { id: '9f2c1a' },
  },
  {
    name: 'GET {path}/_payload.json with the build id',
    call: (api) => getPrerenderedPayload(api, '/rezepte/käse spätzle/', 'abc', payloadSchema),
    request: 'GET /rezepte/k%C3%A4se%20sp%C3%A4tzle/_payload.json',
    query: { buildId: 'abc' },
    querySchema: getPrerenderedPayloadQuerySchema,
    result: { title: 'Käsespätzle' },
  },
  {
    name: 'GET /_payload.json of the start page',
    call: (api) => getPrerenderedPayload(api, '/', 'abc', payloadSchema),
    request: 'GET /_payload.json',
    query: { buildId: 'abc' },
    result: { title: 'Start' },
  },
];

describe('build helper fetches (doc 1 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('the latest build is asked with the current time by default, so no cache answers it', async () => {
    const { fakeBackend } = await import('../api/harness.test-support');
    const backend = fakeBackend({ 'GET /builds/latest.json': { body: { id: 'x' } } });
    const before = Date.now();
    await getLatestBuild(backend.api);
    expect(Number(backend.requests[0]?.query['t'])).toBeGreaterThanOrEqual(before);
  });
});
