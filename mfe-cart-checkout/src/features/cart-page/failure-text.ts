import { isApiError } from '@storefront/shared/platform/api';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';

export type Translate = StorefrontServices['i18n']['t'];

/** A failed change, as the shopper reads it in place: the backend's own message, else the general one. */
export function failureText(error: unknown, t: Translate): string {
  if (isApiError(error) && error.kind === 'backend') return error.message;
  return t(isApiError(error) && error.kind === 'unavailable' ? 'cart.error.unavailable' : 'cart.change.failed');
}
