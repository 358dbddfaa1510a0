import * as z from 'zod/mini';

/** The message of the 500 the client makes up when the backend or the network cannot be reached (doc 1 §8). */
export const BACKEND_UNAVAILABLE_MESSAGE = 'Backend or internet is not available';

export const paymentErrorSchema = z.object({ code: z.string(), description: z.string() });

/** A retail gateway error is tracked with its errorCode and message. */
export const retailGatewayErrorSchema = z.object({
  errorCode: z.union([z.string(), z.number()]),
  message: z.string(),
});

/** The error body the backend answers with. */
export const backendErrorBodySchema = z.object({
  errorCode: z.union([z.string(), z.number()]),
  message: z.string(),
  customPayload: z.optional(z.record(z.string(), z.unknown())),
});

export type ApiErrorKind =
  /** The backend answered with its error model. */
  | 'backend'
  /** A backend error carrying customPayload.paymentError. */
  | 'payment'
  /**
   * An error of the retail gateway behind the backend (the shop's ERP), passed
   * through in customPayload.retailGateway with its own errorCode and message.
   */
  | 'retail-gateway'
  /** Network failure, bad gateway, or 501+ on content calls (doc 1 §8). */
  | 'unavailable'
  /** A request rejected before sending (doc 2 §5, e.g. an empty discount code). */
  | 'rejected-locally'
  /** The answer did not match the call's schema: the backend broke the contract. */
  | 'contract'
  /** Any other non-2xx answer without the backend's error body. */
  | 'http';

export interface ApiErrorDetails {
  readonly errorCode?: string | number | undefined;
  readonly customPayload?: Record<string, unknown> | undefined;
  readonly paymentError?: z.infer<typeof paymentErrorSchema> | undefined;
  readonly retailGateway?: z.infer<typeof retailGatewayErrorSchema> | undefined;
  /** For contract errors: each bad field's path and message. */
  readonly issues?: ReadonlyArray<{ path: string; message: string }> | undefined;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }
}

const API_ERROR_KINDS: ReadonlySet<string> = new Set<ApiErrorKind>([
  'backend',
  'payment',
  'retail-gateway',
  'unavailable',
  'rejected-locally',
  'contract',
  'http',
]);

/**
 * Whether an error came from the API client. Checked by shape, not instanceof:
 * services.api is the shell's client, built from the shell's copy of shared,
 * and every remote bundles its own copy, so the ApiError class differs between
 * the bundles that throw and catch it.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { name, status, kind, details } = error as Readonly<Record<string, unknown>>;
  return (
    name === 'ApiError' &&
    typeof status === 'number' &&
    typeof kind === 'string' &&
    API_ERROR_KINDS.has(kind) &&
    typeof details === 'object' &&
    details !== null
  );
}
