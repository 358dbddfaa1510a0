import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import { favoritesSchema, favoriteTypeSchema } from '../favorites';

/** Removes a favorite by type and reference; answers the favorites as they now are. */
export const removeFavorite = defineOperation({
  method: 'DELETE',
  path: '/api/customers/favorites/:type/:reference',
  params: z.object({ type: favoriteTypeSchema, reference: text(100) }),
  domain: 'account',
  summary: 'Removes a favorite',
  response: favoritesSchema,
  features: ['featureCustomer', 'featureCustomerFavorites'],
  customer: true,
});
