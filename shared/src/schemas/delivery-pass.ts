import * as z from 'zod/mini';
import { dateOrDateTimeSchema, nonEmptyString, nonNegativeCentsSchema } from './common';

/** A customer's delivery pass (doc 2 §3): valid between its startDate and endDate (doc 2 §9). */
export const deliveryPassSchema = z.looseObject({
  startDate: dateOrDateTimeSchema,
  endDate: dateOrDateTimeSchema,
});
export type DeliveryPass = z.infer<typeof deliveryPassSchema>;

/**
 * doc 2 §9: a delivery pass is valid between its startDate and endDate. A
 * date without a time covers that whole day (the end day included).
 */
export function isDeliveryPassValid(pass: Pick<DeliveryPass, 'startDate' | 'endDate'>, now: Date = new Date()): boolean {
  const start = Date.parse(pass.startDate.length === 10 ? `${pass.startDate}T00:00:00` : pass.startDate);
  const end = pass.endDate.length === 10 ? Date.parse(`${pass.endDate}T00:00:00`) + 24 * 60 * 60 * 1000 : Date.parse(pass.endDate);
  const time = now.getTime();
  return start <= time && time < end;
}

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
