import type { FastifyPluginAsync } from 'fastify';
import type { CategoryNode } from '@storefront/shared/schemas';
import type { ShopStore } from '../store/shop-store';

/** doc 2 §7: GET /api/category-trees, the category tree of doc 2 §3. */
export const catalogueRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  app.get('/api/category-trees', async (): Promise<CategoryNode[]> => store.catalogue.categoryTrees());
};
