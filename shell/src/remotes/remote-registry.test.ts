import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_VERSION, type RemoteDefinition } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry } from '@storefront/shared/platform/schemas';
import { createRemoteRegistry } from './remote-registry';

// The federation runtime, as far as the registry uses it: the remote's `./remote` module answers what the test set.
const federation = vi.hoisted(() => ({ modules: new Map<string, () => Promise<unknown>>() }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({
    registerPlugins: () => undefined,
    registerRemotes: () => undefined,
    loadRemote: (id: string) => federation.modules.get(id)?.() ?? Promise.reject(new Error(`no ${id}`)),
  }),
}));
vi.mock('./retry-plugin', () => ({ createRetryPlugin: () => ({ name: 'retry' }) }));

const entry = (name: RemoteMapEntry['name']): RemoteMapEntry =>
  ({ name, version: '1.0.0', entry: `/remotes/${name}/1.0.0/mf-manifest.json`, contractVersion: CONTRACT_VERSION }) as RemoteMapEntry;

afterEach(() => federation.modules.clear());

describe('the remote registry', () => {
  it('boots a remote once when it has loaded, however many of its parts ask for it', async () => {
    const cart: RemoteDefinition = { name: 'cart-checkout', contractVersion: CONTRACT_VERSION, routes: {}, fragments: {} };
    federation.modules.set('storefront_cart_checkout/remote', () => Promise.resolve({ default: cart }));
    const booted: RemoteDefinition[] = [];
    const registry = createRemoteRegistry([entry('cart-checkout')], 0, (definition) => booted.push(definition));
    expect(booted).toEqual([]);
    await Promise.all([registry.load('cart-checkout'), registry.load('cart-checkout')]);
    await registry.load('cart-checkout');
    expect(booted).toEqual([cart]);
  });

  it('serves a remote whose boot fails, and boots none that failed to load or is not in the map', async () => {
    const search: RemoteDefinition = { name: 'search', contractVersion: CONTRACT_VERSION, routes: {}, fragments: {} };
    federation.modules.set('storefront_search/remote', () => Promise.resolve({ default: search }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const booted: string[] = [];
    const registry = createRemoteRegistry([entry('search'), entry('content')], 0, (definition) => {
      booted.push(definition.name);
      throw new Error('boot broke');
    });
    await expect(registry.load('search')).resolves.toBe(search);
    await expect(registry.load('content')).rejects.toThrow('Remote content is unavailable (load-failed)');
    await expect(registry.load('account')).rejects.toThrow('not-configured');
    expect(booted).toEqual(['search']);
    expect(error).toHaveBeenCalledWith('Remote search failed to boot', expect.any(Error));
    error.mockRestore();
  });
});
