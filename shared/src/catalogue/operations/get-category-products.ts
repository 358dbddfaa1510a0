import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { productPageSchema } from '../catalogue';
import { productPageQuery, slugParamsSchema } from '../catalogue-params';

/**
 * A page of the products of a category and of every category below it, by
 * pageSize and offset; an unknown slug is 404 categoryNotFound (doc 2 §7).
 */
export const getCategoryProducts = defineOperation({
  method: 'GET',
  path: '/api/categories/:slug/products',
  domain: 'catalogue',
  summary: "A page of a category's products",
  params: slugParamsSchema,
  query: z.object(productPageQuery),
  response: productPageSchema,
  features: ['featureProductDiscovery'],
});
