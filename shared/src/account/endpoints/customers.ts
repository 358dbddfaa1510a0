import * as z from 'zod/mini';
import { communicationSettingsSchema, selectableSalutationSchema, type CommunicationSettings } from '../communication-settings';
import {
  customerFromBackend,
  customerSchema,
  type Customer,
} from '../../platform/schemas/customer';
import type { ApiClient } from '../../platform/api/client';
import { ApiError } from '../../platform/api/errors';
import { ignoredAnswerSchema } from '../../platform/api/wire';
import {
  activationCodeField,
  cardNumberField,
  deliveryNoteField,
  genderField,
  internationalPhoneField,
  requiredWhenChosen,
} from '../registration-fields';
import { newPasswordField } from '../password';
import {
  maxLength,
  minLength,
  optionalText as optionalField,
  requiredEmail,
  requiredTrimmedText,
  requiredYesNo,
} from '../../platform/validation/rules';

/*
 * The shell imports this module (getCustomer) into its initial bundle, which
 * is close to its byte budget. The request schemas below are built in
 * `/* @__PURE__ *\/ (() => …)()` so the minifier drops the ones an app never
 * reads (a plain top-level `z.object(…)` call would stay in every bundle).
 *
 * Field rules of the registration and profile forms (doc 2 §5 "Default
 * forms"), so the backend accepts exactly what the forms let through.
 */
const optionalText = (max: number) => optionalField(maxLength(max));
const requiredText = (max: number) => requiredTrimmedText(maxLength(max));
/** Doc 2 §5: registration and VAT numbers have 7 to 14 characters. */
const registerNumber = () => optionalField(minLength(7), maxLength(14));
const isoDate = () => z.optional(z.iso.date());

/** doc 1 §7: PUT /api/customers sends all six fields; the birthdate as YYYY-MM-DD. */
export const updateCustomerRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    academicTitle: optionalText(15),
    birthdate: isoDate(),
    email: requiredEmail(),
    firstName: requiredText(20),
    lastName: requiredText(24),
    salutation: z.optional(selectableSalutationSchema),
  }))();
export type CustomerUpdate = z.infer<typeof updateCustomerRequestSchema>;

/** doc 1 §4: a customer update is sent only when at least one field changed. */
export function hasCustomerChanges(customer: Customer, update: CustomerUpdate): boolean {
  const fields = Object.keys(updateCustomerRequestSchema.shape) as Array<keyof CustomerUpdate>;
  return fields.some((field) => (customer[field] ?? undefined) !== (update[field] ?? undefined));
}

/** doc 1 §7: PUT /api/customers, answering the updated customer. */
export async function updateCustomer(api: ApiClient, update: CustomerUpdate): Promise<Customer> {
  return customerFromBackend(await api.request('PUT', '/api/customers', { schema: customerSchema, body: update }));
}

/** The registration's customer fields (doc 2 §3 "Customer fields used in checkout and registration") and password. */
export const registerCustomerRequestSchema = /* @__PURE__ */ (() =>
  z.object({
  salutation: z.optional(selectableSalutationSchema),
  title: optionalText(15),
  academicTitle: optionalText(15),
  firstName: requiredText(20),
  lastName: requiredText(24),
  companyName: optionalText(50),
  valueAddedTaxId: registerNumber(),
  companyRegistrationNumber: registerNumber(),
  streetName: optionalText(255),
  streetNumber: requiredText(5),
  stairCase: optionalText(4),
  floor: optionalText(20),
  door: optionalText(4),
  postalCode: requiredTrimmedText(minLength(4), maxLength(7)),
  city: requiredText(100),
  country: requiredText(3),
  email: requiredEmail(),
  /** International format: + and 7 to 15 digits, single blanks between them (the form's rule). */
  phoneNumber: internationalPhoneField(),
  /** At least 18 years before today; checked by the form, which knows today in the shopper's zone. */
  birthdate: isoDate(),
  password: newPasswordField(),
  /** doc 2 §5 default forms: mobile number, international format. */
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
  }).check(requiredWhenChosen('hasClubCard', 'cardNumber'), requiredWhenChosen('hasActivationCode', 'activationCode')))();
