import * as z from 'zod/mini';
import { SERVICE_TYPES } from './service-type';
import { dateTimeSchema, listOrEmpty, nonEmptyString, nonNegativeCentsSchema } from '../platform/schemas/common';

/** Delivery or click and collect: the service type decides which order limits apply. */
export const serviceTypeSchema = z.enum(SERVICE_TYPES);

/** A geographic position (doc 2 §3 position: lat, lng). */
export const positionSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});
export type Position = z.infer<typeof positionSchema>;

/**
 * The distribution address of doc 2 §3: where the order goes (DELIVERY) or
 * the store it is collected from (CLICK_AND_COLLECT). As read, every part but
 * the type may be missing: a click-and-collect address has a store and no
 * street, a half-entered delivery address has no store yet. The address as
 * submitted is stricter (distributionAddressRequestSchema).
 *
 * Beyond doc 2 §3's list, a delivery address carries what doc 2 §5 checks on
 * it: `deliveryPhoneNumber` (the address validity's delivery phone number,
 * Optional or Mandatory by the tenant's configuration) and
 * `deliveryAddressText` (the checkout's free text for the driver).
 */
export const distributionAddressSchema = z.object({
  distributionType: serviceTypeSchema,
  storeId: z.optional(z.string()),
  deliveryAreaNumber: z.optional(z.string()),
  pickingUnitIds: listOrEmpty(z.string()),
  streetName: z.optional(z.string()),
  streetNumber: z.optional(z.string()),
  postalCode: z.optional(z.string()),
  city: z.optional(z.string()),
  country: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  position: z.optional(positionSchema),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  additionalInfo: z.optional(z.string()),
  stairCase: z.optional(z.string()),
  floor: z.optional(z.string()),
  door: z.optional(z.string()),
  primary: z._default(z.boolean(), false),
  deliveryPhoneNumber: z.optional(z.string()),
  deliveryAddressText: z.optional(z.string()),
});
export type DistributionAddress = z.infer<typeof distributionAddressSchema>;

/** A delivery or pickup time window (doc 2 §3: id, start, end). */
export const distributionWindowSchema = z.object({
  id: nonEmptyString,
  start: dateTimeSchema,
  end: dateTimeSchema,
});
export type DistributionWindow = z.infer<typeof distributionWindowSchema>;

/**
 * One time slot of a capacity answer (POST /api/capacity). doc 2 does not show
 * the answer; a shop lists each window with whether it can still take the
 * order and its service fee in cents.
 */
export const capacityTimeSlotSchema = z.extend(distributionWindowSchema, {
  available: z.boolean(),
  serviceFee: z.optional(nonNegativeCentsSchema),
});
export type CapacityTimeSlot = z.infer<typeof capacityTimeSlotSchema>;

/**
 * A delivery area (GET /api/distribution/delivery-area…). Not shown in doc 2
 * beyond what the distribution address carries: its number, the store that
 * serves it and that store's picking units. Other fields are kept.
 */
export const deliveryAreaSchema = z.looseObject({
  deliveryAreaNumber: nonEmptyString,
  storeId: z.optional(z.string()),
  pickingUnitIds: listOrEmpty(z.string()),
  name: z.optional(z.string()),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

/**
 * A store that offers click-and-collect (GET /api/checkout-stores). Not shown
 * in doc 2: a shop needs its id, name, address and position to list and map
 * it. Other fields (opening hours, …) are kept.
 */
export const checkoutStoreSchema = z.looseObject({
  storeId: nonEmptyString,
  name: nonEmptyString,
  streetName: z.optional(z.string()),
  streetNumber: z.optional(z.string()),
  postalCode: z.optional(z.string()),
  city: z.optional(z.string()),
  countryCode: z.optional(z.string()),
  position: z.optional(positionSchema),
});
export type CheckoutStore = z.infer<typeof checkoutStoreSchema>;
