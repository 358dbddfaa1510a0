import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { XSRF_COOKIE, XSRF_HEADER } from '@storefront/shared/platform/api';
import { federationName } from '@storefront/shared/platform/contracts';
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
 * The federation runtime plugin of the shell, a lazy chunk of its own:
 * requested when the registry is created and awaited before the first remote
 * loads, so it costs the shell's initial JS nothing.
 *
 * - Retries: manifest and entry fetches are retried once after a short pause.
 * - Integrity: the manifest and remoteEntry.js of a build must have the SHA-384
 *   the registry recorded when it was published (the remote map carries them):
 *   the manifest is hashed before the runtime reads it, the entry script gets
 *   the hash as its `integrity`, which the browser enforces. A tampered or
 *   half-uploaded build never runs; the load fails, logged.
 * - Last known good: a rolled-out version that fails to load (for any reason)
 *   is replaced by the tenant's stable version (`stable` in the remote map)
 *   before the slot shows its fallback, and the failure is reported.
 *
 * The retry plugin is typed against an older runtime; its hooks (fetch,
 * loadEntryError, getModuleFactory) are the same in this one.
 */
export function createRetryPlugin(remotes: readonly RemoteMapEntry[] = []): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: 1, retryDelay: 300 },
    script: { retryTimes: 1, retryDelay: 300 },
  }) as unknown as ModuleFederationRuntimePlugin;
  const retryFetch = (retry as unknown as { fetch: (url: string, init: RequestInit) => Promise<Response> }).fetch;

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
    ...retry,
    name: 'storefront-remote-loading',
    async fetch(url: string, init: RequestInit) {
      const response = await retryFetch(url, init);
      const integrity = expectedIntegrity(url);
      // Without Web Crypto (a page on plain HTTP other than localhost, never the shop) the manifest cannot be
      // hashed; the entry script is still checked by the browser itself.
      if (!integrity || !response.ok || !crypto.subtle) return response;
      const body = await response.arrayBuffer();
      if ((await sha384(body)) !== integrity) throw new Error(`Integrity check failed for ${url}: it is not the build the registry published`);
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    },
    createScript({ url }: { url: string }) {
      const integrity = expectedIntegrity(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      if (new URL(url, location.href).origin !== location.origin) script.crossOrigin = 'anonymous';
      return script;
    },
    async errorLoadRemote({ id, error, lifecycle, origin }: { id: string; error: unknown; lifecycle: string; origin: FederationHost }) {
      if (lifecycle !== 'onLoad') return undefined;
      const name = id.slice(0, id.indexOf('/'));
      const remote = byFederationName.get(name);
      if (!remote) return undefined;
      const registered = origin.options.remotes.find((item) => item.name === name);
      const failed = remote.stable && registered && 'entry' in registered && registered.entry === remote.stable.entry ? remote.stable : remote;
      const reason = String(error instanceof Error ? error.message : error).includes('Integrity') ? 'integrity' : 'load-failed';
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
