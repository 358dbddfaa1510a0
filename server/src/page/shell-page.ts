import type { FragmentName, RouteName } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry, RemoteRelease } from '@storefront/shared/platform/schemas';
import { escapeHtml } from '@storefront/server-kit/http/html';
import { FAVICON_SIZES } from './app-icon-image';
import { APPLE_TOUCH_ICON_PATH, FAVICON_PATH, WEB_APP_MANIFEST_PATH } from './app-icons';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';
import { matchRoute, routeForPath, routeEnabled, remoteForPath } from '@storefront/server-kit/tenants/tenant-routes';

export { matchRoute, routeForPath, routeEnabled, remoteForPath };

/**
 * Preload hints for the remote of the requested page, so its manifest and
 * entry load in parallel with the shell's own bundle instead of after it.
 * The entry is a classic script (module federation's `var` container), the
 * manifest is fetched by the federation runtime.
 */
export function preloadHints(remote: (RemoteMapEntry & RemoteRelease) | undefined, routeFiles: readonly string[] = []): string[] {
  if (!remote) return [];
  const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
  const integrity = remote.integrity?.['remoteEntry.js'];
  return [
    `<link rel="preload" href="${escapeHtml(remote.entry)}" as="fetch" crossorigin="anonymous">`,
    // With the entry's integrity, as the page's script asks for it: a preload without it would not be used.
    `<link rel="preload" href="${escapeHtml(`${base}remoteEntry.js`)}" as="script"${integrity ? ` integrity="${escapeHtml(integrity)}"` : ''}>`,
    // The bundler loads chunks as classic scripts without crossorigin, so the hints have none either.
    ...routeFiles.map((file) => `<link rel="preload" href="${escapeHtml(base + file)}" as="${file.endsWith('.css') ? 'style' : 'script'}">`),
  ];
}

/** What the shell's build writes beside its page: the files it fetches before its first render (shell/build/boot-files-plugin.mjs). */
export const BOOT_FILES = 'boot-files.json';

/**
 * The shell's boot files its page does not already name (the bootstrap chunk
 * group is preloaded by the page itself), from `boot-files.json`: the shared
 * packages it provides and the lazy chunks the first render waits for. Found
 * only once main.js runs otherwise, one round trip later. A missing or
 * unreadable list gives none.
 */
export function shellBootFiles(listJson: string, html: string): string[] {
  let list: { files?: unknown };
  try {
    list = JSON.parse(listJson) as { files?: unknown };
  } catch {
    return [];
  }
  const files = Array.isArray(list.files) ? list.files : [];
  return files.filter((file): file is string => typeof file === 'string' && CHUNK_FILE.test(file) && !html.includes(`/${file}"`));
}

