// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FragmentService, SlotOutcome, StorefrontServices } from '../contracts/services';
import type { TenantConfig } from '../schemas/tenant-config';
import { renderWithServices } from '../testing/render-parcel.test-support';
import { TEST_TENANT, createTestServices } from '../testing/test-services.test-support';
import { FragmentSlot } from './fragment-slot';

/** A fragment service whose fragment the test renders or fails by hand, later, like a remote that loads. */
function controllableFragments() {
  const updates: unknown[] = [];
  let host: HTMLElement | undefined;
  let settle: (outcome: SlotOutcome) => void = () => undefined;
  let unmounted = 0;
  const service: FragmentService = {
    mount(_name, element) {
      host = element;
      element.replaceChildren(document.createElement('div'));
      return {
        ready: new Promise<SlotOutcome>((resolve) => (settle = resolve)),
        update: async (props) => void updates.push(props),
        unmount: async () => void unmounted++,
      };
    },
  };
  return {
    service,
    updates,
    unmounted: () => unmounted,
    render(text: string) {
      host!.firstElementChild!.textContent = text;
      settle('mounted');
    },
    fail() {
      host!.textContent = 'Dieser Bereich ist gerade nicht verfügbar.';
      settle('fallback');
    },
  };
}

const withCatalogue: TenantConfig = {
  ...TEST_TENANT,
  clientRuntimeConfig: {
    ...TEST_TENANT.clientRuntimeConfig,
    remotes: [{ name: 'catalogue', version: '1.0.0', entry: '/remotes/catalogue/1.0.0/mf-manifest.json', contractVersion: 1 }],
  },
};

function setup(tenant = withCatalogue) {
  const test = createTestServices({ tenant });
  const fragments = controllableFragments();
  const services: StorefrontServices = { ...test.services, fragments: fragments.service };
  const slot = (props: unknown) => <FragmentSlot name="product-list" props={props} fallback={<p>eigene Liste</p>} pending={<p>lädt</p>} />;
  const view = renderWithServices(slot({ products: [] }), { services });
  return { fragments, view, slot };
}

describe('FragmentSlot', () => {
  it('shows the pending content until the fragment renders, then only the fragment', async () => {
    const { fragments } = setup();
    expect(screen.getByText('lädt')).toBeInTheDocument();
    await act(async () => fragments.render('Produktkacheln'));
    expect(screen.queryByText('lädt')).not.toBeInTheDocument();
    expect(screen.getByText('Produktkacheln').closest('[hidden]')).toBeNull();
    expect(screen.queryByText('eigene Liste')).not.toBeInTheDocument();
  });

  it('shows its own fallback instead of the generic one when the remote falls back', async () => {
    const { fragments } = setup();
    await act(async () => fragments.fail());
    expect(screen.getByText('eigene Liste')).toBeInTheDocument();
    expect(screen.queryByText('Dieser Bereich ist gerade nicht verfügbar.')).not.toBeInTheDocument();
  });

  it('shows its fallback at once when the owning remote is not in the tenant map', () => {
    setup(TEST_TENANT);
    expect(screen.getByText('eigene Liste')).toBeInTheDocument();
  });

  it('passes new props to the mounted fragment and unmounts it on leave', async () => {
    const { fragments, view, slot } = setup();
    await act(async () => fragments.render('Produktkacheln'));
    const next = { products: ['x'] };
    view.rerender(slot(next));
    expect(fragments.updates).toEqual([next]);
    view.unmount();
    expect(fragments.unmounted()).toBe(1);
  });
});
