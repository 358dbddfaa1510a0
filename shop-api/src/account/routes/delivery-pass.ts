import type { FastifyPluginAsync } from 'fastify';
import { getCustomerDeliveryPass, getDeliveryPassOffers } from '@storefront/shared/account';
import type { Environment } from '@storefront/server-kit/environment';
import { operationRouter } from '../../platform/operation-router';
import type { ShopStore } from '../../platform/shop-store';

/**
 * The delivery passes on sale (for everyone, doc 2 §7), and the customer's
 * pass, valid between its startDate and endDate: the
 * one valid today, else the next one, else 204. A shop whose
 * featureCustomerDeliveryPass is off answers neither (404 feature-disabled,
 * tenant/feature-gates.ts).
 */
export const deliveryPassRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (
  app,
  { store, environment },
) => {
  const route = operationRouter(app, { store, environment });

  route(getDeliveryPassOffers, async () => store.deliveryPasses.offers());

  route(getCustomerDeliveryPass, async ({ customer }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    const pass = store.deliveryPasses.currentPass(customer.id);
    return pass ?? reply.code(204).send();
  });
};
