import * as z from 'zod/mini';
import type { ApiClient } from '../api/client';

/** doc 1 §7: GET /api/csrf is fired at start to set the XSRF cookie; the answer is not used. */
export function fetchCsrfToken(api: ApiClient): Promise<unknown> {
  return api.request('GET', '/api/csrf', { schema: z.unknown() });
}
