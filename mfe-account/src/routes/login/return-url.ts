import { shopPathOf } from '@storefront/shared/platform/validation';

/**
 * The returnUrl query of the login route when it is a path of this
 * shop, normalised; null otherwise: navigating to an external URL is refused
 * (doc 1 §8). The shop's one rule for its own paths judges it (shopPathOf, over
 * the redirect rule): browsers read `/\evil.example` and `/<tab>/evil.example`
 * as `//evil.example`, another origin.
 */
export function safeReturnUrl(raw: string | null | undefined): string | null {
  return raw ? shopPathOf(raw) : null;
}
