import * as z from 'zod/mini';
import { serviceTypeSchema } from '../distribution/distribution';
import { centsSchema, dateTimeSchema, nonEmptyString } from '../platform/schemas/common';

/** The states of a placed order this shop knows: placed, or cancelled by the shop. */
export const ORDER_STATUSES = ['PLACED', 'CANCELLED'] as const;

/** An article line of a placed order, as it was priced when ordered. */
export const orderLineSchema = z.object({
  sku: nonEmptyString,
  name: z.string(),
  quantity: z.number().check(z.positive()),
  /** Cents the line cost in the order (loyalty prices included, never recomputed). */
  totalPrice: z.optional(centsSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * One of the customer's orders (doc 2 does not show a call listing them: this
 * shop's own, GET /api/customers/orders): number, when it was placed, status,
 * total, the service with its window and where (the store of a pickup, the
 * address of a delivery), and the lines as priced when ordered.
 */
export const customerOrderSchema = z.object({
  orderNumber: nonEmptyString,
  createdAt: dateTimeSchema,
  status: z.enum(ORDER_STATUSES),
  serviceType: serviceTypeSchema,
  total: centsSchema,
  window: z.object({ start: dateTimeSchema, end: dateTimeSchema }),
  /** The store's name for a pickup, the delivery address in one line for a delivery. */
  place: z.string(),
  lines: z.array(orderLineSchema),
  /** The delivery pass the order bought, by name. */
  deliveryPass: z.optional(z.string()),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** A page of the customer's orders, newest first, and how many there are in all. */
export const customerOrderPageSchema = z.object({
  total: z.int().check(z.nonnegative()),
  offset: z.int().check(z.nonnegative()),
  results: z.array(customerOrderSchema),
});
export type CustomerOrderPage = z.infer<typeof customerOrderPageSchema>;

/** Orders per page of the account's order list. */
export const ORDERS_PAGE_SIZE = 10;
