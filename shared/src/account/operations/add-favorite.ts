import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { favoritesSchema, favoriteTypeSchema } from '../favorites';

/**
 * Adds a favorite: the type in the path (products, recipes), the reference in
 * the body (a sku, a recipe slug). Answers the favorites as they now are
 *.
 */
export const addFavorite = defineOperation({
  method: 'PUT',
  path: '/api/customers/favorites/:type',
  params: z.object({ type: favoriteTypeSchema }),
  domain: 'account',
  summary: 'Adds a favorite',
  body: z.object({ reference: text(100) }),
  response: favoritesSchema,
  features: ['featureCustomer', 'featureCustomerFavorites'],
  customer: true,
});
