import * as z from 'zod/mini';
import type { DeliveryPhoneSetting } from '../platform/schemas/checkout-settings';
import { isLegacyPhone } from '../platform/validation/phone-patterns';
import { holds, NOT_A_FORM, optionalText, requiredText } from '../platform/validation/rules';

export { DELIVERY_PHONE_SETTINGS, type DeliveryPhoneSetting } from '../platform/schemas/checkout-settings';

export interface AddressValidityConfiguration {
  readonly deliveryPhoneNumber: DeliveryPhoneSetting;
}

/** The message when geocoding is incomplete and the tenant configured none. */
export const DEFAULT_INVALID_ADDRESS_MESSAGE_KEY = 'validation.invalidAddress';

/** A given delivery phone number matches the legacy pattern (6-20 digits with separators). */
function legacyPhone() {
  return holds(isLegacyPhone, 'validation.invalidFormat');
}

/**
 * The delivery phone number, required when the tenant made it Mandatory; a
 * given one matches the legacy pattern either way (doc 2 §5).
 */
export function deliveryPhoneNumberField(setting: 'Optional'): ReturnType<typeof optionalText>;
export function deliveryPhoneNumberField(setting: 'Mandatory'): ReturnType<typeof requiredText>;
export function deliveryPhoneNumberField(
  setting: DeliveryPhoneSetting,
): ReturnType<typeof optionalText> | ReturnType<typeof requiredText>;
export function deliveryPhoneNumberField(setting: DeliveryPhoneSetting) {
  return setting === 'Mandatory' ? requiredText(legacyPhone()) : optionalText(legacyPhone());
}

/**
 * A valid address has street number, street name, postal code and city; the
 * delivery phone number is optional or mandatory as configured and, when
 * given, matches the legacy pattern (doc 2 §5).
 */
export function createAddressValidityFields({ deliveryPhoneNumber }: AddressValidityConfiguration) {
  return {
    streetNumber: requiredText(),
    streetName: requiredText(),
    postalCode: requiredText(),
    city: requiredText(),
    deliveryPhoneNumber: deliveryPhoneNumberField(deliveryPhoneNumber),
  };
}

/** The address; its other parts (position, floor, ...) pass through unchecked. */
export function createAddressValiditySchema(configuration: AddressValidityConfiguration) {
  return z.looseObject(createAddressValidityFields(configuration), NOT_A_FORM);
}

/** What the geocoding of an address found (doc 2 §3 distribution address: the parts and the position). */
export interface GeocodingResult {
  readonly streetName?: string | null;
  readonly streetNumber?: string | null;
  readonly postalCode?: string | null;
  readonly city?: string | null;
  readonly position?: { readonly lat: number; readonly lng: number } | null;
}

function isFilled(part: string | null | undefined): boolean {
  return typeof part === 'string' && part.trim() !== '';
}

/** Geocoding is complete when it found the street name and number, postal code, city and a position. */
export function isGeocodingComplete(result: GeocodingResult | null | undefined): boolean {
  if (!result) return false;
  const { position } = result;
  return (
    isFilled(result.streetName) &&
    isFilled(result.streetNumber) &&
    isFilled(result.postalCode) &&
    isFilled(result.city) &&
    !!position &&
    Number.isFinite(position.lat) &&
    Number.isFinite(position.lng)
  );
}

/**
 * When geocoding is incomplete, the configured invalid-address message shows
 *. The message key to show, or undefined when the address is complete.
 */
export function geocodingMessage(
  result: GeocodingResult | null | undefined,
  invalidAddressMessageKey: string = DEFAULT_INVALID_ADDRESS_MESSAGE_KEY,
): string | undefined {
  return isGeocodingComplete(result) ? undefined : invalidAddressMessageKey;
}
