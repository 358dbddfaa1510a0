/**
 * Where a URL from the content system may lead. Dangerous protocols are
 * refused; a link with one is dropped (its text stays). Only http(s),
 * mailto and tel are followed; a same-origin http(s) URL is an in-shop path,
 * which the shell's navigation handles without a reload.
 */
export type SafeHref =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly href: string };

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Control characters and blanks a browser ignores inside a URL ("java\tscript:"). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

export function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

function parse(raw: string, origin: string): URL | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  try {
    return new URL(trimmed, `${origin}/`);
  } catch {
    return null;
  }
}

/** A link's href as it may be followed, or null when it must be dropped. */
export function safeHref(raw: string, origin: string = currentOrigin()): SafeHref | null {
  // A jump within the page ("#oeffnungszeiten") is the browser's own business.
  if (/^#[\w-]*$/.test(raw.trim())) return { kind: 'internal', path: raw.trim() };
  const url = parse(raw, origin);
  if (!url || !LINK_PROTOCOLS.has(url.protocol)) return null;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: url.href };
}

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * The source of an image, video or background from a block's fields: http(s)
 * (relative paths resolve against the shop) or, for images, an inline
 * `data:image/…` (the shell's CSP allows `img-src data:`; an image cannot run
 * script). Anything else is refused.
 */
export function safeMediaSrc(raw: string, options: { allowDataImage?: boolean } = {}, origin: string = currentOrigin()): string | null {
  const compact = raw.replace(IGNORED_IN_URL, '');
  if (options.allowDataImage !== false && DATA_IMAGE.test(compact)) return raw.trim();
  const url = parse(raw, origin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** True for a URL on another origin than the shop's: loading it tells a third party about the visitor. */
export function isThirdParty(raw: string, origin: string = currentOrigin()): boolean {
  const url = parse(raw, origin);
  return url !== null && url.origin !== origin;
}

/** True when a URL attribute's value would run script or smuggle a document in (javascript:, data:, …). */
export function isDangerousUrlValue(value: string): boolean {
  return /^(javascript|vbscript|data|blob|file|filesystem):/i.test(value.replace(IGNORED_IN_URL, ''));
}
