import { createHash, randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { getBuildMeta, getLatestBuild, getPrerenderedPayload } from '@storefront/shared/platform/operations';
import { FRAGMENTS, ROUTE_CONTENT_FRAGMENTS, ROUTES, ROUTE_NAMES, type FragmentName, type RouteName } from '@storefront/shared/platform/contracts';
import type { RouteRule } from '@storefront/shared/platform/schemas';
import type { Environment } from '@storefront/server-kit/environment';
import { redirectTarget } from '@storefront/shared/platform/validation';
import { cataloguePageResource } from '@storefront/shared/catalogue/page-resources';
import { notFound, parseInput } from '@storefront/server-kit/http/errors';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HASHED_ASSET, isFile, CACHE_NEVER, CACHE_PRIVATE_NEVER, CACHE_PRIVATE_REVALIDATE } from '@storefront/server-kit/http/static-files';
import { operationRouter } from '@storefront/server-kit/operations/operation-routes';
import {
  BOOT_DATA_ID,
  BOOT_FILES,
  fragmentChunkFiles,
  iconTags,
  inlineJson,
  preloadHints,
  renderShellHtml,
  routeChunkFiles,
  matchRoute,
  sharedChunkFiles,
  shellBootFiles,
  shellPreloadHints,
  shellProvidedShares,
} from './shell-page';
import type { ReleaseRegistry } from '../registry/release-registry';
import type { ServedRemote } from '../registry/rollouts';
import { shellContentSecurityPolicy } from './shell-csp';
import type { ShopContent } from '../shop-gateway/shop-content';
import type { TenantConfigFor } from '../tenants/tenant-config';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';

/** First path segments that belong to the backend, never to the shell's client-side routes. */
const BACKEND_PREFIXES: ReadonlySet<string> = new Set(['api', 'tenant', 'remotes', 'builds', 'logs', '__test', 'consent']);
/** A path segment the shell build can contain; no leading dot, so no `..` and no hidden files. */
const SAFE_SEGMENT = /^[A-Za-z0-9_][\w.-]*$/;
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;
/** Files of the build that are not sent under their own name: source maps, precompressed copies. */
const NOT_SERVED_FILE = /\.(?:map|br|gz)$/;
const INDEX_FILE = 'index.html';
const PAYLOAD_FILE = '_payload.json';
/** The id answered while there is no shell build (development with the shell's dev server). */
export const DEV_BUILD_ID = 'dev';

/**
 * Content pages that are the same for every visitor and change only with a
 * deploy of their content, so they are declared prerendered: the shell may
 * take them from `{path}/_payload.json` instead of the content API (doc 1 §7).
 * Only those the content store has are listed.
 */
export const PRERENDER_CANDIDATES: readonly string[] = ['/', '/ueber-uns', '/liefergebiete', '/service'];

/** The old paths that moved: the build's redirect route rules (doc 1 §7), by exact path. */
const MOVED_PATHS: Readonly<Record<string, { to: string; statusCode: 301 | 302 }>> = { '/startseite': { to: '/', statusCode: 301 } };

export const SHELL_NOT_BUILT_MESSAGE =
  'The storefront shell is not built yet. Run `pnpm build` in the repository root, then reload this page.\n';

export interface ShellRouteOptions {
  readonly shellDist: string;
  readonly registry: ReleaseRegistry;
  /** The tenant config for this visitor, the one `/tenant/config` answers: the page carries it inline. */
  readonly tenantConfigFor: TenantConfigFor;
  readonly environment: Environment;
  /** The shop's content the page needs (redirects, prerendered pages), asked of the shop API. */
  readonly shopContent: ShopContent;
}

/**
 * The shell build at the root: its hashed assets, and its index.html for every
 * other page path so the shell's client-side router can take over; plus the
 * build helpers of doc 1 §7 (builds/latest.json, builds/meta/{id}.json,
 * {path}/_payload.json).
 */
