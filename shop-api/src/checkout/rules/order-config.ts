import { orderLimits, type OrderConfig } from '@storefront/shared/cart';
import type { ServiceType } from '@storefront/shared/distribution';
import { HttpError } from '@storefront/server-kit/http/errors';

/**
 * The order limits per service type, values in cents and the weight in grams
 * (doc 2 §3, §9). The values are this shop's choice (the spec shows none): a
 * delivery van takes less than a pickup shelf.
 */
export const ORDER_CONFIG: OrderConfig = {
  DELIVERY: { minimumOrderValue: 2500, maximumOrderValue: 50_000, maximumOrderWeight: 30_000 },
  CLICK_AND_COLLECT: { minimumOrderValue: 1000, maximumOrderValue: 80_000, maximumOrderWeight: 50_000 },
};

const euros = (cents: number) => (cents / 100).toLocaleString('de-AT', { style: 'currency', currency: 'EUR' });

/**
 * A cart is finalized (and ordered) only within the limits of its service
 * type; 409 orderLimits names the limit that is not met.
 */
export function checkOrderLimits(serviceType: ServiceType | undefined, orderValue: number, weight: number): void {
  const limits = orderLimits(ORDER_CONFIG, serviceType);
  if (limits.minOrderValue !== undefined && orderValue < limits.minOrderValue) {
    throw new HttpError(409, 'orderLimits', `Der Mindestbestellwert beträgt ${euros(limits.minOrderValue)}.`, {
      limit: 'minimumOrderValue',
      value: limits.minOrderValue,
    });
  }
  if (limits.maxOrderValue !== undefined && orderValue > limits.maxOrderValue) {
    throw new HttpError(409, 'orderLimits', `Der Höchstbestellwert beträgt ${euros(limits.maxOrderValue)}.`, {
      limit: 'maximumOrderValue',
      value: limits.maxOrderValue,
    });
  }
  if (limits.maxOrderWeight !== undefined && weight > limits.maxOrderWeight) {
    throw new HttpError(409, 'orderLimits', `Eine Bestellung darf höchstens ${limits.maxOrderWeight / 1000} kg wiegen.`, {
      limit: 'maximumOrderWeight',
      value: limits.maxOrderWeight,
    });
  }
}
