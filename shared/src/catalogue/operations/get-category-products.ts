import { defineOperation } from '../../platform/api/operation';
import { categoryProductsRequest } from '../requests/category-products-request';
import { categoryProductPageSchema } from '../product-listing';

/**
 * A page of the products of a category and of every category below it, by
 * pageSize and offset, sorted and filtered (brand, price in cents, tag,
 * orderable only), with the category's filter choices; an unknown slug is 404
 * categoryNotFound.
 */
export const getCategoryProducts = defineOperation({
  ...categoryProductsRequest,
  domain: 'catalogue',
  summary: "A page of a category's products",
  response: categoryProductPageSchema,
  features: ['featureProductDiscovery'],
});
