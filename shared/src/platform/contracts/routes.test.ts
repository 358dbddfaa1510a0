import { describe, expect, it } from 'vitest';
import { FRAGMENTS, FRAGMENT_NAMES } from './fragments';
import { REMOTE_NAMES, federationName } from './remote-names';
import { ROUTES, ROUTE_NAMES, routesOwnedBy } from './routes';

describe('route and fragment ownership', () => {
  it('gives every route and fragment exactly one owning remote', () => {
    const owned = REMOTE_NAMES.flatMap(routesOwnedBy);
    expect(owned.sort()).toEqual([...ROUTE_NAMES].sort());
    for (const name of FRAGMENT_NAMES) expect(REMOTE_NAMES).toContain(FRAGMENTS[name]);
  });

  it('puts checkout (with its payment finalization, doc 2 §2) and physical card ordering in the focused layout (doc 1 §2)', () => {
    const focused = ROUTE_NAMES.filter((name) => ROUTES[name].layout === 'focused');
    expect(focused.sort()).toEqual(['checkout', 'order-physical-card', 'payment-finalization']);
  });

  it('requires login for favorites and profile (doc 1 §6)', () => {
    expect(ROUTES.favorites.loginRequired).toBe(true);
    expect(ROUTES.profile.loginRequired).toBe(true);
    expect('loginRequired' in ROUTES.cart).toBe(false);
  });

  it('derives container names that are identifiers', () => {
    expect(federationName('cart-checkout')).toBe('storefront_cart_checkout');
    for (const remote of REMOTE_NAMES) expect(federationName(remote)).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
  });
});
