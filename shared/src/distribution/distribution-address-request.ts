import * as z from 'zod/mini';
import { checkoutFields } from '../checkout/checkout-address';
import { text } from '../platform/api/wire';
import { deliveryPhoneNumberField } from './address-validity';
import { positionSchema } from './distribution';

const distributionAddressParts = {
  deliveryAreaNumber: z.optional(z.string()),
  pickingUnitIds: z.optional(z.array(z.string())),
  country: z.optional(z.string().check(z.maxLength(60))),
  countryCode: z.optional(z.string().check(z.maxLength(3))),
  position: z.optional(positionSchema),
  firstName: z.optional(z.string().check(z.maxLength(20))),
  lastName: z.optional(z.string().check(z.maxLength(24))),
  stairCase: z.optional(z.string().check(z.maxLength(4))),
  floor: z.optional(z.string().check(z.maxLength(20))),
  door: z.optional(z.string().check(z.maxLength(4))),
  primary: z.optional(z.boolean()),
};

/**
 * A distribution address as the storefront submits it (the cart's, and the
 * one the capacity is asked for). Click-and-collect needs the store; delivery
 * needs street name, street number, postal code and city (doc 2 §5 address
 * validity, checkout rules: street name max 255, number max 5, additional
 * info max 255).
 *
 * A delivery address may carry the delivery phone number (doc 2 §5 address
 * validity: the legacy pattern when given) and the delivery-address text for
 * the driver (doc 2 §5 checkout: max 60, no '<'), with the form rules
 * themselves, so the browser and the backend accept the same. The phone is
 * optional here even where the tenant makes it Mandatory: the cart validation
 * answers 007 for a missing one (doc 2 §8). Neither is a placeholder part
 * (doc 2 §5): a missing one is left out. As read back, the address is
 * `distributionAddressSchema`, where every part but the type may be missing.
 */
export const distributionAddressRequestSchema = z.discriminatedUnion('distributionType', [
  z.object({
    ...distributionAddressParts,
    distributionType: z.literal('CLICK_AND_COLLECT'),
    storeId: text(64),
    streetName: z.optional(z.string().check(z.maxLength(255))),
    streetNumber: z.optional(z.string().check(z.maxLength(5))),
    postalCode: z.optional(z.string().check(z.maxLength(7))),
    city: z.optional(z.string().check(z.maxLength(100))),
    additionalInfo: z.optional(z.string().check(z.maxLength(255))),
  }),
  z.object({
    ...distributionAddressParts,
    distributionType: z.literal('DELIVERY'),
    storeId: z.optional(z.string()),
    streetName: text(255),
    streetNumber: text(5),
    postalCode: z.string().check(z.trim(), z.minLength(4), z.maxLength(7)),
    city: text(100),
    additionalInfo: z.optional(z.string().check(z.maxLength(255))),
    deliveryPhoneNumber: deliveryPhoneNumberField('Optional'),
    deliveryAddressText: checkoutFields.deliveryAddressText,
  }),
]);
export type DistributionAddressInput = z.input<typeof distributionAddressRequestSchema>;
