import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { XSRF_COOKIE, XSRF_HEADER } from '@storefront/shared/platform/api';
import { REMOTE_LOAD_BUDGET_MS, REMOTE_RETRY_BACKOFF_MS, federationName } from '@storefront/shared/platform/contracts';
import { remoteReleaseSchema, type RemoteMapEntry, type RemoteRelease } from '@storefront/shared/platform/schemas';
import * as z from 'zod/mini';

type Build = Pick<RemoteMapEntry, 'version' | 'entry'> & Pick<RemoteRelease, 'integrity'>;
type Remote = RemoteMapEntry & RemoteRelease;

/** `sha384-<base64>` of a body, the form the registry records and `<script integrity>` takes. */
async function sha384(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', new Uint8Array(body)));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/** The folder of a build's entry, as an absolute URL: every file of the build is below it. */
const folderOf = (entry: string) => new URL('.', new URL(entry, location.href)).href;

/**
 * Reports a version that failed to load (POST /logs, as the shell's error
 * reports go, with the XSRF token of doc 1 §7): the backend counts these per
 * version and takes a rolled-out version that fails for most of its visitors
 * out of the rollout.
 */
function reportLoadFailure(remote: Remote, build: Build, reason: string, fallback: string | undefined): void {
  const message = `Remote ${remote.name}@${build.version} failed to load (${reason})${fallback ? `; falling back to the stable version ${fallback}` : ''}`;
  console.warn(message);
  const token = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`))?.slice(XSRF_COOKIE.length + 1);
  const record = {
    timestamp: new Date().toISOString(),
    version: 'shell',
    level: 'warn',
    message,
    path: location.pathname,
    params: { event: 'remote-load-failed', remote: remote.name, version: build.version, reason },
  };
  fetch('/logs', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...(token ? { [XSRF_HEADER]: decodeURIComponent(token) } : {}) },
    body: JSON.stringify({ message, record }),
  }).catch(() => undefined);
}

/**
 * How long the first attempt at one file of a remote (its manifest, its entry
 * script) may take: half of what the budget leaves after the retry's pause, so
 * the first attempt and the one retry (remote-slot.ts, parcelLoader) both fit in
 * the slot's budget. A file that hangs fails then instead of never.
 */
export function attemptTimeLimit(budget: number): number {
  return Math.max(1, Math.floor((budget - REMOTE_RETRY_BACKOFF_MS) / 2));
}

/**
 * The limit of a remote's files once one of them is asked for a second time
 * (the retry): a remote that is merely slow then still arrives, after the
 * slot's fallback, and replaces it where it may (mount-parcel.ts).
 */
export const PATIENT_TIME_LIMIT_MS = 20_000;

/**
 * The time limit of each request for a remote's files: the short one while the
 * remote's folder is on its first attempt, the patient one from the first
 * repeated request of any of its files on.
 */
export function timeLimits(budget: number): (url: string) => number {
  const asked = new Set<string>();
  const patient = new Set<string>();
  return (url) => {
    const href = new URL(url, location.href).href.split(/[?#]/)[0] ?? '';
    const folder = new URL('.', href).href;
    if (asked.has(href)) patient.add(folder);
    asked.add(href);
    return patient.has(folder) ? PATIENT_TIME_LIMIT_MS : attemptTimeLimit(budget);
  };
}

/** `fetch`, aborted when it has not answered (body included) within `limit` ms. */
export function fetchWithTimeLimit(url: string, init: RequestInit, limit: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`No answer from ${url} within ${limit} ms`)), limit);
  return fetch(url, { ...init, signal: controller.signal }).then(
    async (response) => {
      // The body is read within the limit too: a server that sends the headers and then hangs fails as well.
      const body = await response.arrayBuffer();
      clearTimeout(timer);
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}

/**
 * The federation runtime plugin of the shell, a lazy chunk of its own:
 * requested when the registry is created and awaited before the first remote
 * loads, so it costs the shell's initial JS nothing.
 *
 * - Time limits: the first attempt at a remote's manifest or entry script
 *   fails after attemptTimeLimit(budget); the slot then retries the whole load
 *   once (parcelLoader), so a request that hangs gets its second chance within
 *   the budget, with a patient limit (timeLimits). A manifest answered with an
 *   error status fails at once.
 * - Integrity: the manifest and remoteEntry.js of a build must have the SHA-384
 *   the registry recorded when it was published (the remote map carries them):
 *   the manifest is hashed before the runtime reads it, the entry script gets
 *   the hash as its `integrity`, which the browser enforces. A tampered or
 *   half-uploaded build never runs; the load fails, logged.
 * - Last known good: a rolled-out version that fails to load (for any reason)
 *   is replaced by the tenant's stable version (`stable` in the remote map)
 *   before the slot shows its fallback, and the failure is reported.
 *
 * The hooks are typed loosely: the runtime's plugin type does not name the
 * `{ script, timeout }` answer of createScript its script loader accepts.
 */
export function createRetryPlugin(remotes: readonly RemoteMapEntry[] = [], budget = REMOTE_LOAD_BUDGET_MS): ModuleFederationRuntimePlugin {
  const limitFor = timeLimits(budget);

  // The registry's additions, parsed here rather than at boot; an entry whose additions are malformed gets no check and no fallback.
  const withRelease: Remote[] = remotes.map((remote) => {
    const release = z.safeParse(remoteReleaseSchema, remote);
    return release.success ? { ...remote, ...release.data } : { name: remote.name, version: remote.version, entry: remote.entry, contractVersion: remote.contractVersion };
  });
  const byFederationName = new Map(withRelease.map((remote) => [federationName(remote.name), remote]));
  /** Every build the page may load: each remote's version and, in a rollout, its stable version. */
  const builds: Build[] = withRelease.flatMap((remote) => (remote.stable ? [remote, remote.stable] : [remote]));

  /** The recorded hash of a file of a build the page may load; undefined for a file no hash is known of. */
  function expectedIntegrity(url: string): string | undefined {
    const href = new URL(url, location.href).href.split(/[?#]/)[0] ?? '';
    for (const build of builds) {
      const folder = folderOf(build.entry);
      if (href.startsWith(folder)) return build.integrity?.[href.slice(folder.length)];
    }
    return undefined;
  }

  return {
    name: 'storefront-remote-loading',
    async fetch(url: string, init: RequestInit) {
      const response = await fetchWithTimeLimit(url, init, limitFor(url));
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const integrity = expectedIntegrity(url);
      // Without Web Crypto (a page on plain HTTP other than localhost, never the shop) the manifest cannot be
      // hashed; the entry script is still checked by the browser itself.
      if (!integrity || !crypto.subtle) return response;
      const body = await response.clone().arrayBuffer();
      if ((await sha384(body)) !== integrity) throw new Error(`Integrity check failed for ${url}: it is not the build the registry published`);
      return response;
    },
    createScript({ url }: { url: string }) {
      const script = document.createElement('script');
      const timeout = limitFor(url);
      // On the retry the entry gets an address of its own: a browser hands a new script element with the
      // address of a request that still hangs that same request, which would hang the retry too.
      script.src = timeout === PATIENT_TIME_LIMIT_MS ? `${url}${url.includes('?') ? '&' : '?'}retry` : url;
      const integrity = expectedIntegrity(url);
      if (integrity) script.integrity = integrity;
      if (new URL(url, location.href).origin !== location.origin) script.crossOrigin = 'anonymous';
      // The runtime gives up on the script after `timeout` ms and reports a load error.
      return { script, timeout };
    },
    async errorLoadRemote({ id, error, lifecycle, origin }: { id: string; error: unknown; lifecycle: string; origin: FederationHost }) {
      if (lifecycle !== 'onLoad') return undefined;
      const name = id.slice(0, id.indexOf('/'));
      const remote = byFederationName.get(name);
      if (!remote) return undefined;
      const registered = origin.options.remotes.find((item) => item.name === name);
      const failed = remote.stable && registered && 'entry' in registered && registered.entry === remote.stable.entry ? remote.stable : remote;
      const text = String(error instanceof Error ? error.message : error);
      const reason = text.includes('Integrity') ? 'integrity' : /within \d+ ms|timed out/.test(text) ? 'timeout' : 'load-failed';
      const stable = remote.stable;
      const fallBack = stable !== undefined && failed !== stable;
      reportLoadFailure(remote, failed, reason, fallBack ? stable.version : undefined);
      if (!fallBack) return undefined;
      origin.registerRemotes([{ name, entry: stable.entry }], { force: true });
      return origin.loadRemote(id);
    },
  } as unknown as ModuleFederationRuntimePlugin;
}

/** What the plugin needs of the runtime instance a hook receives. */
interface FederationHost {
  options: { remotes: Array<{ name: string; entry?: string }> };
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options: { force: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}
