import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RemoteDefinition } from '@storefront/shared/contracts';
import { createTestServices } from '@storefront/shared/testing';
import { RemoteSlot } from './remote-slot';
import type { RemoteRegistry } from './remote-registry';

const SEARCH_FLYOUT = { kind: 'fragment', name: 'search-flyout' } as const;

function registry(load: RemoteRegistry['load']): RemoteRegistry {
  return { load, entry: () => undefined };
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
});
