import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RemoteDefinition } from '@storefront/shared/platform/contracts';
import { createTestServices } from '@storefront/shared/platform/testing';
import { RemoteSlot } from './remote-slot';
import type { RemoteRegistry } from './remote-registry';

const SEARCH_FLYOUT = { kind: 'fragment', name: 'search-flyout' } as const;

function registry(load: RemoteRegistry['load'], retry: RemoteRegistry['retry'] = () => undefined): RemoteRegistry {
  return { load, entry: () => undefined, retry };
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
    const { services } = createTestServices({ messages: { 'remote.unavailable': 'Nicht verfügbar' } });
    render(
      <RemoteSlot
        target={SEARCH_FLYOUT}
        services={services}
        registry={registry(() => Promise.reject(new Error('down')))}
        fallback={<form role="search" aria-label="Einfache Suche" />}
      />,
    );
    expect(await screen.findByRole('search', { name: 'Einfache Suche' })).toBeTruthy();
    expect(screen.queryByText('Nicht verfügbar')).toBeNull();
    expect(document.querySelector('[data-slot="fragment:search-flyout"]')).not.toBeNull();
  });

  it('shows the standard fallback without one', async () => {
    const { services } = createTestServices({ messages: { 'remote.unavailable': 'Nicht verfügbar' } });
    const definition: RemoteDefinition = { name: 'search', contractVersion: 1, routes: {}, fragments: {} };
    render(<RemoteSlot target={SEARCH_FLYOUT} services={services} registry={registry(async () => definition)} />);
    expect(await screen.findByText('Nicht verfügbar')).toBeTruthy();
  });

  it('tries again in place: the remote is registered anew and a new loader runs, without a page reload', async () => {
    const { services } = createTestServices({ messages: { 'remote.unavailable': 'Nicht verfügbar', 'remote.retry': 'Erneut versuchen' } });
    const definition = {
      name: 'search',
      contractVersion: 1,
      routes: {},
      fragments: { 'search-flyout': textParcel('Die Suche ist da') },
    } as unknown as RemoteDefinition;
    let calls = 0;
    const retried: string[] = [];
    const flaky = registry(
      () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(definition)),
      (remote) => retried.push(remote),
    );
    render(<RemoteSlot target={SEARCH_FLYOUT} services={services} registry={flaky} />);
    (await screen.findByRole('button', { name: 'Erneut versuchen' })).click();
    expect(await screen.findByText('Die Suche ist da')).toBeTruthy();
    expect(screen.queryByText('Nicht verfügbar')).toBeNull();
    expect(retried).toEqual(['search']);
    expect(calls).toBe(2);
  });
});
