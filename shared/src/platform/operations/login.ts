import * as z from 'zod/mini';
import { defineOperation } from '../api/operation';
import { customerSchema, loginRequestSchema } from '../schemas/customer';

/** Logs in with e-mail and password; the reCAPTCHA answer travels in the query. Sets the session cookies. */
export const login = defineOperation({
  method: 'POST',
  path: '/api/auth/login',
  domain: 'platform',
  summary: 'Login; sets sid and loggedIn',
  query: z.object({ recaptchaResponse: z.optional(z.string().check(z.maxLength(4096))) }),
  body: loginRequestSchema,
  response: customerSchema,
  features: ['featureCustomer'],
});
