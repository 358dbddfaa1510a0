import { describe, expect, it } from 'vitest';
import {
  getContentPage,
  getContentPageQuerySchema,
  getSearchBanner,
} from './content';
import { checkEndpointCall, fakeBackend, type EndpointCallCase } from '../../platform/api/harness.test-support';

const page = { slug: '/', config: { name: 'startpage', title: 'Start' }, blocks: [] };
const banner = { id: 'b1', type: 'teaser', fields: { text: 'Käse-Wochen' }, children: [] };

const cases: EndpointCallCase[] = [
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
  it.each(cases)('$name', (test) => checkEndpointCall(test));

  it('content calls answering 501 or more are "backend not available" (doc 1 §8)', async () => {
    const backend = fakeBackend({ 'GET /api/content/search/milch/banner': { status: 501 } });
    await expect(getSearchBanner(backend.api, 'milch')).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
  });
});
