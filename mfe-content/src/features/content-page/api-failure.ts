import { isApiError, type ApiErrorKind } from '@storefront/shared/platform/api';

/** The status and kind of an error the API client threw; undefined for any other error. */
export function apiFailure(error: unknown): { readonly status: number; readonly kind: ApiErrorKind } | undefined {
  return isApiError(error) ? { status: error.status, kind: error.kind } : undefined;
}
