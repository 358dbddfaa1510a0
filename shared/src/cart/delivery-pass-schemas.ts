import * as z from 'zod/mini';
import { dateOrDateTimeSchema, nonEmptyString, nonNegativeCentsSchema } from '../platform/schemas/common';

/** A customer's delivery pass (doc 2 §3): valid between its startDate and endDate (doc 2 §9). */
export const deliveryPassSchema = z.looseObject({
  startDate: dateOrDateTimeSchema,
  endDate: dateOrDateTimeSchema,
});
export type DeliveryPass = z.infer<typeof deliveryPassSchema>;

/**
 * A delivery pass on offer (GET /api/delivery-pass). doc 2 does not show the
 * answer; a shop sells a pass like an article: sku, name, price in cents and
 * how long it runs.
 */
export const deliveryPassOfferSchema = z.looseObject({
  sku: nonEmptyString,
  name: nonEmptyString,
  price: nonNegativeCentsSchema,
  durationInMonths: z.optional(z.int().check(z.positive())),
});
export type DeliveryPassOffer = z.infer<typeof deliveryPassOfferSchema>;

/** The delivery pass bought with a cart (doc 2 §3 deliveryPassLineItem). */
export const deliveryPassLineItemSchema = z.extend(deliveryPassOfferSchema, { lineItemId: nonEmptyString });
export type DeliveryPassLineItem = z.infer<typeof deliveryPassLineItemSchema>;
