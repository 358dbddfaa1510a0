import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { favoritesSchema, favoriteTypeSchema } from '../favourites';

/**
 * Adds a favourite: the type in the path (products, recipes), the reference in
 * the body (a sku, a recipe slug). Answers the favourites as they now are
 * (doc 2 §7).
 */
export const addFavorite = defineOperation({
  method: 'PUT',
  path: '/api/customers/favorites/:type',
  params: z.object({ type: favoriteTypeSchema }),
  domain: 'account',
  summary: 'Adds a favourite',
  body: z.object({ reference: text(100) }),
  response: favoritesSchema,
  features: ['featureCustomer', 'featureCustomerFavorites'],
  customer: true,
});
