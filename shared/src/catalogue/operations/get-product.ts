import { defineOperation } from '../../platform/api/operation';
import { productSchema } from '../catalogue';
import { productRequest } from '../requests/product-request';

/**
 * A product by its sku, or by its slug when no sku matches (a product page's
 * URL without its sku, doc 1 §2); an unknown one is 404 productNotFound (doc 2 §7).
 */
export const getProduct = defineOperation({
  ...productRequest,
  domain: 'catalogue',
  summary: 'A product',
  response: productSchema,
  features: ['featureProductDiscovery'],
});
