import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { text } from '../../platform/api/wire';
import type { FavoriteStore } from '../../platform/schemas/customer';
import { customerAnswerSchema } from '../customer-answer';

/** The favorite store: storeType is MY_STORE_{storeId}. */
const favoriteStoreRequestSchema = z
  .object({ storeType: z.string().check(z.startsWith('MY_STORE_')), storeId: text(64) })
  .check(
    z.refine((store) => store.storeType === `MY_STORE_${store.storeId}`, {
      message: 'storeType must be MY_STORE_{storeId}',
      path: ['storeType'],
    }),
  );

/** Sets the customer's favorite store and answers the customer (doc 1 §7). */
export const setFavoriteStore = defineOperation({
  method: 'POST',
  path: '/api/customers/favorite-store',
  domain: 'account',
  summary: 'Sets the favorite store',
  body: favoriteStoreRequestSchema,
  response: customerAnswerSchema,
  features: ['featureCustomer'],
  customer: true,
});

/** The favorite store of a store id: storeType MY_STORE_{storeId}. */
export function favoriteStoreOf(storeId: string): FavoriteStore {
  return { storeType: `MY_STORE_${storeId}`, storeId };
}
