import { defineOperation } from '../../platform/api/operation';
import { categoryTreesSchema } from '../catalogue';
import { categoryTreesRequest } from '../requests/category-trees-request';

/** The whole category tree, every top category with everything below it. */
export const getCategoryTrees = defineOperation({
  ...categoryTreesRequest,
  domain: 'catalogue',
  summary: 'The category tree',
  response: categoryTreesSchema,
  features: ['featureProductDiscovery'],
});
