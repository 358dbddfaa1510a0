import * as z from 'zod/mini';
import { defineOperation, ignoredAnswerSchema } from '../../platform/api/operation';
import { ACCOUNT_FIELDS as field } from '../fields';

/** The offline account's form: the store club card's number (EAN-13), the e-mail address given in the store, the name. */
export const offlineAccountActivationSchema = z.object({
  cardNumber: field.cardNumber.requiredTrimmed(),
  email: field.email.requiredTrimmed(),
  firstName: field.firstName.requiredTrimmed(),
  lastName: field.lastName.requiredTrimmed(),
});
export type OfflineAccountActivation = z.input<typeof offlineAccountActivationSchema>;

/**
 * Activates the online account of a club card handed out in a store (the
 * shop's own call for the offline-account page, doc 1 §1, §2). 202 for every
 * card and address, so nobody learns which cards or addresses exist; when
 * the pair is a store account not activated yet, the account is opened and a
 * link to choose its password is mailed (the password reset link).
 */
export const activateOfflineAccount = defineOperation({
  method: 'POST',
  path: '/api/customers/offline-account',
  domain: 'account',
  summary: 'Activates a store club card account; 202 for every card and address, the password link by mail',
  query: z.object({ recaptchaResponse: z.optional(z.string().check(z.maxLength(4096))) }),
  body: offlineAccountActivationSchema,
  response: ignoredAnswerSchema,
  status: 202,
  features: ['featureCustomer'],
});
