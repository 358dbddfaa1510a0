// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { ParcelConfig } from 'single-spa';
import type { MountProps } from '../contracts/mount-props';
import { createTestServices } from '../testing/test-services';
import { mountParcelWithFallback, textFallback } from './mount-parcel';

function recordingParcel(log: string[]): ParcelConfig<MountProps> {
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const el = (props as unknown as { domElement: HTMLElement }).domElement;
      el.textContent = `mounted ${props.route?.params['term'] ?? ''}`;
      log.push('mount');
    },
    update: async (props) => {
      const el = (props as unknown as { domElement: HTMLElement }).domElement;
      el.textContent = `mounted ${props.route?.params['term'] ?? ''}`;
      log.push('update');
    },
    unmount: async () => {
      log.push('unmount');
    },
  };
}

const route = (term: string) => ({ name: 'search-term' as const, params: { term }, query: new URLSearchParams() });

describe('mountParcelWithFallback', () => {
  it('mounts the parcel, updates its route in place and unmounts it', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const log: string[] = [];
    const handle = mountParcelWithFallback(async () => recordingParcel(log), host, { services, route: route('tee') }, textFallback('down'));
    await vi.waitFor(() => expect(host.textContent).toBe('mounted tee'));
    await handle.updateRoute(route('kaffee'));
    expect(host.textContent).toBe('mounted kaffee');
    await handle.unmount();
    expect(log).toEqual(['mount', 'update', 'unmount']);
  });

  it('shows the fallback when the loader fails, and never throws', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const handle = mountParcelWithFallback(() => Promise.reject(new Error('remote down')), host, { services }, textFallback('Nicht verfügbar'));
    await vi.waitFor(() => expect(host.textContent).toBe('Nicht verfügbar'));
    expect(host.querySelector('[role="status"]')).not.toBeNull();
    await expect(handle.update({})).resolves.toBeUndefined();
    await expect(handle.unmount()).resolves.toBeUndefined();
  });

  it('shows the fallback when the parcel fails to mount', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const broken: ParcelConfig<MountProps> = {
      bootstrap: async () => undefined,
      mount: () => Promise.reject(new Error('render failed')),
      unmount: async () => undefined,
    };
    mountParcelWithFallback(async () => broken, host, { services }, textFallback('Nicht verfügbar'));
    await vi.waitFor(() => expect(host.textContent).toBe('Nicht verfügbar'));
  });

  it('does not mount a parcel whose slot was left before it loaded', async () => {
    const { services } = createTestServices();
    const host = document.createElement('div');
    const log: string[] = [];
    let release: (config: ParcelConfig<MountProps>) => void = () => undefined;
    const handle = mountParcelWithFallback(() => new Promise((resolve) => (release = resolve)), host, { services }, textFallback('x'));
    const unmounted = handle.unmount();
    release(recordingParcel(log));
    await unmounted;
    expect(log).toEqual([]);
  });
});
