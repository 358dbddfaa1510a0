import * as z from 'zod/mini';
import { forbidCharacter, maxLength, NOT_A_FORM, optionalText, requiredText } from '../platform/validation/rules';

/** The rules of the checkout's address fields, field by field (doc 2 §5). */
export const checkoutFields = {
  streetName: requiredText(maxLength(255)),
  streetNumber: requiredText(maxLength(5)),
  additionalStreetInfo: optionalText(maxLength(255)),
  /** The free text for the delivery address (a note to the driver). */
  deliveryAddressText: optionalText(forbidCharacter('<'), maxLength(60)),
};

export const checkoutAddressSchema = z.object(checkoutFields, NOT_A_FORM);
export type CheckoutAddressValues = z.output<typeof checkoutAddressSchema>;
