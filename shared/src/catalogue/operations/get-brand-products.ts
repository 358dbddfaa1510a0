import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { productPageQuery, slugParamsSchema } from '../catalogue-params';
import { productListingQuery } from '../product-listing';
import { searchResultsSchema } from '../../platform/schemas/results-page';
import { productFacetsSchema } from '../product-listing';
import { productSchema } from '../catalogue';
import { brandSchema } from './get-brands';

/**
 * A brand with a page of its products, sorted and filtered like a category's
 * (the brand filter left aside), with the filter choices; an unknown slug is
 * 404 brandNotFound (not shown in the documents; the brand page needs it).
 */
export const getBrandProducts = defineOperation({
  method: 'GET',
  path: '/api/brands/:slug/products',
  domain: 'catalogue',
  summary: "A brand and a page of its products",
  params: slugParamsSchema,
  query: z.object({ ...productPageQuery, ...productListingQuery }),
  response: z.extend(searchResultsSchema(productSchema), { facets: productFacetsSchema, brand: brandSchema }),
  features: ['featureProductDiscovery'],
});
