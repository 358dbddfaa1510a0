import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteDefinition } from '@storefront/shared/platform/contracts';
import { shellMessages } from '@storefront/shared/platform/messages';
import { createTestServices, LAZY_CHUNK_TIMEOUT } from '@storefront/shared/platform/testing';
import { mountFragment } from './mount-fragment';
import { NotProvidedError, RemoteSlot, parcelLoader } from './remote-slot';
import type { RemoteRegistry } from './remote-registry';

const SEARCH_FLYOUT = { kind: 'fragment', name: 'search-flyout' } as const;

function registry(load: RemoteRegistry['load'], retry: RemoteRegistry['retry'] = () => undefined, budget = 4000): RemoteRegistry {
  return { load, entry: () => undefined, retry, budget };
}

/** A parcel that writes its text into its element. */
function textParcel(text: string) {
  return async () => ({
    bootstrap: async () => undefined,
    mount: async (props: { domElement: HTMLElement }) => {
      props.domElement.textContent = text;
    },
    unmount: async (props: { domElement: HTMLElement }) => {
      props.domElement.textContent = '';
    },
  });
}

describe('RemoteSlot', () => {
  it('shows its own fallback element instead of the standard one when the remote is down', async () => {
    const { services } = createTestServices({ messages: shellMessages });
    render(
      <RemoteSlot
        target={SEARCH_FLYOUT}
        services={services}
        registry={registry(() => Promise.reject(new Error('down')))}
        fallback={<form role="search" aria-label="Einfache Suche" />}
      />,
    );
    expect(await screen.findByRole('search', { name: 'Einfache Suche' })).toBeInTheDocument();
    expect(screen.queryByText('Dieser Bereich ist gerade nicht verfügbar.')).not.toBeInTheDocument();
    expect(document.querySelector('[data-slot="fragment:search-flyout"]')).not.toBeNull();
  });

  it('shows the standard fallback without one when the remote is down', async () => {
    const { services } = createTestServices({ messages: shellMessages });
    render(<RemoteSlot target={SEARCH_FLYOUT} services={services} registry={registry(() => Promise.reject(new Error('down')))} />);
    expect(await screen.findByText('Dieser Bereich ist gerade nicht verfügbar.')).toBeInTheDocument();
  });

  it('tries again in place: the remote is registered anew and a new loader runs, without a page reload', async () => {
    const { services } = createTestServices({ messages: shellMessages });
    const definition = {
      name: 'search',
      contractVersion: 1,
      routes: {},
      fragments: { 'search-flyout': textParcel('Die Suche ist da') },
    } as unknown as RemoteDefinition;
    let calls = 0;
    const retried: string[] = [];
    // Down for the first load and its own retry: the slot shows the fallback, whose button tries once more.
    const flaky = registry(
      () => (++calls <= 2 ? Promise.reject(new Error('down')) : Promise.resolve(definition)),
      (remote) => retried.push(remote),
    );
    render(<RemoteSlot target={SEARCH_FLYOUT} services={services} registry={flaky} />);
    (await screen.findByRole('button', { name: 'Erneut versuchen' })).click();
    expect(await screen.findByText('Die Suche ist da')).toBeInTheDocument();
    expect(screen.queryByText('Dieser Bereich ist gerade nicht verfügbar.')).not.toBeInTheDocument();
    expect(retried).toEqual(['search', 'search']);
    expect(calls).toBe(3);
  });
});

/** Test services that record what reaches POST /logs. */
function loggingServices() {
  const reports: Array<{ message: string; record: { level: string } }> = [];
  const test = createTestServices({
    messages: shellMessages,
    handlers: {
      'POST /logs': ({ init }) => {
        reports.push(JSON.parse(String(init.body)));
        return { status: 204 };
      },
    },
  });
  return { services: test.services, reports };
}

const CONTENT_WITHOUT_FRAGMENTS: RemoteDefinition = { name: 'content', contractVersion: 1, routes: {}, fragments: {} };

