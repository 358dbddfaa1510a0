import { defineOperation } from '../../platform/api/operation';
import { favoritesSchema } from '../favourites';

/** The customer's favourites: references grouped by type (doc 2 §3, §7). */
export const getFavorites = defineOperation({
  method: 'GET',
  path: '/api/customers/favorites',
  domain: 'account',
  summary: 'Favourites by type',
  response: favoritesSchema,
  features: ['featureCustomer', 'featureCustomerFavorites'],
  customer: true,
});
