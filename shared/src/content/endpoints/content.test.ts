import { describe, expect, it } from 'vitest';
import { emptyRedirectTable } from '../../platform/schemas/redirects';
import {
  getClientComponentConfigs,
  getClientComponentConfigsQuerySchema,
  getContentPage,
  getContentPageQuerySchema,
  getRedirects,
  getSearchBanner,
} from './content';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';

const page = { slug: '/', config: { name: 'startpage', title: 'Start' }, blocks: [] };
const banner = { id: 'b1', type: 'teaser', fields: { text: 'Käse-Wochen' }, children: [] };

const cases: CallCase[] = [
  {
    name: 'GET a content page by path',
    call: (api) => getContentPage(api, '/ueber-uns'),
    request: 'GET /api/content/pages',
    query: { path: '/ueber-uns' },
    querySchema: getContentPageQuerySchema,
    parsedQuery: { path: '/ueber-uns' },
    result: page,
  },
  {
    name: 'GET the redirect table',
    call: (api) => getRedirects(api),
    request: 'GET /api/content/redirects',
    answer: { body: { oneToOne: { '/alt': '/neu' }, manyToMany: { '/shop/': '/produkte/' } } },
    result: { oneToOne: { '/alt': '/neu' }, manyToOne: {}, manyToMany: { '/shop/': '/produkte/' } },
  },
  {
    name: 'GET the client component configs with types repeated',
    call: (api) => getClientComponentConfigs(api, ['header', 'footer']),
    request: 'GET /api/content/configs/client',
    query: { types: ['header', 'footer'] },
    querySchema: getClientComponentConfigsQuerySchema,
    parsedQuery: { types: ['header', 'footer'] },
    result: { header: { logo: '/logo.svg' }, footer: {} },
  },
  {
    name: 'GET the search banner, the term URL-encoded',
    call: (api) => getSearchBanner(api, 'käse & wein/rot'),
    request: 'GET /api/content/search/k%C3%A4se%20%26%20wein%2Frot/banner',
    result: banner,
  },
  {
    name: 'GET the search banner: no content means no banner',
    call: (api) => getSearchBanner(api, 'milch'),
    request: 'GET /api/content/search/milch/banner',
    answer: { status: 204 },
    result: null,
  },
];

describe('content endpoints (doc 1 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('the configs query takes any well-formed name (an unknown one is left out of the answer) and rejects a malformed one', async () => {
    const { safeParse } = await import('zod/mini');
    expect(safeParse(getClientComponentConfigsQuerySchema, { types: 'unbekannt' }).data).toEqual({ types: ['unbekannt'] });
    expect(safeParse(getClientComponentConfigsQuerySchema, { types: ['header', 'service-type-delivery'] }).success).toBe(true);
    for (const types of [undefined, '', 'Header', 'head er', '-header', 'x'.repeat(65), ['header', '']]) {
      expect(safeParse(getClientComponentConfigsQuerySchema, types === undefined ? {} : { types }).success, String(types)).toBe(false);
    }
  });

  it('a failed redirect fetch leaves the caller with the empty table (doc 1 §8)', async () => {
    const backend = fakeBackend({ 'GET /api/content/redirects': { status: 503 } });
    const table = await getRedirects(backend.api).catch(() => emptyRedirectTable());
    expect(table).toEqual({ oneToOne: {}, manyToOne: {}, manyToMany: {} });
  });

  it('content calls answering 501 or more are "backend not available" (doc 1 §8)', async () => {
    const backend = fakeBackend({ 'GET /api/content/search/milch/banner': { status: 501 } });
    await expect(getSearchBanner(backend.api, 'milch')).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
  });
});
