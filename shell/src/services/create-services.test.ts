import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_TENANT, createTestServices } from '@storefront/shared/platform/testing';
import { pendingRegistry as registry } from '../remotes/pending-registry.test-support';
import { createShellServices } from './create-services';

function shellNavigation() {
  const routerNavigate = vi.fn();
  const services = createShellServices({
    tenant: TEST_TENANT,
    api: createTestServices().services.api,
    store: createStore(),
    registry,
    navigate: routerNavigate,
    bindSession: () => undefined,
  });
  return { navigation: services.navigation, routerNavigate };
}

describe('navigation of the shell', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // The build watcher in the services' chunk asks for the build id; no backend here.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    assign = vi.fn();
    vi.stubGlobal('location', { href: 'http://shop.test/warenkorb', origin: 'http://shop.test', pathname: '/warenkorb', assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('takes in-shop paths and named routes through the router', () => {
    const { navigation, routerNavigate } = shellNavigation();
    navigation.navigate('/sortiment/obst?sort=name#liste');
    navigation.navigate({ name: 'cart' }, { replace: true });
    expect(routerNavigate.mock.calls).toEqual([
      ['/sortiment/obst?sort=name#liste', { replace: false }],
      ['/warenkorb', { replace: true }],
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses an external URL without the external option, and opens it with the option', () => {
    const { navigation, routerNavigate } = shellNavigation();
    navigation.navigate('https://elsewhere.example/angebote');
    expect(assign).not.toHaveBeenCalled();
    navigation.navigate('https://elsewhere.example/angebote', { external: true });
    expect(assign).toHaveBeenCalledWith('https://elsewhere.example/angebote');
    expect(routerNavigate).not.toHaveBeenCalled();
  });

  it('refuses dangerous protocols, even with the external option', () => {
    const { navigation, routerNavigate } = shellNavigation();
    navigation.navigate('javascript:alert(1)', { external: true });
    navigation.navigate('data:text/html,<script>alert(1)</script>', { external: true });
    expect(assign).not.toHaveBeenCalled();
    expect(routerNavigate).not.toHaveBeenCalled();
  });
});

describe('requests the bus holds for their answerer', () => {
  it('load the remote that answers them, on a page that mounts nothing of it (a web view without the header)', () => {
    const loaded: string[] = [];
    const services = createShellServices({
      tenant: TEST_TENANT,
      api: createTestServices().services.api,
      store: createStore(),
      registry: {
        ...registry,
        load: (remote) => {
          loaded.push(remote);
          return registry.load(remote);
        },
      },
      navigate: vi.fn(),
      bindSession: () => undefined,
    });
    services.events.publish('cart:add-item-requested', { sku: '100201', quantity: 1, source: 'search' });
    expect(loaded).toEqual(['cart-checkout']);
    // Heard, a request loads nothing more.
    services.events.subscribe('cart:add-item-requested', () => undefined);
    services.events.publish('cart:add-item-requested', { sku: '100201', quantity: 1, source: 'search' });
    expect(loaded).toEqual(['cart-checkout']);
  });
});
