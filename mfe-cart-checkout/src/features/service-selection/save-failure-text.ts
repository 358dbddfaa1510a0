import { isApiError } from '@storefront/shared/platform/api';

/** The message of a failed save, in place: the backend's own text, or the general one when it is unreachable. */
export function saveFailureText(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.kind === 'backend') return error.message;
  return t(isApiError(error) && error.kind === 'unavailable' ? 'cart.error.unavailable' : 'cart.service.saveFailed');
}
