import {
  manageNewsletterTopics,
  newsletterTopicsOutcome,
  registerCustomer,
  registrationOutcome,
  type CustomerRegistration,
  type NewsletterTopicChanges,
} from '@storefront/shared/account';
import { callWithStatus, isApiError, type ApiClient } from '@storefront/shared/platform/api';
import type { TestApp } from '../../testing/test-app.test-support';

/* What the customer route tests share: a registration as the registration page sends it, and how they read answers. */

/** An API error as [status, errorCode], anything else as itself. */
export const status = (error: unknown) => (isApiError(error) ? [error.status, error.details.errorCode] : error);

/** A registration as the registration page sends it, its answer read as the page reads it. */
export const register = (api: ApiClient, body: CustomerRegistration, recaptchaResponse?: string) =>
  callWithStatus(api, registerCustomer, { body, query: { recaptchaResponse } }).then(registrationOutcome);

/** A newsletter change, its answer read as the newsletter block reads it. */
export const changeTopics = (api: ApiClient, body: NewsletterTopicChanges) =>
  callWithStatus(api, manageNewsletterTopics, { body }).then(newsletterTopicsOutcome);

/** The link of the last confirmation mail the server logged. */
export function lastLoggedLink(testApp: TestApp): string {
  const link = [...testApp.logs].reverse().find((line) => typeof line['confirmationLink'] === 'string')?.['confirmationLink'];
  if (typeof link !== 'string') throw new Error('no confirmation link logged');
  return link;
}

/** A new customer's registration, valid in every field. */
export const registration = {
  salutation: 'Female' as const,
  firstName: 'Sophie',
  lastName: 'Wimmer',
  streetName: 'Neubaugasse',
  streetNumber: '12',
  postalCode: '1070',
  city: 'Wien',
  country: 'AT',
  email: 'sophie.wimmer@example.at',
  birthdate: '1990-02-14',
  password: 'Sommer2026!',
  gender: 'Female',
  hasClubCard: false,
  hasActivationCode: false,
};
