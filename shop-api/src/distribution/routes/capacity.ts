import type { FastifyPluginAsync } from 'fastify';
import { getCapacity, getEarliestWindow, type ServiceType } from '@storefront/shared/distribution';
import { operationRouter } from '../../platform/operation-router';
import { windowExpired, windowFull, type DistributionRepository, type TimeWindow } from '../store/distribution';
import type { ShopStore } from '../../platform/shop-store';

/** Whether the window can take one more order now: not past its cut-off, not full, its fee published. */
function bookable(window: TimeWindow, now: Date): boolean {
  return !windowExpired(window, now) && !windowFull(window);
}

/** The store (click and collect) or delivery area (delivery) whose windows apply; undefined where none does. */
function appointableFor(
  distribution: DistributionRepository,
  serviceType: ServiceType,
  place: { storeId?: string | undefined; postalCode?: string | undefined; position?: { lat: number; lng: number } | undefined },
): string | undefined {
  if (serviceType === 'CLICK_AND_COLLECT') {
    const shop = place.storeId ? distribution.findStore(place.storeId) : undefined;
    return shop?.status === 'OPEN' ? shop.storeId : undefined;
  }
  const area =
    (place.postalCode ? distribution.deliveryAreaForPostalCode(place.postalCode) : undefined) ??
    (place.position ? distribution.deliveryAreaAt(place.position) : undefined);
  return area?.deliveryAreaNumber;
}

/**
 * The delivery and pickup windows of the next 14 days at the address's store
 * or delivery area, each with whether it can still take an order; capacity
 * fills up as orders are placed (the capacity calls of doc 2 §7).
 */
export const capacityRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  const route = operationRouter(app);

  route(getCapacity, async ({ query: { timeSlotId }, body: { distributionAddress } }) => {
    const now = new Date();
    const appointable = appointableFor(store.distribution, distributionAddress.distributionType, distributionAddress);
    if (!appointable) return [];
    return store.distribution
      .windows(appointable, now)
      // Past windows go; the selected one stays listed, so the shopper sees why it no longer works.
      .filter((window) => !windowExpired(window, now) || window.id === timeSlotId)
      .map((window) => ({
        id: window.id,
        start: window.start,
        end: window.end,
        available: bookable(window, now),
        ...(window.serviceFee !== null ? { serviceFee: window.serviceFee } : {}),
      }));
  });

  /** The earliest window that can still take an order; 204 when there is none (or no store or area applies). */
  route(getEarliestWindow, async ({ query }, _request, reply) => {
    const now = new Date();
    const position = query.latitude !== undefined && query.longitude !== undefined ? { lat: query.latitude, lng: query.longitude } : undefined;
    const byId =
      query.appointableId !== undefined
        ? query.distributionType === 'CLICK_AND_COLLECT'
          ? appointableFor(store.distribution, 'CLICK_AND_COLLECT', { storeId: query.appointableId })
          : store.distribution.findDeliveryArea(query.appointableId)?.deliveryAreaNumber
        : undefined;
    const appointable =
      query.appointableId !== undefined ? byId : appointableFor(store.distribution, query.distributionType, { postalCode: query.postalCode, position });
    const window = appointable
      ? store.distribution.windows(appointable, now).find((candidate) => bookable(candidate, now) && candidate.serviceFee !== null)
      : undefined;
    if (!window) return reply.code(204).send();
    return { id: window.id, start: window.start, end: window.end };
  });
};