export const shellRoutes: FastifyPluginAsync<ShellRouteOptions> = async (app, { shellDist, registry, tenantConfigFor, environment, shopContent }) => {
  const indexFile = path.join(shellDist, INDEX_FILE);

  /**
   * The shell's index.html and its build id, read again only when the file
   * changed (a rebuild is picked up without a restart), so a page request or a
   * build poll costs one stat, not a read and a hash.
   */
  interface ShellIndex {
    readonly html: string;
    readonly id: string;
    readonly bootFiles: readonly string[];
    /** The share names the shell provides (boot-files.json). */
    readonly provides: ReadonlySet<string>;
  }
  let index: (ShellIndex & { readonly mtimeMs: number; readonly size: number }) | undefined;
  async function readIndex(): Promise<ShellIndex | undefined> {
    try {
      const { mtimeMs, size } = await stat(indexFile);
      if (index?.mtimeMs !== mtimeMs || index.size !== size) {
        const html = await readFile(indexFile, 'utf8');
        const bootList = await readFile(path.join(shellDist, BOOT_FILES), 'utf8').catch(() => '');
        const bootFiles = shellBootFiles(bootList, html);
        index = { mtimeMs, size, html, id: createHash('sha256').update(html).digest('hex').slice(0, 16), bootFiles, provides: shellProvidedShares(bootList) };
      }
      return index;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      index = undefined;
      return undefined;
    }
  }

  async function currentBuildId(): Promise<string> {
    return (await readIndex())?.id ?? DEV_BUILD_ID;
  }

  /**
   * The files a route (or a fragment) of a published remote version needs first (routeChunkFiles,
   * fragmentChunkFiles); a published version never changes, so they are read once. A read that failed
   * (the store unreachable for a moment, the manifest not there) is not kept: that page goes without the
   * hints and the next one reads again. A remote on its dev server has none here.
   */
  const partFiles = new Map<string, Promise<string[]>>();
  type Part = { route: RouteName } | { fragment: FragmentName } | { shared: ReadonlySet<string> };
  function partFilesOf(remote: ServedRemote, part: Part): Promise<string[]> {
    const name = 'route' in part ? part.route : 'fragment' in part ? `fragment:${part.fragment}` : `shared:${[...part.shared].join(',')}`;
    const key = `${remote.name}@${remote.version}#${name}`;
    let files = partFiles.get(key);
    if (!files) {
      const partial = (found: string[]): string[] => {
        partFiles.delete(key);
        return found;
      };
      const filesOf = (manifest: string, exposedModule: string | undefined) =>
        'route' in part ? routeChunkFiles(manifest, exposedModule, part.route) : 'fragment' in part ? fragmentChunkFiles(manifest, exposedModule, part.fragment) : [];
      files = (async () => {
        const manifest = await registry.storage.readBuildFile(remote.name, remote.version, 'mf-manifest.json');
        if (!manifest) return partial([]);
        const text = manifest.toString('utf8');
        if ('shared' in part) return sharedChunkFiles(text, part.shared);
        const exposed = filesOf(text, undefined)[0];
        if (!exposed?.startsWith('__federation_expose_')) return filesOf(text, undefined);
        const exposedModule = await registry.storage.readBuildFile(remote.name, remote.version, exposed);
        // Without the exposed module's code the vendor chunks are unknown: hint what is known, read again next time.
        if (!exposedModule) return partial(filesOf(text, undefined));
        return filesOf(text, exposedModule.toString('utf8'));
      })().catch(() => partial([]));
      partFiles.set(key, files);
    }
    return files;
  }

  /**
   * Preload hints for a route: its remote's manifest, entry and chunks and the shared packages the remote
   * brings (those the shell does not provide), then those of the fragments of other remotes its page shows
   * as content (ROUTE_CONTENT_FRAGMENTS), each file once.
   */
  async function routePreloads(remotes: readonly ServedRemote[], route: RouteName, shellProvides: ReadonlySet<string>): Promise<string[]> {
    const owner = remotes.find((remote) => remote.name === ROUTES[route].owner);
    // The route's remote is the first on the page: the shared packages the shell does not provide come from it.
    const parts: [ServedRemote, Part][] = owner ? [[owner, { route }], [owner, { shared: shellProvides }]] : [];
    for (const fragment of ROUTE_CONTENT_FRAGMENTS[route] ?? []) {
      const remote = remotes.find((candidate) => candidate.name === FRAGMENTS[fragment]);
      if (remote) parts.push([remote, { fragment }]);
    }
    const hints = (await Promise.all(parts.map(async ([remote, part]) => preloadHints(remote, await partFilesOf(remote, part))))).flat();
    return [...new Set(hints)];
  }

  /**
   * The page, with a fresh CSP nonce on each of its tags; what its first render
   * needs inline (the tenant config for this visitor and the redirect table,
   * read by the shell instead of fetching them); and preload hints for the
   * remote of the requested path and its route's chunks, so they load in
   * parallel with the shell's own bundle. It holds this visitor's remote map
   * and a nonce, so no shared cache keeps it and the browser asks for it again
   * on every load (`private, no-cache`); it holds no personal data, so the
   * back/forward cache may keep it (what a restored page shows of the session
   * and the cart is checked again when it comes back).
   *
   * Its status is what the shell will show, so a crawler or a link checker
   * reads it without running the page: a path the redirect table or the
   * build's route rules move is answered with the redirect itself, the same
   * rule the shell follows on later navigations; a path of the content
   * catch-all where the content system has no page is 404 (the shell shows
   * its not-found page), and so is a catalogue page whose product, category,
   * recipe or brand the shop does not have (`cataloguePageResource`, the call
   * whose 404 the page itself turns into the shell's not-found page). Every
   * question runs beside the config and the redirects; a shop API that does
   * not answer leaves the status 200 and the decision to the page.
   */
  async function sendIndex(request: FastifyRequest, reply: FastifyReply, pagePath: string): Promise<FastifyReply> {
    const shell = await readIndex();
    if (shell === undefined) {
      return reply.code(503).header('cache-control', CACHE_NEVER).type('text/plain; charset=utf-8').send(SHELL_NOT_BUILT_MESSAGE);
    }
    const tenant = request.tenant;
    const host = request.headers.host ?? '';
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const { name: route, params } = matchRoute(pagePath, tenant);
    // A path of the content catch-all asks the content system whether it has the page, a catalogue page the shop
    // whether it has its product (or category, recipe, brand); a slug in the query hands the catch-all over to
    // the category route (query-slug rule).
    const handedOver = new URLSearchParams(query).get('slug')?.trim();
    const asksContent = route === 'index' && pagePath !== '/' && !handedOver;
    const resource = cataloguePageResource(route, params);
    const [{ config, remotes }, redirects, hasPage] = await Promise.all([
      tenantConfigFor(request, reply),
      shopContent.redirects(host),
      asksContent ? shopContent.hasPage(pagePath, host) : resource ? shopContent.hasResource(resource, host) : undefined,
    ]);
    // The redirect table first, then the route rules, as the shell applies them; what is asked of the tenant's host.
    const redirect = redirectTarget(redirects, pagePath, query, tenant.redirectHosts);
    const moved = redirect !== null ? { to: redirect, statusCode: 301 } : MOVED_PATHS[pagePath];
    if (moved) return reply.header('cache-control', CACHE_PRIVATE_NEVER).header('vary', 'Host').redirect(moved.to, moved.statusCode);
    if (hasPage === false) reply.code(404);
    const nonce = randomBytes(16).toString('base64');
    reply.header('cache-control', CACHE_PRIVATE_REVALIDATE);
    reply.header('vary', 'Host, Cookie');
    reply.header('content-security-policy', shellContentSecurityPolicy(nonce, tenant, environment));
    const headTags = [
      ...iconTags(tenant),
      inlineJson(BOOT_DATA_ID, { tenantConfig: config, redirects }),
      ...shellPreloadHints(shell.bootFiles),
      ...(await routePreloads(remotes, route, shell.provides)),
    ];
    return reply.type('text/html; charset=utf-8').send(renderShellHtml(shell.html, nonce, headTags));
  }

  async function prerenderedPaths(host: string): Promise<string[]> {
    const found = await Promise.all(PRERENDER_CANDIDATES.map(async (candidate) => ((await shopContent.page(candidate, host)) ? candidate : undefined)));
    return found.filter((candidate): candidate is string => candidate !== undefined);
  }

  /** The route rules of this tenant's paths: prerendered content, login-only pages, the old paths that moved (doc 1 §7). */
  async function routeRules(tenant: Tenant, host: string): Promise<Record<string, RouteRule>> {
    const rules: Record<string, RouteRule> = {};
    for (const prerendered of await prerenderedPaths(host)) rules[prerendered] = { prerender: true };
    for (const name of ROUTE_NAMES) {
      const spec = ROUTES[name];
      if ('loginRequired' in spec && spec.loginRequired) rules[`/${tenant.slugs[name] ?? name}/**`] = { appMiddleware: ['auth'] };
    }
    for (const [from, redirect] of Object.entries(MOVED_PATHS)) rules[from] = { redirect };
    return rules;
  }

  async function sendPayload(request: FastifyRequest, reply: FastifyReply, segments: string[]): Promise<unknown> {
    const { buildId } = parseInput(getPrerenderedPayload.query, request.query);
    if (buildId !== (await currentBuildId())) throw notFound('buildNotFound', `Build ${buildId} is not the current build`);
    let pagePath: string;
    try {
      pagePath = `/${segments.slice(0, -1).map((segment) => decodeURIComponent(segment)).join('/')}`;
    } catch {
      throw notFound('notFound', 'No prerendered page here');
    }
    // Prerendered are the candidates the content store has: one look-up of this page, not one of every candidate.
    const page = PRERENDER_CANDIDATES.includes(pagePath) ? await shopContent.page(pagePath, request.headers.host ?? '') : undefined;
    if (!page) throw notFound('notFound', `No prerendered page at ${pagePath}`);
    // Tied to the build id in the query, which changes with every deploy.
    reply.header('cache-control', 'public, max-age=300');
    return page;
  }

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const segments = request.params['*'].split('/');
    const last = segments[segments.length - 1] ?? '';
    if (BACKEND_PREFIXES.has(segments[0] ?? '')) throw notFound('notFound', 'Not found');
    if (last === PAYLOAD_FILE) return sendPayload(request, reply, segments);
    if (!FILE_EXTENSION.test(last)) return sendIndex(request, reply, `/${request.params['*']}`);
    if (last === INDEX_FILE && segments.length === 1) return sendIndex(request, reply, '/');

    // Source maps are built hidden (for error reports), not published; the `.br` and `.gz` copies of a file are
    // sent in its place (preCompressed), never under their own names.
    const file = segments.join('/');
    if (!segments.every((segment) => SAFE_SEGMENT.test(segment)) || NOT_SERVED_FILE.test(last) || !(await isFile(path.join(shellDist, file)))) {
      // A page whose last segment only looks like a file (a search for "Bier 0.5"): a browser navigating asks for HTML.
      if (request.headers.accept?.includes('text/html')) return sendIndex(request, reply, `/${request.params['*']}`);
      throw notFound('notFound', 'File not found');
    }
    reply.header('cache-control', HASHED_ASSET.test(last) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
    return reply.sendFile(file, shellDist, { cacheControl: false });
  });

  const route = operationRouter(app);
  // The page route below answers `{path}/_payload.json` (sendPayload).
  app.describeOperation(getPrerenderedPayload);

  // The shell polls builds/latest.json for a newer build id.
  route(getLatestBuild, async (_input, _request, reply) => {
    reply.header('cache-control', CACHE_REVALIDATE);
    return { id: await currentBuildId() };
  });

  // The route rules and prerendered paths of a build; only the current build is known.
  route(getBuildMeta, async ({ params }, request, reply) => {
    const id = await currentBuildId();
    if (params.id !== id) throw notFound('buildNotFound', 'Unknown build');
    reply.header('cache-control', CACHE_REVALIDATE);
    reply.header('vary', 'Host');
    const tenant = request.tenant;
    const host = request.headers.host ?? '';
    return { id, routeRules: await routeRules(tenant, host), prerendered: await prerenderedPaths(host) };
  });
};
