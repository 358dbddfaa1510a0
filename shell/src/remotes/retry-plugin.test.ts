import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteMapEntry } from '@storefront/shared/platform/schemas';
import { createRetryPlugin } from './retry-plugin';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const MANIFEST = '{"name":"search"}';
const STABLE_MANIFEST = '{"name":"search","stable":true}';

/** A visitor in a rollout of search 1.1.0, with the stable 1.0.0 beside it. */
const search: RemoteMapEntry = {
  name: 'search',
  version: '1.1.0',
  entry: '/remotes/search/1.1.0/mf-manifest.json',
  contractVersion: 1,
  integrity: { 'mf-manifest.json': sri(MANIFEST), 'remoteEntry.js': 'sha384-entry110' },
  stable: { version: '1.0.0', entry: '/remotes/search/1.0.0/mf-manifest.json', integrity: { 'mf-manifest.json': sri(STABLE_MANIFEST), 'remoteEntry.js': 'sha384-entry100' } },
};

type Hooks = {
  fetch(url: string, init: RequestInit): Promise<Response>;
  createScript(args: { url: string }): HTMLScriptElement | undefined;
  errorLoadRemote(args: { id: string; error: unknown; lifecycle: string; origin: unknown }): Promise<unknown>;
};

let served: Record<string, string>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  served = {};
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.href);
    if (init?.method === 'POST') return new Response(null, { status: 204 });
    const body = served[url.pathname];
    return body === undefined ? new Response('missing', { status: 404 }) : new Response(body, { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const plugin = (remotes: readonly RemoteMapEntry[] = [search]) => createRetryPlugin(remotes) as unknown as Hooks;

describe('the remote loading plugin', () => {
  it('hands on a manifest with the recorded hash, and refuses one that differs', async () => {
    served['/remotes/search/1.1.0/mf-manifest.json'] = MANIFEST;
    expect(await (await plugin().fetch('/remotes/search/1.1.0/mf-manifest.json', {})).text()).toBe(MANIFEST);
    served['/remotes/search/1.1.0/mf-manifest.json'] = `${MANIFEST} `;
    await expect(plugin().fetch('/remotes/search/1.1.0/mf-manifest.json', {})).rejects.toThrow(/Integrity check failed/);
  });

  it('loads an entry script with its recorded hash as its integrity, and leaves other scripts alone', () => {
    const script = plugin().createScript({ url: `${location.origin}/remotes/search/1.1.0/remoteEntry.js` });
    expect(script?.integrity).toBe('sha384-entry110');
    expect(script?.crossOrigin).toBeNull();
    expect(plugin().createScript({ url: `${location.origin}/remotes/search/1.0.0/remoteEntry.js` })?.integrity).toBe('sha384-entry100');
    expect(plugin().createScript({ url: `${location.origin}/remotes/content/1.0.0/remoteEntry.js` })).toBeUndefined();
  });

  it('loads the stable version when the rolled-out one fails, and reports the failure with its version', async () => {
    const stableModule = { default: 'search 1.0.0' };
    const origin = {
      options: { remotes: [{ name: 'storefront_search', entry: search.entry }] },
      registerRemotes: vi.fn((remotes: Array<{ name: string; entry: string }>) => {
        origin.options.remotes = remotes;
      }),
      loadRemote: vi.fn(async () => stableModule),
    };
    const hooks = plugin();
    const loaded = await hooks.errorLoadRemote({ id: 'storefront_search/remote', error: new Error('Integrity check failed for …'), lifecycle: 'onLoad', origin });

    expect(loaded).toBe(stableModule);
    expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'storefront_search', entry: '/remotes/search/1.0.0/mf-manifest.json' }], { force: true });
    const [, report] = fetchMock.mock.calls.find(([url]) => url === '/logs') as [string, RequestInit];
    expect(JSON.parse(String(report.body)).record.params).toEqual({ event: 'remote-load-failed', remote: 'search', version: '1.1.0', reason: 'integrity' });

    // The stable version failing too: reported, and the slot shows its fallback (no third attempt).
    origin.loadRemote.mockClear();
    expect(await hooks.errorLoadRemote({ id: 'storefront_search/remote', error: new Error('down'), lifecycle: 'onLoad', origin })).toBeUndefined();
    expect(origin.loadRemote).not.toHaveBeenCalled();
    const reports = fetchMock.mock.calls.filter(([url]) => url === '/logs').map(([, init]) => JSON.parse(String((init as RequestInit).body)).record.params);
    expect(reports.at(-1)).toEqual({ event: 'remote-load-failed', remote: 'search', version: '1.0.0', reason: 'load-failed' });
  });

  it('has no stable version to go to outside a rollout, nor for the manifest step of a load', async () => {
    const origin = { options: { remotes: [] }, registerRemotes: vi.fn(), loadRemote: vi.fn() };
    const { stable: _stable, ...withoutStable } = search;
    expect(await plugin([withoutStable]).errorLoadRemote({ id: 'storefront_search/remote', error: new Error('down'), lifecycle: 'onLoad', origin })).toBeUndefined();
    expect(await plugin().errorLoadRemote({ id: '/remotes/search/1.1.0/mf-manifest.json', error: new Error('down'), lifecycle: 'afterResolve', origin })).toBeUndefined();
    expect(origin.loadRemote).not.toHaveBeenCalled();
  });
});
