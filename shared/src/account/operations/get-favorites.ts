import { defineOperation } from '../../platform/api/operation';
import { favoritesSchema } from '../favorites';

/** The customer's favorites: references grouped by type (doc 2 §3, §7). */
export const getFavorites = defineOperation({
  method: 'GET',
  path: '/api/customers/favorites',
  domain: 'account',
  summary: 'Favorites by type',
  response: favoritesSchema,
  features: ['featureCustomer', 'featureCustomerFavorites'],
  customer: true,
});
