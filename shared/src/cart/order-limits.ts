import { GRAMS_PER_KILOGRAM } from '../platform/constants';
import { isFreeService } from './free-service';
import type { ServiceType } from '../distribution/service-type';
import type { OrderConfig } from './order-config';

/** The order config as the rules read it: a limit that is missing does not apply. */
export type OrderConfigInput = { readonly [T in keyof OrderConfig]: Readonly<Partial<OrderConfig[T]>> };

/** The limits that apply to a cart: values in cents, the weight in grams; undefined where no limit applies. */
export interface ApplicableOrderLimits {
  readonly minOrderValue: number | undefined;
  readonly maxOrderValue: number | undefined;
  readonly maxOrderWeight: number | undefined;
}

function defined(...values: ReadonlyArray<number | undefined>): number[] {
  return values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
}

function lowest(...values: ReadonlyArray<number | undefined>): number | undefined {
  const present = defined(...values);
  return present.length > 0 ? Math.min(...present) : undefined;
}

function highest(...values: ReadonlyArray<number | undefined>): number | undefined {
  const present = defined(...values);
  return present.length > 0 ? Math.max(...present) : undefined;
}

/**
 * The limits that apply for a service type. With no service type set, the
 * minimum order value is the lower of the two minimums and the maximum order
 * value the higher of the two maximums. The spec is silent on the weight;
 * it follows the same lenient reading, the higher of the two maximum weights:
 * before a service type is chosen the shopper is warned only about what would
 * be too much for both, and the exact limit applies as soon as one is chosen.
 * A limit missing for one type is ignored in that comparison.
 */
export function orderLimits(orderConfig: OrderConfigInput, serviceType: ServiceType | undefined): ApplicableOrderLimits {
  if (serviceType !== undefined) {
    const limits = orderConfig[serviceType];
    return {
      minOrderValue: lowest(limits.minimumOrderValue),
      maxOrderValue: highest(limits.maximumOrderValue),
      maxOrderWeight: highest(limits.maximumOrderWeight),
    };
  }
  const { DELIVERY: delivery, CLICK_AND_COLLECT: clickAndCollect } = orderConfig;
  return {
    minOrderValue: lowest(delivery.minimumOrderValue, clickAndCollect.minimumOrderValue),
    maxOrderValue: highest(delivery.maximumOrderValue, clickAndCollect.maximumOrderValue),
    maxOrderWeight: highest(delivery.maximumOrderWeight, clickAndCollect.maximumOrderWeight),
  };
}

/** What the checks read from the cart: orderValue in cents, weight in grams. */
export interface OrderLimitCartInput {
  readonly orderValue: number;
  readonly weight?: number | null | undefined;
  readonly freeOfChargeThreshold?: number | null | undefined;
}

/** The notifications about the order limits; their texts are the tenant's (the spec shows none, doc 2 §8). */
export type OrderLimitNotification =
  | { readonly kind: 'free-service-value-met' }
  | { readonly kind: 'minimum-order-value-met'; readonly minOrderValue: number }
  | {
      readonly kind: 'maximum-order-weight-exceeded';
      /** The limit shown in kg (grams / 1000, doc 2 §9). */
      readonly maxOrderWeightKg: number;
      /** The cart's weight in kg (grams / 1000). */
      readonly weightKg: number;
    }
  | { readonly kind: 'maximum-order-value-exceeded'; readonly maxOrderValue: number };

export type OrderLimitNotificationKind = OrderLimitNotification['kind'];

/** Grams to kg for display. */
export function gramsToKg(grams: number): number {
  return grams / GRAMS_PER_KILOGRAM;
}

/**
 * Which of the order-limit notifications apply, in the spec's order (doc 2 §8).
 * Met means reached (>=); exceeded means strictly above the limit. A limit
 * that is not configured never applies.
 */
export function orderLimitNotifications(cart: OrderLimitCartInput, limits: ApplicableOrderLimits): OrderLimitNotification[] {
  const notifications: OrderLimitNotification[] = [];
  if (isFreeService(cart)) notifications.push({ kind: 'free-service-value-met' });
  if (limits.minOrderValue !== undefined && cart.orderValue >= limits.minOrderValue) {
    notifications.push({ kind: 'minimum-order-value-met', minOrderValue: limits.minOrderValue });
  }
  const weight = cart.weight;
  if (limits.maxOrderWeight !== undefined && typeof weight === 'number' && weight > limits.maxOrderWeight) {
    notifications.push({
      kind: 'maximum-order-weight-exceeded',
      maxOrderWeightKg: gramsToKg(limits.maxOrderWeight),
      weightKg: gramsToKg(weight),
    });
  }
  if (limits.maxOrderValue !== undefined && cart.orderValue > limits.maxOrderValue) {
    notifications.push({ kind: 'maximum-order-value-exceeded', maxOrderValue: limits.maxOrderValue });
  }
  return notifications;
}
