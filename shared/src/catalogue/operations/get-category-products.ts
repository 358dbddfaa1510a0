import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { productPageQuery, slugParamsSchema } from '../catalogue-params';
import { categoryProductPageSchema, productListingQuery } from '../product-listing';

/**
 * A page of the products of a category and of every category below it, by
 * pageSize and offset, sorted and filtered (brand, price in cents, tag,
 * orderable only), with the category's filter choices; an unknown slug is 404
 * categoryNotFound (doc 2 §7).
 */
export const getCategoryProducts = defineOperation({
  method: 'GET',
  path: '/api/categories/:slug/products',
  domain: 'catalogue',
  summary: "A page of a category's products",
  params: slugParamsSchema,
  query: z.object({ ...productPageQuery, ...productListingQuery }),
  response: categoryProductPageSchema,
  features: ['featureProductDiscovery'],
});
