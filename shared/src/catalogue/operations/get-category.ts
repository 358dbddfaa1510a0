import { defineOperation } from '../../platform/api/operation';
import { categoryNodeSchema } from '../catalogue';
import { slugParamsSchema } from '../catalogue-params';

/** A category by its slug, with its children; an unknown slug is 404 categoryNotFound (doc 2 §7). */
export const getCategory = defineOperation({
  method: 'GET',
  path: '/api/categories/:slug',
  domain: 'catalogue',
  summary: 'A category with its children',
  params: slugParamsSchema,
  response: categoryNodeSchema,
  features: ['featureProductDiscovery'],
});
