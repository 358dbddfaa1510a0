import { describe, expect, it, vi } from 'vitest';
import type { RouteName } from '@storefront/shared/platform/contracts';
import { afterRouteShown, createRoutePrefetcher } from './route-prefetch';

function controllablePreloads() {
  const started: RouteName[] = [];
  const finish = new Map<RouteName, (ok: boolean) => void>();
  const preload = (name: RouteName) =>
    new Promise<void>((resolve, reject) => {
      started.push(name);
      finish.set(name, (ok) => (ok ? resolve() : reject(new Error('down'))));
    });
  return { started, finish, preload };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route prefetch', () => {
  it('runs at most 5 preloads in parallel and starts the next when one ends', async () => {
    const { started, finish, preload } = controllablePreloads();
    const prefetch = createRoutePrefetcher(preload);
    const names: RouteName[] = ['cart', 'login', 'recipes', 'brands', 'sitemap', 'storefinder', 'pesticides'];
    names.forEach(prefetch);
    expect(started).toEqual(names.slice(0, 5));
    finish.get('cart')!(true);
    await flush();
    expect(started).toEqual(names.slice(0, 6));
  });

  it('preloads a route once, but again after a failed preload', async () => {
    const { started, finish, preload } = controllablePreloads();
    const prefetch = createRoutePrefetcher(preload);
    prefetch('cart');
    prefetch('cart');
    expect(started).toEqual(['cart']);
    finish.get('cart')!(false);
    await flush();
    prefetch('cart');
    expect(started).toEqual(['cart', 'cart']);
  });
});

describe('after the route is shown', () => {
  it('waits until the route slot shows something, then resolves', async () => {
    const slot = document.createElement('div');
    slot.className = 'sf-route';
    document.body.append(slot);
    let resolved = false;
    void afterRouteShown().then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(resolved).toBe(false);
    slot.append(document.createElement('section'));
    await vi.waitFor(() => expect(resolved).toBe(true), { timeout: 2000 });
    slot.remove();
  });
});
