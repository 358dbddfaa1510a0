import type { FastifyPluginAsync } from 'fastify';
import { searchBrands, searchCategories, searchContent, searchProducts, searchRecipes } from '@storefront/shared/search';
import type { SearchResults } from '@storefront/shared/platform/schemas';
import { operationRouter } from '../../platform/operation-router';
import type { PageRequest, ResultPage, ShopStore } from '../../platform/shop-store';
import { contentForTenant } from '@storefront/server-kit/tenants/tenant-content';

/** The answer of every search type (doc 1 §3): the total, the hits of the asked page, their count and the page's offset. */
function resultsOf<T>(page: PageRequest, found: ResultPage<T>): SearchResults<T> {
  return { total: found.total, count: found.results.length, offset: page.offset, results: found.results };
}

/**
 * The search of each content type, with pageSize and offset;
 * answers total, count, offset, results. Every content type of the flyout:
 * products (whole products), content pages and recipes (the hits
 * the search remote reads), brands and categories. Case- and umlaut-insensitive
 * (store/search-text.ts). The term is read trimmed, 2 to 100 characters
 * (doc 2 §5). Any other type is not a route: 404 notFound.
 *
 * One route per type: static segments, so /api/products/{sku} and
 * /api/categories/{slug} never swallow a search.
 */
export const searchRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  const route = operationRouter(app);

  route(searchProducts, async ({ params: { term }, query: page }) => resultsOf(page, await store.catalogue.search(term, page)));

  route(searchContent, async ({ params: { term }, query: page }, request) => {
    // The tenant's own pages in place of the shared ones it has a version of (content/store), none it has withdrawn.
    const found = await store.content.search(term, page, request.tenant.id);
    const hits = found.results.map((p) => ({
      slug: p.slug,
      title: p.config.title ?? p.config.name,
      teaser: p.config.description ?? p.config.metaDescription ?? '',
    }));
    // Shared content pages are written for the default shop; products and recipes are the same in every shop.
    // A tenant's own pages are written on its paths and in its name, which this leaves as they are (content-facts.test.ts).
    return resultsOf(page, { total: found.total, results: contentForTenant(hits, request.tenant) });
  });

  route(searchRecipes, async ({ params: { term }, query: page }) => {
    const found = await store.recipes.search(term, page);
    return resultsOf(page, { total: found.total, results: found.results.map(({ slug, title }) => ({ slug, title })) });
  });

  route(searchBrands, async ({ params: { term }, query: page }) => resultsOf(page, await store.catalogue.searchBrands(term, page)));

  route(searchCategories, async ({ params: { term }, query: page }) => resultsOf(page, await store.catalogue.searchCategories(term, page)));
};
