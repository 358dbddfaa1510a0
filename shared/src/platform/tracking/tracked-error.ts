/** The status of an error that carries none. */
export const DEFAULT_ERROR_STATUS = 500;

/** The kinds of error tracking tells apart: payment, retail gateway, any other. */
export type TrackedError =
  | { readonly type: 'paymentError'; readonly code: string; readonly description: string }
  | { readonly type: 'retailGateway'; readonly errorCode: string; readonly message: string }
  | { readonly type: 'other'; readonly status: number; readonly statusText: string };

export type TrackedErrorType = TrackedError['type'];

type Fields = Readonly<Record<string, unknown>>;

function record(value: unknown): Fields | undefined {
  return typeof value === 'object' && value !== null ? (value as Fields) : undefined;
}

function stringOrNumber(value: unknown): string | undefined {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : undefined;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return '';
  }
}

/**
 * Which tracked error type an error is. Read structurally from the
 * ApiError of `shared/src/platform/api/errors.ts`, so it also works on a copy that crossed
 * the event bus:
 * - paymentError: `details.paymentError` with code and description (the client's
 *   kind 'payment', from the backend's customPayload.paymentError);
 * - retailGateway: `details.retailGateway` with errorCode and message (the
 *   client's kind 'retail-gateway', from customPayload.retailGateway: the shop's
 *   ERP behind the backend). The gateway's own errorCode and message are tracked,
 *   not the backend's wrapper;
 * - other: everything else, with its status (an ApiError's or a Response's
 *   status; 500, the default error status, when there is none) and status text
 *   (statusText when the error carries one, else its message).
 */
export function classifyTrackedError(error: unknown): TrackedError {
  const fields = record(error);
  const details = record(fields?.['details']);

  const payment = record(details?.['paymentError']);
  const code = stringOrNumber(payment?.['code']);
  if (code !== undefined && typeof payment?.['description'] === 'string') {
    return { type: 'paymentError', code, description: payment['description'] };
  }

  const gateway = record(details?.['retailGateway']);
  const errorCode = stringOrNumber(gateway?.['errorCode']);
  if (errorCode !== undefined && typeof gateway?.['message'] === 'string') {
    return { type: 'retailGateway', errorCode, message: gateway['message'] };
  }

  const status = fields?.['status'];
  const statusText = fields?.['statusText'];
  return {
    type: 'other',
    status: typeof status === 'number' && Number.isInteger(status) ? status : DEFAULT_ERROR_STATUS,
    statusText: typeof statusText === 'string' && statusText.length > 0 ? statusText : describe(error),
  };
}

export interface TrackedErrorEvent {
  readonly event: 'error';
  readonly errorType: TrackedErrorType;
  readonly [key: string]: unknown;
}

/** The tracking event for an error: `{ event: 'error', errorType, ...fields }`. */
export function trackedErrorEvent(error: unknown): TrackedErrorEvent {
  const { type, ...fields } = classifyTrackedError(error);
  return { event: 'error', errorType: type, ...fields };
}
