import * as z from 'zod/mini';
import { redirectTableSchema } from './redirects';

/** A request id: a unique id plus a timestamp in ms (doc 1 §3), as `requestId()` of the API client makes it. */
export const requestIdSchema = z.string().check(z.regex(/^[0-9a-f-]{36}-\d+$/));

/** What the app holds about the visit: web view mode, the redirect table, the request id. */
export const coreStateSchema = z.object({
  isWebView: z.boolean(),
  hideWebViewBack: z.boolean(),
  redirects: redirectTableSchema,
  requestId: requestIdSchema,
});
export type CoreState = z.infer<typeof coreStateSchema>;
