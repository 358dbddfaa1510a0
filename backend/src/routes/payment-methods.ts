import type { FastifyPluginAsync } from 'fastify';
import { removeSavedPaymentMethodQuerySchema, savePaymentMethodRequestSchema } from '@storefront/shared/account';
import type { SavedPaymentMethods } from '@storefront/shared/checkout';
import type { Environment } from '../config';
import { HttpError, parseInput } from '../http/errors';
import { idParamsSchema } from '../http/request-params';
import { requireCustomer } from '../security/session';
import type { PaymentMethodResult } from '../store/payment-methods';
import type { ShopStore } from '../store/shop-store';

function answer(result: PaymentMethodResult): SavedPaymentMethods {
  if ('methods' in result) return result.methods;
  if (result.refused === 'expired') {
    throw new HttpError(409, 'paymentMethodExpired', 'Diese Karte ist abgelaufen und kann nicht als bevorzugte Zahlungsart gewählt werden.');
  }
  throw new HttpError(404, 'paymentMethodNotFound', 'Diese Zahlungsart ist nicht gespeichert.');
}

/**
 * doc 2 §7 saved payment methods. Every call answers the list as it now is:
 * activeMethods (every saved card, expired ones flagged) and
 * hasInactiveMethods (an expired card is saved, which cannot pay).
 */
export const paymentMethodRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  app.get('/api/customers/payment-methods', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const customer = await requireCustomer(request, reply, store, environment);
    return store.paymentMethods.list(customer.id);
  });

  /**
   * Saves the card of a checkout paid with savePaymentMethod (doc 2 §2): the
   * payment provider says which card it was. Only a checkout of this customer
   * paid by card can be saved.
   */
  app.post('/api/customers/payment-methods', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const { checkoutId, methodKey, provider, setPrimary } = parseInput(savePaymentMethodRequestSchema, request.body);
    const card = store.paymentMethods.cardOfCheckout(customer.id, checkoutId, provider, methodKey);
    if (!card) {
      throw new HttpError(404, 'checkoutNotFound', 'Zu dieser Zahlung gibt es keine Karte, die gespeichert werden kann.');
    }
    return answer(store.paymentMethods.save(customer.id, card, setPrimary));
  });

  app.delete('/api/customers/payment-methods/:id', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const { id } = parseInput(idParamsSchema, request.params);
    const { provider } = parseInput(removeSavedPaymentMethodQuerySchema, request.query);
    return answer(store.paymentMethods.remove(customer.id, id, provider));
  });

  app.post('/api/customers/payment-methods/:id/set-primary', async (request, reply) => {
    const customer = await requireCustomer(request, reply, store, environment);
    const { id } = parseInput(idParamsSchema, request.params);
    return answer(store.paymentMethods.setPrimary(customer.id, id));
  });
};
