import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { queryList, text } from '../../platform/api/wire';
import { productPageSchema } from '../catalogue';
import { productPageQuery } from '../catalogue-params';

/**
 * A page of products: the ones of the given skus (a repeated key, e.g. the
 * products of a product group) in their order, unknown ones left out; without
 * skus (the key left out: an empty list is refused) the whole assortment.
 */
export const getProducts = defineOperation({
  method: 'GET',
  path: '/api/products',
  domain: 'catalogue',
  summary: 'A page of products',
  query: z.object({ ...productPageQuery, skus: z.optional(queryList(text(64))) }),
  response: productPageSchema,
  features: ['featureProductDiscovery'],
});
