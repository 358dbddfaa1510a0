import * as z from 'zod/mini';
import { customerSchema, type Customer } from '../../schemas/customer';
import type { ApiClient } from '../client';

/** doc 1 §7: POST /api/auth/login with query recaptchaResponse and body email, password. */
export function login(
  api: ApiClient,
  body: { email: string; password: string },
  recaptchaResponse?: string,
): Promise<Customer> {
  return api.request('POST', '/api/auth/login', {
    schema: customerSchema,
    body,
    query: { recaptchaResponse },
  });
}

/** doc 1 §7: POST /api/auth/logout. */
export function logout(api: ApiClient): Promise<unknown> {
  return api.request('POST', '/api/auth/logout', { schema: z.unknown() });
}
