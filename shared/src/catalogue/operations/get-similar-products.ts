import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { productSchema } from '../catalogue';
import { slugParamsSchema } from '../catalogue-params';

/**
 * Products like the one of the slug. Deferred data: the product
 * page renders without it (STYLE "critical data is awaited, deferred never throws").
 */
export const getSimilarProducts = defineOperation({
  method: 'GET',
  path: '/api/products/:slug/similar',
  domain: 'catalogue',
  summary: 'Similar products',
  params: slugParamsSchema,
  response: z.array(productSchema),
  features: ['featureProductDiscovery'],
});
