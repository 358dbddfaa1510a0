import { defineOperation } from '../../platform/api/operation';
import { productSchema } from '../catalogue';
import { skuParamsSchema } from '../catalogue-params';

/**
 * A product by its sku, or by its slug when no sku matches (a product page's
 * URL without its sku, doc 1 §2); an unknown one is 404 productNotFound (doc 2 §7).
 */
export const getProduct = defineOperation({
  method: 'GET',
  path: '/api/products/:sku',
  domain: 'catalogue',
  summary: 'A product',
  params: skuParamsSchema,
  response: productSchema,
  features: ['featureProductDiscovery'],
});
