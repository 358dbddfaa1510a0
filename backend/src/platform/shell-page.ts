import { ROUTES, ROUTE_NAMES, type RemoteName, type RouteName } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry, RemoteRelease } from '@storefront/shared/platform/schemas';
import { escapeHtml } from '../http/html';
import { FAVICON_SIZES } from '../media/app-icon';
import { APPLE_TOUCH_ICON_PATH, FAVICON_PATH, WEB_APP_MANIFEST_PATH } from '../routes/app-icons';
import type { Tenant } from '../tenant/tenants';

/** Whether a route exists under the tenant's flags (doc 1 §5). */
export function routeEnabled(name: RouteName, tenant: Tenant): boolean {
  const spec = ROUTES[name];
  const on = (flag: keyof Tenant['features']) => tenant.features[flag];
  return spec.flags.every(on) && !('flagsOff' in spec && spec.flagsOff?.some(on));
}

/** The segments of a route's path pattern: `/` + slug (or name) + suffix (doc 1 §2). */
function patternSegments(name: RouteName, tenant: Tenant): string[] {
  if (name === 'index') return [];
  return `${tenant.slugs[name] ?? name}${ROUTES[name].suffix}`.split('/').filter((part) => part !== '');
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  if (segments.length > pattern.length) return false;
  return pattern.every((part, index) => {
    const segment = segments[index];
    if (part.startsWith(':')) return segment !== undefined || part.endsWith('?');
    return segment === part;
  });
}

/**
 * The remote that renders a page path for this tenant (the shared route
 * table with the tenant's slugs and flags). Paths no named route matches are
 * content pages (the index route's catch-all), so the content remote.
 */
export function remoteForPath(pagePath: string, tenant: Tenant): RemoteName {
  let segments: string[];
  try {
    segments = pagePath.split('/').filter((part) => part !== '').map((part) => decodeURIComponent(part));
  } catch {
    return ROUTES.index.owner;
  }
  for (const name of ROUTE_NAMES) {
    if (name === 'index' || !routeEnabled(name, tenant)) continue;
    if (matches(patternSegments(name, tenant), segments)) return ROUTES[name].owner;
  }
  return ROUTES.index.owner;
}

/**
 * Preload hints for the remote of the requested page, so its manifest and
 * entry load in parallel with the shell's own bundle instead of after it.
 * The entry is a classic script (module federation's `var` container), the
 * manifest is fetched by the federation runtime.
 */
export function preloadHints(remote: (RemoteMapEntry & RemoteRelease) | undefined): string[] {
  if (!remote) return [];
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const integrity = remote.integrity?.['remoteEntry.js'];
  return [
    `<link rel="preload" href="${escapeHtml(remote.entry)}" as="fetch" crossorigin="anonymous">`,
    // With the entry's integrity, as the page's script asks for it: a preload without it would not be used.
    `<link rel="preload" href="${escapeHtml(`${base}remoteEntry.js`)}" as="script"${integrity ? ` integrity="${escapeHtml(integrity)}"` : ''}>`,
  ];
}

/**
 * The tenant's icons and web app manifest (routes/app-icons.ts), linked from
 * every page so browsers need not guess (a guessed /favicon.ico is asked for
 * anyway, and answered), and its theme colour for the browser's toolbar.
 */
export function iconTags(tenant: Tenant): string[] {
  return [
    `<link rel="icon" href="${FAVICON_PATH}" sizes="${FAVICON_SIZES.map((size) => `${size}x${size}`).join(' ')}">`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}">`,
    `<link rel="manifest" href="${WEB_APP_MANIFEST_PATH}">`,
    `<meta name="theme-color" content="${escapeHtml(tenant.theme.primaryColor)}">`,
  ];
}

const TAGS_WITH_NONCE = /<(script|style|link)\b/gi;

/**
 * The shell's index.html for one response: every <script>, <style> and
 * <link> carries the response's CSP nonce, and the head tags (icons, preload
 * hints) go at the end of <head> (they get the nonce too).
 */
export function renderShellHtml(html: string, nonce: string, hints: readonly string[]): string {
  const withHints = hints.length > 0 && html.includes('</head>') ? html.replace('</head>', `${hints.join('')}</head>`) : html;
  return withHints.replace(TAGS_WITH_NONCE, (_tag, name: string) => `<${name} nonce="${nonce}"`);
}
