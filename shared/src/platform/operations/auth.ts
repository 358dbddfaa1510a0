import * as z from 'zod/mini';
import { customerFromBackend, customerSchema, type Customer } from '../schemas/customer';
import type { ApiClient } from '../api/client';
import { ignoredAnswerSchema } from '../api/wire';

/**
 * doc 1 §7: the login carries the reCAPTCHA answer as a query parameter; its body is loginRequestSchema.
 * Built lazily-pure like the schemas of customers.ts: the shell bundles this module.
 */
export const loginQuerySchema = /* @__PURE__ */ (() =>
  z.object({ recaptchaResponse: z.optional(z.string().check(z.maxLength(4096))) }))();

/** doc 1 §7: POST /api/auth/login with query recaptchaResponse and body email, password; answers the customer. */
export async function login(
  api: ApiClient,
  body: { email: string; password: string },
  recaptchaResponse?: string,
): Promise<Customer> {
  const customer = await api.request('POST', '/api/auth/login', {
    schema: customerSchema,
    body,
    query: { recaptchaResponse },
  });
  return customerFromBackend(customer);
}

/**
 * doc 1 §7: POST /api/auth/logout. The caller shows account.logout.successful
 * or, on failure, account.logout.error.
 */
export function logout(api: ApiClient): Promise<unknown> {
  return api.request('POST', '/api/auth/logout', { schema: ignoredAnswerSchema });
}
