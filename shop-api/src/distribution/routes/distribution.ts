import type { FastifyPluginAsync } from 'fastify';
import { getCheckoutStores, getDefaultDeliveryArea, getDeliveryArea, getDeliveryAreaAt } from '@storefront/shared/distribution';
import type { Environment } from '@storefront/server-kit/environment';
import { anonymousCartInPayment } from '../../cart';
import { operationRouter } from '../../platform/operation-router';
import { CART_COOKIE } from '@storefront/server-kit/security/cookies';
import { sessionCustomerId } from '../../account';
import { presentCheckoutStore } from '../store/distribution';
import type { ShopStore } from '../../platform/shop-store';

/**
 * The stores offering click and collect and the delivery areas (by postal
 * code, and on the map by position; doc 2 §7). A visitor
 * outside every area gets no content (204), which the storefront shows as an
 * empty result.
 */
export const distributionRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (app, { store }) => {
  const route = operationRouter(app);

  route(getCheckoutStores, async () =>
    store.distribution
      .stores()
      .filter((shop) => shop.status === 'OPEN')
      .map(presentCheckoutStore),
  );

  /** The delivery area of the visitor's cart (its delivery address); 204 when it has none. Creates no cart. */
  route(getDeliveryArea, async (_input, request, reply) => {
    const customerId = await sessionCustomerId(request, store);
    const cartId = request.cookies[CART_COOKIE];
    const cart = customerId
      ? ((await anonymousCartInPayment(request, store)) ?? (await store.carts.findCurrentForCustomer(customerId)))
      : cartId
        ? await store.carts.find(cartId)
        : undefined;
    const address = cart && (customerId || cart.customerId === null) ? cart.details.distributionAddress : undefined;
    const area =
      address?.distributionType === 'DELIVERY' && address.deliveryAreaNumber
        ? store.distribution.findDeliveryArea(address.deliveryAreaNumber)
        : undefined;
    if (!area) return reply.code(204).send();
    return area;
  });

  route(getDefaultDeliveryArea, async () => store.distribution.defaultDeliveryArea());

  route(getDeliveryAreaAt, async ({ query: { latitude, longitude } }, _request, reply) => {
    const area = store.distribution.deliveryAreaAt({ lat: latitude, lng: longitude });
    if (!area) return reply.code(204).send();
    return area;
  });
};
