import * as z from 'zod/mini';
import { defineOperation, ignoredAnswerSchema } from '../../platform/api/operation';
import { ACCOUNT_FIELDS } from '../fields';

/**
 * Asks for a password reset link for an e-mail address (not in the spec: the
 * shop's own call). The answer is 202 whether or not an account has that
 * address, so nobody can find out which addresses are customers; the link
 * goes to the address by mail and works once, for a day.
 */
export const requestPasswordReset = defineOperation({
  method: 'POST',
  path: '/api/customers/password-reset',
  domain: 'account',
  summary: 'Mails a one-time password reset link; 202 for known and unknown addresses alike',
  query: z.object({ recaptchaResponse: z.optional(z.string().check(z.maxLength(4096))) }),
  body: z.object({ email: ACCOUNT_FIELDS.email.requiredTrimmed() }),
  response: ignoredAnswerSchema,
  status: 202,
  features: ['featureCustomer'],
});
