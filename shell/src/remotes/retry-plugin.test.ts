import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteMapEntry } from '@storefront/shared/platform/schemas';
import { PATIENT_TIME_LIMIT_MS, attemptTimeLimit, createRetryPlugin, fetchWithTimeLimit, timeLimits } from './retry-plugin';

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
  createScript(args: { url: string }): { script: HTMLScriptElement; timeout: number };
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

const plugin = (remotes: readonly RemoteMapEntry[] = [search], budget?: number) => createRetryPlugin(remotes, budget) as unknown as Hooks;

describe('the remote loading plugin', () => {
  it('hands on a manifest with the recorded hash, and refuses one that differs', async () => {
    served['/remotes/search/1.1.0/mf-manifest.json'] = MANIFEST;
    expect(await (await plugin().fetch('/remotes/search/1.1.0/mf-manifest.json', {})).text()).toBe(MANIFEST);
    served['/remotes/search/1.1.0/mf-manifest.json'] = `${MANIFEST} `;
    await expect(plugin().fetch('/remotes/search/1.1.0/mf-manifest.json', {})).rejects.toThrow(/Integrity check failed/);
  });

  it('loads an entry script with its recorded hash as its integrity, and other scripts without one', () => {
    const { script } = plugin().createScript({ url: `${location.origin}/remotes/search/1.1.0/remoteEntry.js` });
    expect(script.integrity).toBe('sha384-entry110');
    expect(script.crossOrigin).toBeNull();
    expect(plugin().createScript({ url: `${location.origin}/remotes/search/1.0.0/remoteEntry.js` }).script.integrity).toBe('sha384-entry100');
    const other = plugin().createScript({ url: 'https://cdn.example/remotes/content/1.0.0/remoteEntry.js' }).script;
    expect(other.integrity ?? '').toBe('');
    expect(other.crossOrigin).toBe('anonymous');
  });

  it('gives each script half of what the budget leaves after the retry pause, so both attempts fit in it', () => {
    expect(attemptTimeLimit(4000)).toBe(1875);
    expect(2 * attemptTimeLimit(4000) + 250).toBeLessThanOrEqual(4000);
    expect(plugin([search]).createScript({ url: '/remotes/search/1.1.0/remoteEntry.js' }).timeout).toBe(1875);
    expect(plugin([search]).createScript({ url: '/remotes/search/1.1.0/remoteEntry.js' }).timeout).toBe(1875);
    expect(plugin([search], 10_000).createScript({ url: '/remotes/search/1.1.0/remoteEntry.js' }).timeout).toBe(4875);
  });

  it('gives the entry script of the retry an address of its own, so it is a new request and not the one that hangs', () => {
    const hooks = plugin();
    const first = hooks.createScript({ url: `${location.origin}/remotes/search/1.1.0/remoteEntry.js` }).script;
    expect(first.src).toBe(`${location.origin}/remotes/search/1.1.0/remoteEntry.js`);
    const again = hooks.createScript({ url: `${location.origin}/remotes/search/1.1.0/remoteEntry.js` });
    expect(again.script.src).toBe(`${location.origin}/remotes/search/1.1.0/remoteEntry.js?retry`);
    expect(again.script.integrity).toBe('sha384-entry110');
    expect(again.timeout).toBe(PATIENT_TIME_LIMIT_MS);
  });

  it('is patient with a remote once one of its files is asked for again (the retry), so a slow remote still arrives', () => {
    const limitFor = timeLimits(4000);
    expect(limitFor('/remotes/search/1.1.0/mf-manifest.json')).toBe(1875);
    expect(limitFor('/remotes/cart-checkout/1.0.0/mf-manifest.json')).toBe(1875);
    expect(limitFor('/remotes/search/1.1.0/mf-manifest.json?retry')).toBe(PATIENT_TIME_LIMIT_MS);
    expect(limitFor('/remotes/search/1.1.0/remoteEntry.js')).toBe(PATIENT_TIME_LIMIT_MS);
    expect(limitFor('/remotes/cart-checkout/1.0.0/remoteEntry.js')).toBe(1875);
  });

  it('fails a manifest answered with an error status at once', async () => {
    await expect(plugin().fetch('/remotes/search/1.1.0/mf-manifest.json', {})).rejects.toThrow(/answered 404/);
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

describe('the time limit of one attempt', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A server that never answers: the request ends only when the page aborts it. */
  function hangingFetch() {
    return vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
  }

  it('aborts a manifest request that has not answered within the limit', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const answer = fetchWithTimeLimit('/remotes/search/1.1.0/mf-manifest.json', {}, 1875);
    const settled = vi.fn();
    answer.catch(settled);
    await vi.advanceTimersByTimeAsync(1874);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/within 1875 ms/) }));
  });

  it('aborts a manifest whose headers came but whose body hangs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"na'));
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        });
        return new Response(body, { status: 200 });
      }),
    );
    const answer = fetchWithTimeLimit('/m.json', {}, 500);
    const settled = vi.fn();
    answer.catch(settled);
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toHaveBeenCalled();
  });

  it('hands on an answer that came in time, whole', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"name":"search"}', { status: 200 })));
    const response = await fetchWithTimeLimit('/m.json', {}, 500);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await response.text()).toBe('{"name":"search"}');
  });
});
