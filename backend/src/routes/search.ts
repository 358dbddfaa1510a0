import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SEARCH_TYPES, searchQuerySchema, type SearchHit, type SearchType } from '@storefront/shared/api';
import type { SearchResults } from '@storefront/shared/schemas';
import { notFound, parseInput } from '../http/errors';
import type { PageRequest, ShopStore } from '../store/shop-store';

const searchTypeSchema = z.enum(SEARCH_TYPES);

/**
 * The term is trimmed; doc 2 §5 sets its minimum at 2 characters (the client
 * asks only from 3 on, doc 1 §5, so every request it makes is accepted).
 */
const searchParamsSchema = z.object({
  term: z.string().trim().min(2, 'must be at least 2 characters').max(100),
});

interface Found {
  total: number;
  results: SearchHit<SearchType>[];
}

/** doc 1 §7: GET /api/{type}/search/{term} with pageSize and offset; answers total, count, offset, results (doc 1 §3). */
export const searchRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  async function find(type: SearchType, term: string, page: PageRequest): Promise<Found> {
    switch (type) {
      case 'products':
        return store.catalogue.search(term, page);
      case 'content': {
        const found = await store.content.search(term, page);
        return {
          total: found.total,
          results: found.results.map((p) => ({ slug: p.slug, title: p.config.title ?? p.config.name, teaser: p.config.description ?? '' })),
        };
      }
      case 'recipes': {
        const found = await store.recipes.search(term, page);
        return { total: found.total, results: found.results.map(({ slug, title }) => ({ slug, title })) };
      }
    }
  }

  app.get<{ Params: { type: string; term: string } }>(
    '/api/:type/search/:term',
    async (request): Promise<SearchResults<SearchHit<SearchType>>> => {
      const type = searchTypeSchema.safeParse(request.params.type);
      if (!type.success) throw notFound('notFound', 'Not found');
      const { term } = parseInput(searchParamsSchema, request.params);
      const { pageSize, offset } = parseInput(searchQuerySchema, request.query);
      const found = await find(type.data, term, { pageSize, offset });
      return { total: found.total, count: found.results.length, offset, results: found.results };
    },
  );
};
