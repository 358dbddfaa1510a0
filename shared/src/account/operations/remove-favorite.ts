import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { favoritesSchema, favoriteTypeSchema } from '../favourites';

/** Removes a favourite by type and reference; answers the favourites as they now are (doc 2 §7). */
export const removeFavorite = defineOperation({
  method: 'DELETE',
  path: '/api/customers/favorites/:type/:reference',
  params: z.object({ type: favoriteTypeSchema, reference: text(100) }),
  domain: 'account',
  summary: 'Removes a favourite',
  response: favoritesSchema,
  features: ['featureCustomer', 'featureCustomerFavorites'],
  customer: true,
});
