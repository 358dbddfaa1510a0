import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ContentPage } from '@storefront/shared/schemas';
import { notFound, parseInput } from '../http/errors';
import type { ShopStore } from '../store/shop-store';

const pageQuerySchema = z.object({
  path: z.string().startsWith('/', 'must start with /').max(2048),
});

/** `/ueber-uns/` and `/ueber-uns` are the same page; the root stays `/`. */
function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * GET /api/content/pages?path=…: the content page at a path. doc 1 does not
 * show the page content call; see the README for this choice.
 */
export const contentRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  app.get('/api/content/pages', async (request): Promise<ContentPage> => {
    const { path } = parseInput(pageQuerySchema, request.query);
    const page = await store.content.findPage(normalisePath(path));
    if (!page) throw notFound('notFound', 'Page not found');
    return page;
  });
};