describe('a fragment its loaded remote does not provide', () => {
  it('renders nothing, no error box and no retry, and is logged once per fragment name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { services, reports } = loggingServices();
    const older = registry(async () => CONTENT_WITHOUT_FRAGMENTS);
    const target = { kind: 'fragment', name: 'content-blocks', props: { blocks: [] } } as const;
    const first = render(<RemoteSlot target={target} services={services} registry={older} />);
    const second = render(<RemoteSlot target={target} services={services} registry={older} />);
    // The report goes out through the error report's lazy chunk.
    await waitFor(() => expect(reports).toHaveLength(1), { timeout: LAZY_CHUNK_TIMEOUT });
    for (const view of [first, second]) {
      const slot = view.container.querySelector('[data-slot="fragment:content-blocks"]');
      expect(slot?.textContent).toBe('');
    }
    expect(screen.queryByText('Dieser Bereich ist gerade nicht verfügbar.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    expect(reports[0]).toMatchObject({ message: 'content does not provide fragment content-blocks', record: { level: 'warn' } });
    expect(warn.mock.calls.filter(([message]) => String(message).includes('content-blocks'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('placed by another remote (services.fragments.mount) leaves its element empty too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { services, reports } = loggingServices();
    const element = document.createElement('div');
    const handle = mountFragment(services, registry(async () => CONTENT_WITHOUT_FRAGMENTS), 'not-found-content', element, null);
    expect(await handle.ready).toBe('fallback');
    expect(element.textContent).toBe('');
    expect(element.querySelector('[role="status"]')).toBeNull();
    // The report goes out through the error report's lazy chunk.
    await waitFor(() => expect(reports).toHaveLength(1), { timeout: LAZY_CHUNK_TIMEOUT });
    warn.mockRestore();
  });

  it('keeps a host’s own stand-in (the header’s plain link) in its slot', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { services } = loggingServices();
    const definition: RemoteDefinition = { name: 'search', contractVersion: 1, routes: {}, fragments: {} };
    render(
      <RemoteSlot
        target={SEARCH_FLYOUT}
        services={services}
        registry={registry(async () => definition)}
        fallback={<form role="search" aria-label="Einfache Suche" />}
      />,
    );
    expect(await screen.findByRole('search', { name: 'Einfache Suche' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByText('Dieser Bereich ist gerade nicht verfügbar.')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('the deadline and the retry of a remote slot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const messages = { 'remote.unavailable': 'Dieser Bereich ist gerade nicht verfügbar.', 'remote.retry': 'Erneut versuchen' };
  const flyoutDefinition = {
    name: 'search',
    contractVersion: 1,
    routes: {},
    fragments: { 'search-flyout': textParcel('Die Suche ist da') },
  } as unknown as RemoteDefinition;
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  /** A registry whose remote answers when the test says so (or never). */
  function manualRegistry(budget = 4000) {
    let answer: (definition: RemoteDefinition) => void = () => undefined;
    const loads = vi.fn(() => new Promise<RemoteDefinition>((resolve) => (answer = resolve)));
    return { registry: registry(loads, () => undefined, budget), loads, answer: (definition: RemoteDefinition) => answer(definition) };
  }

  it('loads a failed remote once more after the pause, registered anew, and mounts what the retry brings', async () => {
    const retried: string[] = [];
    let calls = 0;
    const flaky = registry(
      () => (++calls === 1 ? Promise.reject(new Error('refused')) : Promise.resolve(flyoutDefinition)),
      (remote) => retried.push(remote),
    );
    const load = parcelLoader(flaky, { kind: 'fragment', name: 'search-flyout' });
    const loaded = vi.fn();
    void load().then(loaded);
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toBe(1);
    expect(retried).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(retried).toEqual(['search']);
    expect(calls).toBe(2);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('tries only once more: a remote that fails twice fails the load', async () => {
    let calls = 0;
    const down = registry(() => (++calls, Promise.reject(new Error('refused'))));
    const load = parcelLoader(down, { kind: 'fragment', name: 'search-flyout' });
    const failed = vi.fn();
    void load().catch(failed);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
    expect(failed).toHaveBeenCalledWith(new Error('refused'));
  });

  it('does not try again for a part its loaded remote does not provide', async () => {
    let calls = 0;
    const without = registry(() => (++calls, Promise.resolve(CONTENT_WITHOUT_FRAGMENTS)));
    const failed = vi.fn();
    void parcelLoader(without, { kind: 'fragment', name: 'content-blocks' })().catch(failed);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(1);
    expect(failed).toHaveBeenCalledWith(expect.any(NotProvidedError));
  });

  it('shows the standard fallback when the remote has not answered within the budget, and the remote replaces it when it comes', async () => {
    const { services } = createTestServices({ messages });
    const { registry: hanging, answer } = manualRegistry();
    render(<RemoteSlot target={SEARCH_FLYOUT} services={services} registry={hanging} />);
    await advance(3999);
    expect(screen.queryByText('Dieser Bereich ist gerade nicht verfügbar.')).toBeNull();
    await advance(1);
    expect(screen.getByText('Dieser Bereich ist gerade nicht verfügbar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();

    answer(flyoutDefinition);
    await advance(0);
    await act(async () => undefined);
    expect(screen.getByText('Die Suche ist da')).toBeInTheDocument();
    expect(screen.queryByText('Dieser Bereich ist gerade nicht verfügbar.')).toBeNull();
  });

  it('waits as long as the tenant’s budget says', async () => {
    const { services } = createTestServices({ messages });
    const { registry: hanging } = manualRegistry(1500);
    render(<RemoteSlot target={SEARCH_FLYOUT} services={services} registry={hanging} />);
    await advance(1499);
    expect(screen.queryByText('Dieser Bereich ist gerade nicht verfügbar.')).toBeNull();
    await advance(1);
    expect(screen.getByText('Dieser Bereich ist gerade nicht verfügbar.')).toBeInTheDocument();
  });

  it('shows a host’s own stand-in at the deadline and keeps it when the remote comes late: never both', async () => {
    const { services } = createTestServices({ messages });
    const { registry: hanging, answer } = manualRegistry();
    render(<RemoteSlot target={SEARCH_FLYOUT} services={services} registry={hanging} fallback={<form role="search" aria-label="Einfache Suche" />} standInStays />);
    await advance(4000);
    expect(screen.getByRole('search', { name: 'Einfache Suche' })).toBeInTheDocument();

    answer(flyoutDefinition);
    await advance(1000);
    await act(async () => undefined);
    expect(screen.getByRole('search', { name: 'Einfache Suche' })).toBeInTheDocument();
    expect(screen.queryByText('Die Suche ist da')).toBeNull();
  });
});

describe('a stand-in that is a link', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives way to the remote that comes after the deadline: a customer’s account menu, not “Anmelden” for the page’s life', async () => {
    const { services } = createTestServices({ messages: shellMessages });
    let arrive: (definition: RemoteDefinition) => void = () => undefined;
    // One load per page, as the registry keeps it: the slot and its second look share it.
    const arrival = new Promise<RemoteDefinition>((resolve) => (arrive = resolve));
    const definition = { name: 'search', contractVersion: 1, routes: {}, fragments: { 'search-flyout': textParcel('Hallo Maria') } } as unknown as RemoteDefinition;
    render(<RemoteSlot target={SEARCH_FLYOUT} services={services} registry={registry(() => arrival)} fallback={<a href="/anmelden">Anmelden</a>} />);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();

    arrive(definition);
    for (let step = 0; step < 5; step += 1) await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Hallo Maria')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
  });

  it('stays when the remote failed rather than came late', async () => {
    const { services } = createTestServices({ messages: shellMessages });
    const load = vi.fn(() => Promise.reject(new Error('down')));
    render(<RemoteSlot target={SEARCH_FLYOUT} services={services} registry={registry(load)} fallback={<a href="/anmelden">Anmelden</a>} />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  });
});

describe("a route's data, started while its chunk loads", () => {
  const route = { name: 'cart', params: {}, query: new URLSearchParams('a=1') } as const;

  it("gives a route's loader the route and the services it will mount with, so the loader may start its data", async () => {
    const { services } = createTestServices();
    const loader = vi.fn(textParcel('Warenkorb'));
    const definition = { name: 'cart-checkout', contractVersion: 1, routes: { cart: loader }, fragments: {} } as unknown as RemoteDefinition;
    await parcelLoader(registry(async () => definition), { kind: 'route', name: 'cart', route } as never, false, undefined, services)();
    expect(loader).toHaveBeenCalledWith(route, services);
  });

  it('gives a prefetch of the route neither: it starts no data', async () => {
    const loader = vi.fn(textParcel('Warenkorb'));
    const definition = { name: 'cart-checkout', contractVersion: 1, routes: { cart: loader }, fragments: {} } as unknown as RemoteDefinition;
    await parcelLoader(registry(async () => definition), { kind: 'route', name: 'cart' }, true)();
    expect(loader).toHaveBeenCalledWith(undefined, undefined);
  });
});
