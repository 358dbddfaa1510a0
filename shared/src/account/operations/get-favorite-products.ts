import * as z from 'zod/mini';
import { productPageSchema } from '../../catalogue/catalogue';
import { defineOperation } from '../../platform/api/operation';
import { queryBoolean, queryInteger } from '../../platform/api/wire';
import type { ProductSourceFilter } from '../favorites';

/**
 * A page of the customer's favorite or purchased products (doc 1 §7): the
 * filters favorites=true and purchasedProducts=true, with paging. The two
 * flags cannot tell "Favorites OR Purchased" from "Favorite AND Purchased";
 * the AND filter adds matchAll=true (this shop's choice, doc 1 does not show
 * it). `productSourceQuery` writes a filter's flags. The listing shows
 * products, so it needs product discovery as well as the favorites (doc 1 §2
 * favorites).
 */
export const getFavoriteProducts = defineOperation({
  method: 'GET',
  path: '/api/customers/favorites/products',
  domain: 'account',
  summary: 'A page of favorite or purchased products',
  query: z.object({
    favorites: z.optional(queryBoolean()),
    purchasedProducts: z.optional(queryBoolean()),
    matchAll: z.optional(queryBoolean()),
    pageSize: z.optional(queryInteger(1, 100)),
    offset: z.optional(queryInteger(0)),
  }),
  response: productPageSchema,
  features: ['featureCustomer', 'featureCustomerFavorites', 'featureProductDiscovery'],
  customer: true,
});

type SourceFlags = { readonly favorites?: true; readonly purchasedProducts?: true; readonly matchAll?: true };

const SOURCE_FILTER_QUERY: Readonly<Record<ProductSourceFilter, SourceFlags>> = {
  'Favorites OR Purchased': { favorites: true, purchasedProducts: true },
  Favorites: { favorites: true },
  Purchased: { purchasedProducts: true },
  'Favorite AND Purchased': { favorites: true, purchasedProducts: true, matchAll: true },
};

/** The query flags of a product source filter for the favorites listing. */
export function productSourceQuery(filter: ProductSourceFilter): SourceFlags {
  return SOURCE_FILTER_QUERY[filter];
}
