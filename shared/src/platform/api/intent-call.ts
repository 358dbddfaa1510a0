import { call } from './call';
import type { ApiClient } from './client';
import { isApiError } from './errors';
import { randomId } from './ids';
import type { CallArgs, Operation, ResultOf } from './operation';

/** How long a change without a clear answer stays open for the shopper's click again. */
export const OPEN_INTENT_MS = 5 * 60_000;

/** The backend's 409 while the first attempt under the same key is still running (backend idempotency.ts). */
export const REQUEST_IN_PROGRESS_CODE = 'idempotencyRequestInProgress';

/**
 * Whether a failed change may have been applied: no answer came (network,
 * deadline, a 502), or the way to the backend failed (503, 504, 500s keep no
 * answer), or its first attempt is still running (the key's own 409). Any
 * other answer (400, 404, 422, a 409 of the shop) is the backend's decision,
 * kept under its key.
 */
export function isUnclearFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'unavailable' || error.status >= 500 || error.details.errorCode === REQUEST_IN_PROGRESS_CODE;
}

/**
 * Calls changes as shopper intents: a change whose answer was unclear is, when
 * the shopper asks for the very same change again (a click again after the
 * error), sent with the Idempotency-Key of the failed attempt, so the backend
 * applies it once however often the answer was lost. A clear answer closes the
 * intent; a change asked for again minutes later is a new intent.
 */
export function createIntentCall(api: ApiClient, now: () => number = Date.now) {
  const open = new Map<string, { readonly key: string; readonly at: number }>();
  return async function intentCall<O extends Operation>(operation: O, ...args: CallArgs<O>): Promise<ResultOf<O>> {
    const input = args[0] ?? {};
    const request = JSON.stringify([operation.method, operation.path, input]);
    for (const [id, { at }] of open) if (now() - at > OPEN_INTENT_MS) open.delete(id);
    const idempotencyKey = open.get(request)?.key ?? randomId();
    try {
      const result = await call(api, operation, ...([{ ...input, idempotencyKey }] as CallArgs<O>));
      open.delete(request);
      return result;
    } catch (error) {
      if (isUnclearFailure(error)) open.set(request, { key: idempotencyKey, at: open.get(request)?.at ?? now() });
      else open.delete(request);
      throw error;
    }
  };
}