/** The share names the shell provides, from `boot-files.json` (react, react-dom, the kits); none from a missing or unreadable list. */
export function shellProvidedShares(listJson: string): ReadonlySet<string> {
  try {
    const list = JSON.parse(listJson) as { provides?: unknown };
    return new Set(Array.isArray(list.provides) ? list.provides.filter((name): name is string => typeof name === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The files of the shared packages a remote brings itself, the ones the shell does not provide (swr,
 * single-spa-react): every route parcel takes them, the route's remote is the first on its page, so
 * its copies are the ones used (loaded-first). Found otherwise only when the route's chunk is asked for.
 * With no list of what the shell provides, none: a wrong guess would fetch react a second time.
 */
export function sharedChunkFiles(manifestJson: string, shellProvides: ReadonlySet<string>): string[] {
  if (shellProvides.size === 0) return [];
  let manifest: { shared?: { name?: unknown; assets?: { js?: { sync?: unknown[] } } }[] };
  try {
    manifest = JSON.parse(manifestJson) as typeof manifest;
  } catch {
    return [];
  }
  return (manifest.shared ?? [])
    .filter((entry) => typeof entry.name === 'string' && !shellProvides.has(entry.name))
    .flatMap((entry) => (entry.assets?.js?.sync ?? []).filter((file): file is string => typeof file === 'string' && CHUNK_FILE.test(file)));
}

/** Preload hints for the shell's own boot files (classic scripts and styles, as the bundler loads them). */
export function shellPreloadHints(files: readonly string[]): string[] {
  return files.map((file) => `<link rel="preload" href="/${escapeHtml(file)}" as="${file.endsWith('.css') ? 'style' : 'script'}">`);
}

const CHUNK_FILE = /^[\w-]+\.[0-9a-f]{8}\.(?:js|css)$/;

/**
 * The files a remote's route needs before it renders, from the remote's build
 * as published: the exposed module's chunk (mf-manifest.json, `exposes`), and
 * the route's own chunk with its vendor chunks, the chunk that starts the
 * route's first data with its vendor chunks (withRouteData), and the route's
 * styles (the route's script asks for them only once it runs, and waits for
 * them: one round trip more; a remote that is down answers the style preload
 * with an error, which Chromium reports as "Refused to apply style"). Which vendor chunks
 * a route loads is written in the exposed module, where the route table lazily
 * imports `"<route>": () => Promise.all([n.e(344), n.e(370), …])` (or
 * `cart: () => n.e(254)`); a chunk id
 * counts when the manifest lists a file named by it (the shared singletons the
 * shell provides are no files of the remote). A build that does not read this
 * way gives fewer hints, never wrong ones: each file named is in the manifest.
 */
export function routeChunkFiles(manifestJson: string, exposedModule: string | undefined, routeName: RouteName): string[] {
  return exposedChunkFiles(manifestJson, exposedModule, routeName, [`route-${routeName}.`, `data-${routeName}.`]);
}

/** The same for a fragment the remote provides: its chunk (`fragment-<name>`) and the vendor chunks its loader names. */
export function fragmentChunkFiles(manifestJson: string, exposedModule: string | undefined, fragment: FragmentName): string[] {
  return exposedChunkFiles(manifestJson, exposedModule, fragment, [`fragment-${fragment}.`]);
}

function exposedChunkFiles(manifestJson: string, exposedModule: string | undefined, name: string, ownPrefixes: readonly string[]): string[] {
  let manifest: { exposes?: { assets?: { js?: { sync?: unknown[]; async?: unknown[] }; css?: { async?: unknown[] } } }[] };
  try {
    manifest = JSON.parse(manifestJson) as typeof manifest;
  } catch {
    return [];
  }
  const assets = manifest.exposes?.[0]?.assets;
  const names = (list: unknown[] | undefined) => (list ?? []).filter((file): file is string => typeof file === 'string' && CHUNK_FILE.test(file));
  const sync = names(assets?.js?.sync);
  const asyncJs = names(assets?.js?.async);
  // The part's own chunks (its chunk, its styles, and for a route the small chunk that starts its first data).
  const own = [...asyncJs, ...names(assets?.css?.async)].filter((file) => ownPrefixes.some((prefix) => file.startsWith(prefix)));
  // The key is quoted or, where it is a plain name (`cart`, `index`), not. A part's entry runs to the next key
  // or the table's end: `()=>Promise.all([n.e(344),…]).then(…)`, `()=>n.e(254).then(…)`, or, for a route
  // whose first data has a chunk of its own, `x(()=>…route…,()=>…data…)` (withRouteData); every chunk id in
  // it counts.
  const key = /^[a-z]\w*$/.test(name) ? `(?:"${name}"|\\b${name})` : `"${name}"`;
  const loaders = exposedModule ? [...exposedModule.matchAll(new RegExp(`${key}:(.*?)(?=,"?[\\w-]+"?:|})`, 'g'))].map((match) => match[1]) : [];
  const ids = [...new Set(loaders.flatMap((loader) => [...(loader ?? '').matchAll(/\.e\((\d+)\)/g)].map(([, id]) => id)))];
  const vendor = ids.flatMap((id) => asyncJs.filter((file) => file.startsWith(`${id}.`)));
  return [...sync, ...vendor, ...own];
}

/**
 * The tenant's icons and web app manifest (app-icons.ts), linked from
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

/** Where the shell's page carries its boot data inline (the shell reads it by this id). */
export const BOOT_DATA_ID = 'sf-boot';

/**
 * Data as a `<script type="application/json">` the shell reads before its
 * first render: JSON with `<`, `>`, `&` and the two line separators written as
 * `\u` escapes, so no value (a tenant's message, a redirect path) can close
 * the element or open a comment; JSON.parse reads them back unchanged.
 */
export function inlineJson(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${escapeHtml(id)}">${json}</script>`;
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
