import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  CATALOGUE_SEARCH_TYPES,
  SEARCH_TYPES,
  searchQuerySchema,
  type CatalogueSearchHit,
  type CatalogueSearchType,
  type SearchHit,
  type SearchType,
} from '@storefront/shared/search';
import type { SearchResults } from '@storefront/shared/platform/schemas';
import { parseInput } from '../http/errors';
import type { PageRequest, ResultPage, ShopStore } from '../store/shop-store';
import { contentForTenant } from '../tenant/tenant-content';

/**
 * The term is trimmed; doc 2 §5 sets its minimum at 2 characters (the client
 * asks only from 3 on, doc 1 §5, so every request it makes is accepted).
 */
const searchParamsSchema = z.object({
  term: z.string().trim().min(2, 'must be at least 2 characters').max(100, 'must be at most 100 characters'),
});

type AnyType = SearchType | CatalogueSearchType;
type AnyHit = SearchHit<SearchType> | CatalogueSearchHit<CatalogueSearchType>;

/**
 * doc 1 §7: GET /api/{type}/search/{term} with pageSize and offset; answers
 * total, count, offset, results (doc 1 §3). Every content type of the flyout:
 * products (whole products), content pages and recipes (the hits
 * the search remote reads), brands and categories. Case- and umlaut-insensitive
 * (store/search-text.ts). Any other type is not a route: 404 notFound.
 */
export const searchRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  const finders: Record<AnyType, (term: string, page: PageRequest) => Promise<ResultPage<AnyHit>>> = {
    products: (term, page) => store.catalogue.search(term, page),
    content: async (term, page) => {
      const found = await store.content.search(term, page);
      return {
        total: found.total,
        results: found.results.map((p) => ({ slug: p.slug, title: p.config.title ?? p.config.name, teaser: p.config.description ?? p.config.metaDescription ?? '' })),
      };
    },
    recipes: async (term, page) => {
      const found = await store.recipes.search(term, page);
      return { total: found.total, results: found.results.map(({ slug, title }) => ({ slug, title })) };
    },
    brands: (term, page) => store.catalogue.searchBrands(term, page),
    categories: (term, page) => store.catalogue.searchCategories(term, page),
  };

  // One route per type: static segments, so /api/products/{sku} and /api/categories/{slug} never swallow a search.
  for (const type of [...SEARCH_TYPES, ...CATALOGUE_SEARCH_TYPES]) {
    app.get(`/api/${type}/search/:term`, async (request): Promise<SearchResults<AnyHit>> => {
      const { term } = parseInput(searchParamsSchema, request.params);
      const { pageSize, offset } = parseInput(searchQuerySchema, request.query);
      const found = await finders[type](term, { pageSize, offset });
      // Content pages are written for the default shop; products and recipes are the same in every shop.
      const results = type === 'content' ? contentForTenant(found.results, request.tenant) : found.results;
      return { total: found.total, count: results.length, offset, results };
    });
  }
};
