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

export interface IntentCallOptions {
  readonly now?: () => number;
  /**
   * What the page shows the shopper (the cart): a change is asked for on it. A click again is the same intent only
   * while the page still shows what it showed when the change was first asked
   * for; once it shows something else (the change's outcome came some other
   * way, or the cart moved on), the same request is a new intent on the new
   * state. Without it, the same request is the same intent until answered.
   */
  readonly basis?: () => string;
}

/**
 * Calls changes as shopper intents: a change whose answer was unclear is, when
 * the shopper asks for the very same change again on the very same page (a
 * click again after the error), sent with the Idempotency-Key of the failed
 * attempt, so the backend applies it once however often the answer was lost.
 * A clear answer closes the intent; so does a page that moved on (`basis`):
 * the key of an intent whose outcome the page has seen since would get that
 * old stored answer replayed for a new change, which would never be applied.
 * A change asked for again minutes later is a new intent too.
 */
export function createIntentCall(api: ApiClient, { now = Date.now, basis }: IntentCallOptions = {}) {
  const open = new Map<string, { readonly key: string; readonly at: number; readonly basis: string | undefined }>();
  return async function intentCall<O extends Operation>(operation: O, ...args: CallArgs<O>): Promise<ResultOf<O>> {
    const input = args[0] ?? {};
    const request = JSON.stringify([operation.method, operation.path, input]);
    const askedOn = basis?.();
    // Every intent asked on another page than this one is over, whatever its request.
    for (const [id, intent] of open) if (now() - intent.at > OPEN_INTENT_MS || intent.basis !== askedOn) open.delete(id);
    const idempotencyKey = open.get(request)?.key ?? randomId();
    try {
      const result = await call(api, operation, ...([{ ...input, idempotencyKey }] as CallArgs<O>));
      open.delete(request);
      return result;
    } catch (error) {
      if (isUnclearFailure(error)) open.set(request, { key: idempotencyKey, at: open.get(request)?.at ?? now(), basis: askedOn });
      else open.delete(request);
      throw error;
    }
  };
}
