import * as z from 'zod/mini';
import type { ApiResponse } from '../../platform/api/client';
import { ApiError } from '../../platform/api/errors';
import { defineOperation } from '../../platform/api/operation';
import type { Customer } from '../../platform/schemas/customer';
import { customerAnswerSchema } from '../customer-answer';
import { requiredYesNo } from '../../platform/validation/rules';
import { ACCOUNT_FIELDS as field, customerAddressFields } from '../fields';
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
    title: field.title.optional(),
    academicTitle: field.academicTitle.optional(),
    firstName: field.firstName.requiredTrimmed(),
    lastName: field.lastName.requiredTrimmed(),
    companyName: field.companyName.optional(),
    valueAddedTaxId: field.valueAddedTaxId.optional(),
    companyRegistrationNumber: field.companyRegistrationNumber.optional(),
    ...customerAddressFields(),
    // doc 2 §5's default form requires the house number, not the street name; the registration form
    // asks for the street too, as an address needs it (address validity), but the call keeps the default form's rule.
    streetName: field.streetName.optional(),
    email: field.email.requiredTrimmed(),
    /** International format: + and 7 to 15 digits, single blanks between them (the form's rule). */
    phoneNumber: internationalPhoneField(),
    /** YYYY-MM-DD. */
    birthdate: z.optional(z.iso.date()),
    password: newPasswordField(),
    /** The mobile number, in international format: '+' and 7 to 15 digits (doc 2 §5). */
    mobileNumber: internationalPhoneField(),
    /** One of GENDERS (Female, Male, Diverse); required. */
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
 * Registers a customer; the reCAPTCHA answer travels in the query.
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
