/** A made-up origin to resolve a path against: whatever leaves it is not a path of this shop. */
const PROBE_ORIGIN = 'https://storefront.invalid';

/**
 * The returnUrl query of the login route (doc 1 §2) when it is a path of this
 * shop, normalised; null otherwise: navigating to an external URL is refused
 * (doc 1 §8). The URL parser is the judge because browsers read `/\evil.example`
 * and `/<tab>/evil.example` as `//evil.example`, another origin.
 */
export function safeReturnUrl(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return url.pathname + url.search + url.hash;
}
