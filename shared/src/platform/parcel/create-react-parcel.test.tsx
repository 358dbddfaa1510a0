// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { useSWRConfig, type Cache } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { MountProps } from '../contracts/mount-props';
import { createTestServices } from '../testing/test-services.test-support';
import { createReactParcel, useServices } from './create-react-parcel';

function Greeting({ route }: MountProps) {
  const { i18n } = useServices();
  return <p>{i18n.t('greeting', { term: route?.params['term'] ?? '' })}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

async function mount(config: ReturnType<typeof createReactParcel>, props: MountProps) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel = mountRootParcel(config as never, { ...props, domElement });
  await parcel.mountPromise;
  await vi.waitFor(() => expect(domElement.childNodes.length).toBeGreaterThan(0));
  return { domElement, parcel };
}

describe('createReactParcel', () => {
  it("gives the remote's parcels one server-data cache of their own, not swr's default one (the remotes share swr)", async () => {
    const caches: Cache[] = [];
    function CacheProbe() {
      caches.push(useSWRConfig().cache);
      return <p>probe</p>;
    }
    function DefaultProbe() {
      caches.push(useSWRConfig().cache);
      return null;
    }
    render(<DefaultProbe />);
    const { services } = createTestServices();
    await mount(createReactParcel('first', CacheProbe), { services });
    await mount(createReactParcel('second', CacheProbe), { services });
    const [defaultCache, first, second] = caches;
    expect(first).toBeDefined();
    expect(first).not.toBe(defaultCache);
    expect(second).toBe(first);
  });

  it('keeps the cache working for a parcel when the one that first took it is gone (swr ties a cache to its first SWRConfig)', async () => {
    // A module of its own, with a cache nobody has taken yet, as on a fresh page.
    vi.resetModules();
    const fresh = await import('./create-react-parcel');
    const { default: useSWR } = await import('swr');
    const { services, published } = createTestServices();
    function Reader({ props }: MountProps) {
      const { data } = useSWR(`key-${String(props)}`, async (key: string) => `answer for ${key}`);
      return <p>{data ?? 'loading'}</p>;
    }
    // The route first, then a header fragment of the same remote.
    const route = await mount(fresh.createReactParcel('route', Reader), { services, props: 'a' });
    const fragment = await mount(fresh.createReactParcel('fragment', Reader), { services, props: 'b' });
    await vi.waitFor(() => expect(fragment.domElement.textContent).toBe('answer for key-b'));
    // The shopper leaves the route; the fragment renders again (new props) and reads the cache.
    await route.parcel.unmount();
    await fragment.parcel.update!({ services, props: 'c', domElement: fragment.domElement } as never);
    await vi.waitFor(() => expect(fragment.domElement.textContent).toBe('answer for key-c'));
    expect(published.filter((event) => event.name === 'tracking:event')).toEqual([]);
  });

  it('renders the component in its own root with the services, updates and unmounts', async () => {
    const { services } = createTestServices({ messages: { greeting: 'Suche: {term}' } });
    const route = (term: string) => ({ name: 'search-term' as const, params: { term }, query: new URLSearchParams() });
    const { domElement, parcel } = await mount(createReactParcel('greeting', Greeting), { services, route: route('tee') });
    expect(domElement.textContent).toBe('Suche: tee');
    await parcel.update!({ services, route: route('kaffee'), domElement } as never);
    await vi.waitFor(() => expect(domElement.textContent).toBe('Suche: kaffee'));
    await parcel.unmount();
    expect(domElement.textContent).toBe('');
  });

  it('shows a message in its own slot when the component throws, and tracks it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { services, published } = createTestServices({ messages: { 'remote.unavailable': 'Nicht verfügbar' } });
    const { domElement } = await mount(createReactParcel('broken', Broken), { services });
    expect(domElement.querySelector('[role="alert"]')?.textContent).toBe('Nicht verfügbar');
    expect(published).toContainEqual({
      name: 'tracking:event',
      payload: { event: 'parcelError', parcel: 'broken', message: 'render failed' },
    });
  });

  it('refuses useServices outside a parcel', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Orphan = () => <p>{useServices().i18n.locale}</p>;
    expect(() => render(<Orphan />)).toThrow('useServices() used outside a storefront parcel');
  });
});
