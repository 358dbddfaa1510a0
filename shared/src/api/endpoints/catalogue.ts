import { categoryTreesSchema, type CategoryNode } from '../../schemas/catalogue';
import type { ApiClient } from '../client';

/** doc 2 §7: GET /api/category-trees. */
export function getCategoryTrees(api: ApiClient): Promise<CategoryNode[]> {
  return api.request('GET', '/api/category-trees', { schema: categoryTreesSchema });
}
