import { describe, it } from 'vitest';
import { getContentPage, getContentPageQuerySchema } from './content';
import { checkEndpointCall, type EndpointCallCase } from '../../platform/api/harness.test-support';

const page = { slug: '/', config: { name: 'startpage', title: 'Start' }, blocks: [] };

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
];

describe('content endpoints (doc 1 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));
});
