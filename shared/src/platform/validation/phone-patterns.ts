/**
 * Mobile and phone numbers of the registration and profile forms are in
 * international format: a '+' and 7 to 15 digits (E.164's maximum, doc 2 §5).
 * Single blanks between digits are allowed, as a shopper types them
 * ("+43 664 1234567").
 */
export const INTERNATIONAL_PHONE = /^\+[0-9](?: ?[0-9]){6,14}$/;

// The separators of the legacy pattern: blank, hyphen, slash, parentheses ("+43 (0)664/123 45-67").
const LEGACY_PHONE_CHARACTERS = /^\+?[0-9 ()/-]+$/;

/**
 * The legacy phone pattern: 6 to 20 digits with separators (blank, '-', '/',
 * '(', ')'), an optional leading '+'. The address validity checks a given
 * delivery phone number with it.
 */
export function isLegacyPhone(value: string): boolean {
  if (!LEGACY_PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/[^0-9]/g, '').length;
  return digits >= 6 && digits <= 20;
}
