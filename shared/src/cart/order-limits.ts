import { GRAMS_PER_KILOGRAM } from '../constants';
import { isFreeService } from './free-service';
import type { ServiceType } from './service-type';

/**
 * doc 2 §3 order config: minimum order value, maximum order value (cents) and
 * maximum order weight (grams), each for one service type. A missing limit does
 * not apply.
 */
export interface ServiceTypeOrderLimits {
  readonly minOrderValue?: number | null | undefined;
  readonly maxOrderValue?: number | null | undefined;
  readonly maxOrderWeight?: number | null | undefined;
}

/** The order config keyed by service type (an adapter maps the API answer onto it). */
export type OrderConfigInput = Readonly<Record<ServiceType, ServiceTypeOrderLimits>>;

export interface OrderLimits {
  readonly minOrderValue: number | undefined;
  readonly maxOrderValue: number | undefined;
  readonly maxOrderWeight: number | undefined;
}

function defined(...values: ReadonlyArray<number | null | undefined>): number[] {
  return values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
}

function lowest(...values: ReadonlyArray<number | null | undefined>): number | undefined {
  const present = defined(...values);
  return present.length > 0 ? Math.min(...present) : undefined;
}

function highest(...values: ReadonlyArray<number | null | undefined>): number | undefined {
  const present = defined(...values);
  return present.length > 0 ? Math.max(...present) : undefined;
}

/**
 * doc 2 §4, §9: the limits that apply for a service type. With no service type
 * set, the minimum order value is the lower of the two minimums and the maximum
 * order value the higher of the two maximums. The spec is silent on the weight;
 * it follows the same lenient reading, the higher of the two maximum weights:
 * before a service type is chosen the shopper is warned only about what would
 * be too much for both, and the exact limit applies as soon as one is chosen.
 * A limit missing for one type is ignored in that comparison.
 */
export function orderLimits(orderConfig: OrderConfigInput, serviceType: ServiceType | undefined): OrderLimits {
  if (serviceType !== undefined) {
    const limits = orderConfig[serviceType];
    return {
      minOrderValue: lowest(limits.minOrderValue),
      maxOrderValue: highest(limits.maxOrderValue),
      maxOrderWeight: highest(limits.maxOrderWeight),
    };
  }
  const { DELIVERY: delivery, CLICK_AND_COLLECT: clickAndCollect } = orderConfig;
  return {
    minOrderValue: lowest(delivery.minOrderValue, clickAndCollect.minOrderValue),
    maxOrderValue: highest(delivery.maxOrderValue, clickAndCollect.maxOrderValue),
    maxOrderWeight: highest(delivery.maxOrderWeight, clickAndCollect.maxOrderWeight),
  };
}

/** What the checks read from the cart: orderValue in cents, weight in grams. */
export interface OrderLimitCartInput {
  readonly orderValue: number;
  readonly weight?: number | null | undefined;
  readonly freeOfChargeThreshold?: number | null | undefined;
}

/** doc 2 §8: the configurable notification messages; their texts are not shown. */
export type OrderLimitNotification =
  | { readonly kind: 'free-service-value-met' }
  | { readonly kind: 'minimum-order-value-met'; readonly minOrderValue: number }
  | {
      readonly kind: 'maximum-order-weight-exceeded';
      /** doc 2 §9: the limit shown in kg (grams / 1000). */
      readonly maxOrderWeightKg: number;
      /** The cart's weight in kg (grams / 1000). */
      readonly weightKg: number;
    }
  | { readonly kind: 'maximum-order-value-exceeded'; readonly maxOrderValue: number };

export type OrderLimitNotificationKind = OrderLimitNotification['kind'];

/** Grams to kg for display (doc 2 §9). */
export function gramsToKg(grams: number): number {
  return grams / GRAMS_PER_KILOGRAM;
}

/**
 * doc 2 §8: which of the configurable notifications apply, in the spec's order.
 * Met means reached (>=); exceeded means strictly above the limit. A limit
 * that is not configured never applies.
 */
export function orderLimitNotifications(cart: OrderLimitCartInput, limits: OrderLimits): OrderLimitNotification[] {
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