export type CustomerRegistration = z.input<typeof registerCustomerRequestSchema>;

export const registerCustomerQuerySchema = /* @__PURE__ */ (() =>
  z.object({ recaptchaResponse: z.optional(z.string().check(z.maxLength(4096))) }))();

/** 200 answers the new customer; 202 (confirmation mail sent) has no body. */
export const registerCustomerResponseSchema = /* @__PURE__ */ (() => z.optional(customerSchema))();

export type RegistrationOutcome =
  /** 202: a confirmation mail was sent; the account is usable once confirmed. */
  | { readonly status: 'confirmationSent' }
  /** 200: registered and logged in; the shop goes on to the profile (from=registration). */
  | { readonly status: 'registered'; readonly customer: Customer };

/** doc 2 §7: POST /api/customers?recaptchaResponse=…; doc 2 §5: 202 and 200 mean different things. */
export async function registerCustomer(
  api: ApiClient,
  registration: CustomerRegistration,
  recaptchaResponse?: string,
): Promise<RegistrationOutcome> {
  const { status, data } = await api.send('POST', '/api/customers', {
    schema: registerCustomerResponseSchema,
    body: registration,
    query: { recaptchaResponse },
  });
  if (status === 202) return { status: 'confirmationSent' };
  if (!data) throw new ApiError('contract', status, 'POST /api/customers answered without the customer');
  return { status: 'registered', customer: customerFromBackend(data) };
}

/** doc 1 §7: GET /api/customers/communication-settings. */
export function getCommunicationSettings(api: ApiClient): Promise<CommunicationSettings> {
  return api.request('GET', '/api/customers/communication-settings', { schema: communicationSettingsSchema });
}

export const updateCommunicationSettingsRequestSchema = communicationSettingsSchema;
/** Not shown in doc 1: the saved settings, or no content. */
export const updateCommunicationSettingsResponseSchema = /* @__PURE__ */ (() => z.optional(communicationSettingsSchema))();

/**
 * doc 1 §7: PUT /api/customers/communication-settings with the settings
 * object. The answer is not shown: the saved settings if the backend sends
 * them, otherwise the ones sent.
 */
export async function updateCommunicationSettings(
  api: ApiClient,
  settings: CommunicationSettings,
): Promise<CommunicationSettings> {
  const saved = await api.request('PUT', '/api/customers/communication-settings', {
    schema: updateCommunicationSettingsResponseSchema,
    body: settings,
  });
  return saved ?? settings;
}

/** doc 1 §7: the newsletter topic ids to subscribe to and to unsubscribe from. */
export const manageNewsletterTopicsRequestSchema = /* @__PURE__ */ (() =>
  z.object({
    subscribe: z._default(z.array(z.string().check(z.minLength(1))), []),
    unsubscribe: z._default(z.array(z.string().check(z.minLength(1))), []),
  }))();
export type NewsletterTopicChanges = z.input<typeof manageNewsletterTopicsRequestSchema>;

/**
 * 202: the subscription waits for the customer's confirmation, so the topic is
 * not added locally (doc 1 §4); any other 2xx: the change is done.
 */
export type NewsletterTopicsOutcome = 'pendingConfirmation' | 'updated';

/** doc 1 §7: POST /api/customers/newsletter-topics/manage; only the status matters. */
export async function manageNewsletterTopics(api: ApiClient, changes: NewsletterTopicChanges): Promise<NewsletterTopicsOutcome> {
  const { status } = await api.send('POST', '/api/customers/newsletter-topics/manage', {
    schema: ignoredAnswerSchema,
    body: { subscribe: changes.subscribe ?? [], unsubscribe: changes.unsubscribe ?? [] },
  });
  return status === 202 ? 'pendingConfirmation' : 'updated';
}
