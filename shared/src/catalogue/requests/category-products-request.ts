import * as z from 'zod/mini';
import { productPageQuery, slugParamsSchema } from '../catalogue-params';
import { productListingQuery } from '../listing-query';

/**
 * The request of the category products call, without its answer's schema (a route starts it early:
 * prefetchCall); the operation spreads it. One request a module: an operation pulls in only its own.
 */
export const categoryProductsRequest = {
  method: 'GET',
  path: '/api/categories/:slug/products',
  params: slugParamsSchema,
  query: z.object({ ...productPageQuery, ...productListingQuery }),
} as const;
