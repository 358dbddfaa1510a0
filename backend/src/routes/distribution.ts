import type { FastifyPluginAsync } from 'fastify';
import { getDeliveryAreaAtQuerySchema } from '@storefront/shared/distribution';
import type { CheckoutStore, DeliveryArea } from '@storefront/shared/distribution';
import type { Environment } from '../config';
import { anonymousCartInPayment } from '../carts/visitor-cart';
import { parseInput } from '../http/errors';
import { CART_COOKIE } from '../security/cookies';
import { sessionCustomerId } from '../security/session';
import { presentCheckoutStore } from '../store/distribution';
import type { ShopStore } from '../store/shop-store';

/**
 * doc 2 §7 distribution calls: the stores offering click and collect and the
 * delivery areas (by postal code, and on the map by position). A visitor
 * outside every area gets no content (204), which the storefront shows as an
 * empty result (doc 2 §8).
 */
export const distributionRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (app, { store }) => {
  app.get('/api/checkout-stores', async (): Promise<CheckoutStore[]> =>
    store.distribution
      .stores()
      .filter((shop) => shop.status === 'OPEN')
      .map(presentCheckoutStore),
  );

  /** The delivery area of the visitor's cart (its delivery address); 204 when it has none. Creates no cart. */
  app.get('/api/distribution/delivery-area', async (request, reply): Promise<DeliveryArea | undefined> => {
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

  app.get('/api/distribution/delivery-area/default', async (): Promise<DeliveryArea> => store.distribution.defaultDeliveryArea());

  app.get('/api/distribution/delivery-area/intersection', async (request, reply): Promise<DeliveryArea | undefined> => {
    const { latitude, longitude } = parseInput(getDeliveryAreaAtQuerySchema, request.query);
    const area = store.distribution.deliveryAreaAt({ lat: latitude, lng: longitude });
    if (!area) return reply.code(204).send();
    return area;
  });
};
