import * as z from 'zod/mini';
import { gramsSchema, nonNegativeCentsSchema } from '../platform/schemas/common';

/** Order type for tracking. */
export const ORDER_TYPES = ['guest_order', 'first_order', 'customer_order'] as const;
export const orderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** The order limits of one service type: values in cents, the weight in grams. */
export const orderLimitsSchema = z.object({
  minimumOrderValue: nonNegativeCentsSchema,
  maximumOrderValue: nonNegativeCentsSchema,
  maximumOrderWeight: gramsSchema,
});
export type OrderLimits = z.infer<typeof orderLimitsSchema>;

/**
 * The order config (GET /api/order-config): the limits separately for
 * delivery and for click-and-collect, keyed by service type so
 * the limits of a cart's service type are `config[serviceType]`.
 */
export const orderConfigSchema = z.object({
  DELIVERY: orderLimitsSchema,
  CLICK_AND_COLLECT: orderLimitsSchema,
});
export type OrderConfig = z.infer<typeof orderConfigSchema>;
