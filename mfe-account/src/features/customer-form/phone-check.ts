import { DEFAULT_PHONE_COUNTRY, formatPhoneNumber, parsePhone, PHONE_MESSAGE_KEYS } from '@storefront/shared/platform/phone';
import { ruleMessage } from '@storefront/shared/platform/validation';

/*
 * libphonenumber-js and its metadata are the heaviest part of the forms that
 * ask for a phone number, so they come in their own chunk (lazy-phone-field.ts
 * imports this module when a number is checked or sent): the page itself
 * renders without waiting for them.
 */

/** A typed number checked with libphonenumber (doc 1 §5): its parse error's message, or nothing when it is a number. */
export function phoneProblem(value: string): string | undefined {
  const parsed = parsePhone(value, DEFAULT_PHONE_COUNTRY);
  return parsed.ok ? undefined : ruleMessage(PHONE_MESSAGE_KEYS[parsed.error]);
}

/** A number in the international format the account keeps ("+43 6641234567"); a text that does not parse stays as typed (doc 1 §8). */
export function internationalFormat(value: string): string {
  const parsed = parsePhone(value, DEFAULT_PHONE_COUNTRY);
  return parsed.ok ? formatPhoneNumber(parsed.phone) : value;
}
