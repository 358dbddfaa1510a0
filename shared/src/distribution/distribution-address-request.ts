import * as z from 'zod/mini';
import { checkoutFields } from '../checkout/checkout-address';
import { text } from '../platform/api/wire';
import { ACCOUNT_FIELDS as field } from '../account/fields';
import { deliveryPhoneNumberField } from './address-validity';
import { positionSchema } from './distribution';

/** The parts of both kinds: each text a field of the form rules, so the backend refuses what the forms refuse, with their message. */
const distributionAddressParts = {
  // The backend sets these from the store or the delivery area it finds, whatever is sent.
  deliveryAreaNumber: z.optional(z.string()),
  pickingUnitIds: z.optional(z.array(z.string())),
  country: field.country.optional(),
  countryCode: field.countryCode.optional(),
  position: z.optional(positionSchema),
  firstName: field.firstName.optional(),
  lastName: field.lastName.optional(),
  stairCase: field.stairCase.optional(),
  floor: field.floor.optional(),
  door: field.door.optional(),
  additionalInfo: field.additionalInfo.optional(),
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
 *: a missing one is left out. As read back, the address is
 * `distributionAddressSchema`, where every part but the type may be missing.
 */
export const distributionAddressRequestSchema = z.discriminatedUnion('distributionType', [
  z.object({
    ...distributionAddressParts,
    distributionType: z.literal('CLICK_AND_COLLECT'),
    storeId: text(64),
    // The store's address, as the store list gives it: optional, by the same rules.
    streetName: field.streetName.optional(),
    streetNumber: field.streetNumber.optional(),
    postalCode: field.postalCode.optional(),
    city: field.city.optional(),
  }),
  z.object({
    ...distributionAddressParts,
    distributionType: z.literal('DELIVERY'),
    storeId: z.optional(z.string()),
    streetName: field.streetName.requiredTrimmed(),
    streetNumber: field.streetNumber.requiredTrimmed(),
    postalCode: field.postalCode.requiredTrimmed(),
    city: field.city.requiredTrimmed(),
    deliveryPhoneNumber: deliveryPhoneNumberField('Optional'),
    deliveryAddressText: checkoutFields.deliveryAddressText,
  }),
]);
export type DistributionAddressInput = z.input<typeof distributionAddressRequestSchema>;
