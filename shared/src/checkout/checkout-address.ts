import * as z from 'zod/mini';
import { ACCOUNT_FIELDS } from '../account/fields';
import { forbidCharacter, maxLength, NOT_A_FORM, optionalText } from '../platform/validation/rules';

/** The rules of the checkout's address fields, field by field (doc 2 §5); the street's are the account's field table's. */
export const checkoutFields = {
  streetName: ACCOUNT_FIELDS.streetName.required(),
  streetNumber: ACCOUNT_FIELDS.streetNumber.required(),
  additionalStreetInfo: ACCOUNT_FIELDS.additionalInfo.optional(),
  /** The free text for the delivery address (a note to the driver). */
  deliveryAddressText: optionalText(forbidCharacter('<'), maxLength(60)),
};

export const checkoutAddressSchema = z.object(checkoutFields, NOT_A_FORM);
export type CheckoutAddressValues = z.output<typeof checkoutAddressSchema>;
