import { expect, test } from './fixtures';
import { recordRequestChain } from './request-chain';

/**
 * The boot path: how many sequential round trips lie before a page's content
 * (at most 4: docs/architecture.md, "Performance shape"). The shell's page carries the tenant config and the
 * redirect table inline and preloads the shell's boot chunks and the route's
 * remote (manifest, entry, exposed module, route chunk with its vendor
 * chunks), so the chain is: page → those files → the route's data. Counted
 * from the request chain Chromium records, so machine load does not change it:
 * only the content's own chain counts. The header's fragments (mini-cart,
 * category menu, account menu) and the shell's services run beside it; on a
 * busy machine, where the content shows late, they start before it and reach
 * hop 5 or 6 (mini-cart → its chunk → the cart) without holding the content
 * up. They are logged, not counted.
 *
 * The route's first API data leaves while its chunk loads: the route's loader
 * (withRouteData) asks first for the route's small data chunk, preloaded with
 * the route's chunk, which starts it; the route's own call takes the answer.
 * So each page's data is asked for once, and by code that is not the route's
 * chunk (its initiator stack holds the shell, the remote's exposed module and
 * the data chunk, never the route chunk: counted, not timed).
 */
const PAGES = [
  {
    name: 'start',
    path: '/',
    content: '[data-slot="route:index"] h1',
    routeChunk: 'route-index.',
    data: ['/api/content/pages?path=%2F'],
  },
  {
    name: 'category',
    path: '/sortiment/obst',
    content: '[data-slot="route:products-slug"] article',
    routeChunk: 'route-products-slug.',
    data: ['/api/categories/obst/products?pageSize=24&offset=0', '/api/category-trees'],
  },
  {
    // Sorted by the URL: the data chunk starts the list the route's own call asks for, query and all.
    name: 'sorted category',
    path: '/sortiment/obst?sort=priceDesc',
    content: '[data-slot="route:products-slug"] article',
    routeChunk: 'route-products-slug.',
    data: ['/api/categories/obst/products?pageSize=24&offset=0&sort=priceDesc', '/api/category-trees'],
  },
  {
    name: 'product',
    path: '/produkt/bio-vollmilch-3-8-1-l/100201',
    content: '[data-slot="route:product-slug"] h1',
    routeChunk: 'route-product-slug.',
    data: ['/api/products/100201'],
  },
  {
    name: 'search',
    path: '/suche/milch',
    content: '[data-slot="route:search-term"] [data-testid="search-result-count"]',
    routeChunk: 'route-search-term.',
    data: ['/api/products/search/milch?pageSize=24&offset=0'],
    contentFragments: ['product-list'],
  },
  {
    // The results' tiles are catalogue's product list, a fragment of another remote: the page preloads its files with the route's.
    name: 'search tiles',
    path: '/suche/milch',
    content: '[data-slot="route:search-term"] a[href*="/produkt/"]',
    routeChunk: 'route-search-term.',
    data: ['/api/products/search/milch?pageSize=24&offset=0'],
    contentFragments: ['product-list'],
  },
  {
    name: 'cart',
    path: '/warenkorb',
    content: '[data-slot="route:cart"] [data-testid="cart-line-count"]',
    routeChunk: 'route-cart.',
    data: ['/api/carts'],
  },
  // The checkout's first calls depend on the cart's state and the step, which only its code knows: no data starts early.
  { name: 'checkout', path: '/kasse', content: '[data-slot="route:checkout"] :is(h1, h2)', routeChunk: 'route-checkout.', data: [] },
] as const;

/** Another slot's files: every remote fragment but those the page's content is made of, and the shell's services. */
function otherSlots(contentFragments: readonly string[]): RegExp {
  const own = contentFragments.length > 0 ? `(?!(?:${contentFragments.join('|')})\\.)` : '';
  return new RegExp(`/(?:fragment-${own}[\\w-]+|lazy-shell-services)\\.[0-9a-f]+\\.(?:js|css)$`);
}

const MAX_HOPS = 4;
/** The route's data: page → shell, route and data chunks (preloaded) → the data. */
const DATA_HOPS = 3;
const CONTENT_TIMEOUT_MS = 30_000;

test.describe('boot path', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const target of PAGES) {
    test(`the ${target.name} page shows its content after at most ${MAX_HOPS} sequential hops`, async ({ page, consoleErrors }) => {
      void consoleErrors;
      const recording = await recordRequestChain(page, { otherSlots: otherSlots('contentFragments' in target ? target.contentFragments : []) });
      const tenantConfigRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/tenant/config') tenantConfigRequests.push(request.url());
      });
      await page.goto(target.path);
      const chain = await recording.finish(target.content, CONTENT_TIMEOUT_MS);
      const path = (url: string) => new URL(url).pathname + new URL(url).search;
      console.log(
        `boot path ${target.name} (${target.path}): ${chain.hopsBeforeContent} hops before content, ` +
          `${chain.requests.filter((request) => request.timestamp - (chain.requests[0]?.timestamp ?? 0) <= chain.contentAtMs / 1000).length} requests ` +
          `(${chain.requests.filter((request) => request.deferred).length} deferred by a timer or idle callback, not counted); ` +
          `deepest: ${chain.deepestChain.map(path).join(' → ')}` +
          (chain.hopsBeforeContentAllSlots > chain.hopsBeforeContent
            ? `; other slots started before it reached hop ${chain.hopsBeforeContentAllSlots}: ${chain.deepestChainAllSlots.map(path).join(' → ')}`
            : ''),
      );
      for (const url of target.data) {
        const asked = chain.requests.filter((request) => request.method === 'GET' && path(request.url) === url);
        const early = asked[0];
        const navigationAt = chain.requests[0]?.timestamp ?? 0;
        const routeChunk = chain.requests.find((request) => new URL(request.url).pathname.includes(`/${target.routeChunk}`));
        const ms = (seconds: number | undefined) => (seconds === undefined ? '–' : `${Math.round((seconds - navigationAt) * 1000)} ms`);
        console.log(
          `  data ${url}: asked ${asked.length}×, hop ${early?.depth}, at ${ms(early?.timestamp)} (route chunk asked at ${ms(routeChunk?.timestamp)}, ` +
            `loaded at ${ms(routeChunk?.finishedAt)}; content at ${Math.round(chain.contentAtMs)} ms), started by ` +
            `${early?.starters.map((starter) => new URL(starter).pathname).filter((file, index, all) => all.indexOf(file) === index).join(', ')}`,
        );
        expect(asked.length, `${url} is asked for once: the route takes the answer started early`).toBe(1);
        const files = early!.starters.map((starter) => new URL(starter).pathname);
        expect(files.filter((file) => file.includes(`/data-${target.routeChunk.slice('route-'.length)}`)), `${url} is started by the route's data chunk`).not.toEqual([]);
        expect(files.filter((file) => file.includes(`/${target.routeChunk}`)), `${url} does not wait for the route's chunk to run`).toEqual([]);
        // Before, the route's own call asked for it once the route had rendered: the fourth hop.
        expect(early!.depth, `${url} leaves at the third hop, with the route's code`).toBeLessThanOrEqual(DATA_HOPS);
      }
      // The page carried the tenant config: the shell asked for none.
      expect(tenantConfigRequests, 'the tenant config comes inline with the page').toEqual([]);
      expect(chain.hopsBeforeContent, `sequential hops before the ${target.name} page's content`).toBeLessThanOrEqual(MAX_HOPS);
    });
  }
});
