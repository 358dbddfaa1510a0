import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, checkRemoteDefinition, withRouteData } from './remote-definition';
import type { StorefrontServices } from './services';

const definition = { name: 'search', contractVersion: CONTRACT_VERSION, routes: {}, fragments: {} };

describe('checkRemoteDefinition', () => {
  it('accepts the default export of a compatible remote module', () => {
    expect(checkRemoteDefinition({ default: definition }, 'search')).toEqual({ ok: true, definition });
  });

  it('refuses a remote built against another contract version', () => {
    const result = checkRemoteDefinition({ default: { ...definition, contractVersion: CONTRACT_VERSION + 1 } }, 'search');
    expect(result).toEqual({
      ok: false,
      problem: { kind: 'incompatible-contract', expected: CONTRACT_VERSION, actual: CONTRACT_VERSION + 1 },
    });
  });

  it('refuses a module that is another remote or no definition at all', () => {
    expect(checkRemoteDefinition({ default: definition }, 'content')).toMatchObject({ ok: false, problem: { kind: 'wrong-remote' } });
    expect(checkRemoteDefinition(null, 'search')).toMatchObject({ ok: false, problem: { kind: 'not-a-definition' } });
    expect(checkRemoteDefinition({ default: { name: 'search' } }, 'search')).toMatchObject({ ok: false });
  });

  it('takes a boot hook that is a function, and refuses one that is not', () => {
    const boot = () => undefined;
    expect(checkRemoteDefinition({ default: { ...definition, boot } }, 'search')).toEqual({ ok: true, definition: { ...definition, boot } });
    expect(checkRemoteDefinition({ default: { ...definition, boot: 'start' } }, 'search')).toMatchObject({
      ok: false,
      problem: { kind: 'not-a-definition' },
    });
  });
});

describe('withRouteData', () => {
  const route = { name: 'cart', params: {}, query: new URLSearchParams() } as const;
  const services = {} as StorefrontServices;
  const parcel = { bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined };

  it("asks for the data chunk before the route's chunk and starts its data with the route and the services", async () => {
    const order: string[] = [];
    const startData = vi.fn(() => void order.push('data started'));
    const load = withRouteData(
      async () => (order.push('route chunk asked'), parcel),
      async () => (order.push('data chunk asked'), { startData }),
    );
    await expect(load(route, services)).resolves.toBe(parcel);
    await vi.waitFor(() => expect(startData).toHaveBeenCalledWith(route, services));
    expect(order).toEqual(['data chunk asked', 'route chunk asked', 'data started']);
  });

  it('starts nothing for a prefetch (no route, no services), and a data chunk that fails leaves the route to load as before', async () => {
    const data = vi.fn(async () => ({ startData: vi.fn() }));
    await withRouteData(async () => parcel, data)();
    expect(data).not.toHaveBeenCalled();
    await expect(withRouteData(async () => parcel, () => Promise.reject(new Error('offline')))(route, services)).resolves.toBe(parcel);
  });
});
