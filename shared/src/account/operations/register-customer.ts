import * as z from 'zod/mini';
import type { ApiResponse } from '../../platform/api/client';
import { ApiError } from '../../platform/api/errors';
import { defineOperation } from '../../platform/api/operation';
import type { Customer } from '../../platform/schemas/customer';
import { customerAnswerSchema } from '../customer-answer';
import { maxLength, minLength, optionalText, requiredEmail, requiredTrimmedText, requiredYesNo } from '../../platform/validation/rules';
import { selectableSalutationSchema } from '../communication-settings';
import { newPasswordField } from '../password';
import {
  activationCodeField,
  cardNumberField,
  deliveryNoteField,
  genderField,
  internationalPhoneField,
  requiredWhenChosen,
} from '../registration-fields';

/**
 * The registration's customer fields (doc 2 §3 "Customer fields used in
 * checkout and registration") and password, each with the rule of doc 2 §5's
 * default form, so the backend accepts exactly what the form lets through.
 * The minimum age is checked by the form, which knows today in the shopper's
 * zone, and by the backend.
 */
const registrationSchema = z
  .object({
    salutation: z.optional(selectableSalutationSchema),
    title: optionalText(maxLength(15)),
    academicTitle: optionalText(maxLength(15)),
    firstName: requiredTrimmedText(maxLength(20)),
    lastName: requiredTrimmedText(maxLength(24)),
    companyName: optionalText(maxLength(50)),
    /** Company registration and VAT numbers have 7 to 14 characters (doc 2 §5). */
    valueAddedTaxId: optionalText(minLength(7), maxLength(14)),
    companyRegistrationNumber: optionalText(minLength(7), maxLength(14)),
    streetName: optionalText(maxLength(255)),
    streetNumber: requiredTrimmedText(maxLength(5)),
    stairCase: optionalText(maxLength(4)),
    floor: optionalText(maxLength(20)),
    door: optionalText(maxLength(4)),
    postalCode: requiredTrimmedText(minLength(4), maxLength(7)),
    city: requiredTrimmedText(maxLength(100)),
    country: requiredTrimmedText(maxLength(3)),
    email: requiredEmail(),
    /** International format: + and 7 to 15 digits, single blanks between them (the form's rule). */
    phoneNumber: internationalPhoneField(),
    /** YYYY-MM-DD. */
    birthdate: z.optional(z.iso.date()),
    password: newPasswordField(),
    /** The mobile number, in international format: '+' and 7 to 15 digits (doc 2 §5). */
    mobileNumber: internationalPhoneField(),
    /** One of GENDERS (Female, Male, Diverse); required (doc 2 §5). */
    gender: genderField(),
    /** For the driver at the registration's address: at most 240 characters, no '<'. */
    deliveryNote: deliveryNoteField(),
    /** Required yes or no (doc 2 §5 hasclubcard); yes asks for cardNumber. */
    hasClubCard: requiredYesNo(),
    /** The club card's number: 13 digits with the EAN-13 check digit. */
    cardNumber: cardNumberField(),
    /** Required yes or no (doc 2 §5 hasactivationcode); yes asks for activationCode, from the club's letter. */
    hasActivationCode: requiredYesNo(),
    activationCode: activationCodeField(),
  })
  .check(requiredWhenChosen('hasClubCard', 'cardNumber'), requiredWhenChosen('hasActivationCode', 'activationCode'));
export type CustomerRegistration = z.input<typeof registrationSchema>;

/**
 * Registers a customer; the reCAPTCHA answer travels in the query (doc 2 §7).
 * 202 (no body): a confirmation mail was sent; 200: the new customer, logged
 * in. `registrationOutcome` reads which (doc 2 §5).
 */
export const registerCustomer = defineOperation({
  method: 'POST',
  path: '/api/customers',
  domain: 'account',
  summary: 'Registration: 202 when a confirmation mail is sent, 200 with the customer',
  query: z.object({ recaptchaResponse: z.optional(z.string().check(z.maxLength(4096))) }),
  body: registrationSchema,
  response: z.optional(customerAnswerSchema),
  features: ['featureCustomer'],
});

export type RegistrationOutcome =
  /** 202: a confirmation mail was sent; the account is usable once confirmed. */
  | { readonly status: 'confirmationSent' }
  /** 200: registered and logged in; the shop goes on to the profile (from=registration). */
  | { readonly status: 'registered'; readonly customer: Customer };

/**
 * What a registration's answer means (doc 2 §5): 202, a confirmation mail was
 * sent; 200, the customer is registered and logged in. A 200 without the
 * customer breaks the contract.
 */
export function registrationOutcome({ status, data }: ApiResponse<Customer | undefined>): RegistrationOutcome {
  if (status === 202) return { status: 'confirmationSent' };
  if (!data) throw new ApiError('contract', status, 'POST /api/customers answered without the customer');
  return { status: 'registered', customer: data };
}
