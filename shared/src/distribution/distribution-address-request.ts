import * as z from 'zod/mini';
import { checkoutFields } from '../checkout/checkout-address';
import { text } from '../platform/api/wire';
import { maxLength, minLength, optionalText, requiredTrimmedText } from '../platform/validation/rules';
import { deliveryPhoneNumberField } from './address-validity';
import { positionSchema } from './distribution';

/** The parts of both kinds: each text a field of the form rules, so the backend refuses what the forms refuse, with their message. */
const distributionAddressParts = {
  // The backend sets these from the store or the delivery area it finds, whatever is sent.
  deliveryAreaNumber: z.optional(z.string()),
  pickingUnitIds: z.optional(z.array(z.string())),
  country: optionalText(maxLength(60)),
  countryCode: optionalText(maxLength(3)),
  position: z.optional(positionSchema),
  firstName: optionalText(maxLength(20)),
  lastName: optionalText(maxLength(24)),
  stairCase: optionalText(maxLength(4)),
  floor: optionalText(maxLength(20)),
  door: optionalText(maxLength(4)),
  additionalInfo: optionalText(maxLength(255)),
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
    streetName: optionalText(maxLength(255)),
    streetNumber: optionalText(maxLength(5)),
    postalCode: optionalText(maxLength(7)),
    city: optionalText(maxLength(100)),
  }),
  z.object({
    ...distributionAddressParts,
    distributionType: z.literal('DELIVERY'),
    storeId: z.optional(z.string()),
    streetName: requiredTrimmedText(maxLength(255)),
    streetNumber: requiredTrimmedText(maxLength(5)),
    postalCode: requiredTrimmedText(minLength(4), maxLength(7)),
    city: requiredTrimmedText(maxLength(100)),
    deliveryPhoneNumber: deliveryPhoneNumberField('Optional'),
    deliveryAddressText: checkoutFields.deliveryAddressText,
  }),
]);
export type DistributionAddressInput = z.input<typeof distributionAddressRequestSchema>;
