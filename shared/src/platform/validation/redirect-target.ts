/** A made-up origin to resolve a path against: whatever leaves it is not a path of this shop. */
const PROBE_ORIGIN = 'https://storefront.invalid';
/** Control characters, spaces (a browser drops them, or strips them at the ends) and backslashes (read as slashes). */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Whether a browser could read the text as a URL of another origin: a scheme, `//host` or `/\host`, once the tabs, newlines and leading controls it drops are gone. */
function readsAsOtherOrigin(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  const read = text.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return SCHEME.test(read) || /^[\\/]{2}/.test(read);
}

/**
 * Where a redirect may send the shopper (docs/architecture.md, "Routes"): an absolute `https://` URL
 * whose host (`host[:port]`, exact) is on the tenant's allow-list, as the URL
 * parser writes it; else a path of this shop, normalised (a target without a
 * leading slash is read from the root). Null when the target is refused: any
 * other scheme (`javascript:`, `http:`, `https:host`), `//host`, `/\host`,
 * control characters, spaces or backslashes anywhere, userinfo, or a
 * percent-encoded form that decodes to one of these. The URL parser is the
 * judge of the rest, because it is what the browser follows.
 */
export function safeRedirectTarget(raw: string, allowedHosts: readonly string[] = []): string | null {
  if (raw === '' || UNSAFE_CHARACTERS.test(raw)) return null;
  try {
    if (/^https:\/\//i.test(raw)) {
      const url = new URL(raw);
      return url.username === '' && url.password === '' && allowedHosts.includes(url.host) ? url.href : null;
    }
    if (readsAsOtherOrigin(raw)) return null;
    const url = new URL(raw.startsWith('/') ? raw : `/${raw}`, PROBE_ORIGIN);
    const path = url.pathname + url.search + url.hash;
    // The parser's normal form must not read as another origin (`/..//host` becomes `//host`), nor must a
    // later decode of it (a router, a server) find another origin or a control character in it.
    if (url.origin !== PROBE_ORIGIN || readsAsOtherOrigin(path)) return null;
    for (let text = path, round = 0; round < 3; round += 1) {
      const decoded = decodeURIComponent(text);
      if (decoded === text) break;
      // eslint-disable-next-line no-control-regex
      if (readsAsOtherOrigin(decoded) || /[\u0000-\u001f\u007f]/.test(decoded)) return null;
      text = decoded;
    }
    return path;
  } catch {
    // A malformed URL or percent-encoding.
    return null;
  }
}

/**
 * A link of configured content (a component config, a content component) that
 * stays in this shop: a path that begins with one slash and passes
 * safeRedirectTarget, normalised; null for anything else, which such content
 * may name (an `https://` page) but never gets the shop's own navigation.
 */
export function shopPathOf(href: string): string | null {
  return href.startsWith('/') ? safeRedirectTarget(href) : null;
}
