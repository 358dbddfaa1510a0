import type { FastifyPluginAsync } from 'fastify';
import { getSavedPaymentMethods, removeSavedPaymentMethod, savePaymentMethod, setPrimaryPaymentMethod } from '@storefront/shared/account';
import type { SavedPaymentMethods } from '@storefront/shared/checkout';
import type { Environment } from '@storefront/server-kit/environment';
import { HttpError } from '@storefront/server-kit/http/errors';
import { operationRouter } from '../../platform/operation-router';
import type { PaymentMethodResult } from '../store/payment-methods';
import type { ShopStore } from '../../platform/shop-store';

function answer(result: PaymentMethodResult): SavedPaymentMethods {
  if ('methods' in result) return result.methods;
  if (result.refused === 'expired') {
    throw new HttpError(409, 'paymentMethodExpired', 'Diese Karte ist abgelaufen und kann nicht als bevorzugte Zahlungsart gewählt werden.');
  }
  throw new HttpError(404, 'paymentMethodNotFound', 'Diese Zahlungsart ist nicht gespeichert.');
}

/**
 * The customer's saved payment methods (doc 2 §7). Every call answers the list as it now is:
 * activeMethods (every saved card, expired ones flagged) and
 * hasInactiveMethods (an expired card is saved, which cannot pay).
 */
export const paymentMethodRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  const route = operationRouter(app, { store, environment });

  route(getSavedPaymentMethods, async ({ customer }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return store.paymentMethods.list(customer.id);
  });

  /**
   * Saves the card of a checkout paid with savePaymentMethod: the
   * payment provider says which card it was. Only a checkout of this customer
   * paid by card can be saved.
   */
  route(savePaymentMethod, async ({ body: { checkoutId, methodKey, provider, setPrimary }, customer }) => {
    const card = store.paymentMethods.cardOfCheckout(customer.id, checkoutId, provider, methodKey);
    if (!card) {
      throw new HttpError(404, 'checkoutNotFound', 'Zu dieser Zahlung gibt es keine Karte, die gespeichert werden kann.');
    }
    return answer(store.paymentMethods.save(customer.id, card, setPrimary));
  });

  route(removeSavedPaymentMethod, async ({ params: { id }, query: { provider }, customer }) =>
    answer(store.paymentMethods.remove(customer.id, id, provider)),
  );

  route(setPrimaryPaymentMethod, async ({ params: { id }, customer }) => answer(store.paymentMethods.setPrimary(customer.id, id)));
};
