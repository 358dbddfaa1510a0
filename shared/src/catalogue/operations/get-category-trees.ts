import { defineOperation } from '../../platform/api/operation';
import { categoryTreesSchema } from '../catalogue';

/** The whole category tree, every top category with everything below it (doc 2 §7). */
export const getCategoryTrees = defineOperation({
  method: 'GET',
  path: '/api/category-trees',
  domain: 'catalogue',
  summary: 'The category tree',
  response: categoryTreesSchema,
  features: ['featureProductDiscovery'],
});
