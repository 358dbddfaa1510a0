import type { Customer } from '@storefront/shared/platform/schemas';
import type { PrefillFormFields } from '@storefront/shared/content';
import { formatPhoneForDisplay } from '@storefront/shared/platform/phone';
import { ageOn, parseFormDate, type CalendarDate } from '@storefront/shared/platform/validation';

/** Every prefill field of doc 1 §3 as the text a form field holds; '' when there is nothing to fill. */
export type PrefillValues = { readonly [K in keyof PrefillFormFields]-?: string };

export const EMPTY_PREFILL: PrefillValues = {
  firstname: '',
  surname: '',
  email: '',
  academicTitle: '',
  age: '',
  gender: '',
  telephoneNumber: '',
  street: '',
  zip: '',
  city: '',
  countryCode: '',
};

/**
 * The billing address the forms are filled from. The customer object carries
 * the customer's own billing address (doc 2 §3: the customer fields used in
 * checkout and registration); doc 1 shows no other call for it.
 */
function billingAddressOf(customer: Customer) {
  return {
    street: [customer.streetName, customer.streetNumber].filter(Boolean).join(' '),
    zip: customer.postalCode ?? '',
    city: customer.city ?? '',
    // The contact form's country takes a code of at most 3 letters (doc 2 §5).
    countryCode: customer.country && /^[A-Za-z]{2,3}$/.test(customer.country) ? customer.country.toUpperCase() : '',
  };
}

/**
 * The contact and questionnaire fields filled from the customer and the
 * billing address. Age is computed from the birthdate (read as the locale
 * writes it, or ISO); the phone shows as "+{calling code} {national number}"
 * with the national prefix stripped, or as the raw text when it does not parse
 *. Nobody logged in: every field is empty, so clearing the customer
 * resets them all.
 */
export function prefillFromCustomer(customer: Customer | null, today: CalendarDate): PrefillValues {
  if (!customer) return EMPTY_PREFILL;
  const birth = customer.birthdate ? parseFormDate(customer.birthdate) : undefined;
  const age = birth ? ageOn(birth, today) : undefined;
  return {
    firstname: customer.firstName,
    surname: customer.lastName,
    email: customer.email,
    academicTitle: customer.academicTitle ?? '',
    age: age !== undefined && age >= 0 ? String(age) : '',
    // The forms ask the salutation as "gender" (Frau, Herr, Firma); Family never reaches the app (doc 1 §3).
    gender: customer.salutation ?? '',
    telephoneNumber: formatPhoneForDisplay(customer.phoneNumber),
    ...billingAddressOf(customer),
  };
}
