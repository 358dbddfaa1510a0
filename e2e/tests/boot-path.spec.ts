import { expect, test } from './fixtures';
import { recordRequestChain } from './request-chain';

/**
 * The boot path: how many sequential round trips lie before a page's content
 * (issue 18: at most 4). The shell's page carries the tenant config and the
 * redirect table inline and preloads the shell's boot chunks and the route's
 * remote (manifest, entry, exposed module, route chunk with its vendor
 * chunks), so the chain is: page → those files → the route's data. Counted
 * from the request chain Chromium records, so machine load does not change it.
 */
const PAGES = [
  { name: 'start', path: '/', content: '[data-slot="route:index"] h1' },
  { name: 'category', path: '/sortiment/obst', content: '[data-slot="route:products-slug"] article' },
  { name: 'product', path: '/produkt/bio-vollmilch-3-8-1-l/100201', content: '[data-slot="route:product-slug"] h1' },
  { name: 'search', path: '/suche/milch', content: '[data-slot="route:search-term"] [data-testid="search-result-count"]' },
  // The results' tiles are catalogue's product list, a fragment of another remote: the page preloads its files with the route's.
  { name: 'search tiles', path: '/suche/milch', content: '[data-slot="route:search-term"] a[href*="/produkt/"]' },
  { name: 'cart', path: '/warenkorb', content: '[data-slot="route:cart"] [data-testid="cart-line-count"]' },
  { name: 'checkout', path: '/kasse', content: '[data-slot="route:checkout"] :is(h1, h2)' },
] as const;

const MAX_HOPS = 4;
const CONTENT_TIMEOUT_MS = 30_000;

test.describe('boot path', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const target of PAGES) {
    test(`the ${target.name} page shows its content after at most ${MAX_HOPS} sequential hops`, async ({ page, consoleErrors }) => {
      void consoleErrors;
      const recording = await recordRequestChain(page);
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
          `deepest: ${chain.deepestChain.map(path).join(' → ')}`,
      );
      // The page carried the tenant config: the shell asked for none.
      expect(tenantConfigRequests, 'the tenant config comes inline with the page').toEqual([]);
      expect(chain.hopsBeforeContent, `sequential hops before the ${target.name} page's content`).toBeLessThanOrEqual(MAX_HOPS);
    });
  }
});
