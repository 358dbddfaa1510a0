import { describe, expect, it, vi } from 'vitest';
import { aCart, aProductLineItem } from '@storefront/shared/fixtures';
import { createCartSession } from './cart-session';
import { cartWithService, delivery, milk, sessions, settle, setup, valid } from './cart-session.test-support';

describe('validation (doc 2 §4, §8)', () => {
  it('keeps the errors and replaces the cart when the validated one differs', async () => {
    const local = cartWithService([aProductLineItem({ product: milk, quantity: 2 })]);
    const server = cartWithService([aProductLineItem({ product: milk, quantity: 1 })]);
    const { session } = setup({
      'GET /api/carts': { body: local },
      'GET /api/carts/validation': { body: { cartDTO: server, errors: [{ code: '141', message: 'abgelaufen' }] } },
    });
    await session.load();
    await vi.waitFor(() => expect(session.snapshot().validationErrors).toEqual([{ code: '141', message: 'abgelaufen' }]));
    expect(session.snapshot().cart?.productLineItems[0]?.quantity).toBe(1);
  });

  it('a 404 to the validation resets the cart and asks for it again', async () => {
    let fetches = 0;
    const { session, calls } = setup({
      'GET /api/carts': () => (++fetches === 1 ? { body: cartWithService() } : { status: 404, body: { errorCode: 'cartNotFound', message: 'weg' } }),
      'GET /api/carts/validation': { status: 404, body: { errorCode: 'cartNotFound', message: 'weg' } },
    });
    await session.load();
    await vi.waitFor(() => expect(session.snapshot().cart).toBeNull());
    await settle();
    expect(calls.filter((call) => call === 'GET /api/carts')).toHaveLength(2);
  });

  it('polls on its interval, but not while the tab is in the background', async () => {
    vi.useFakeTimers();
    try {
      const cart = cartWithService();
      const { services, calls } = setup({ 'GET /api/carts': { body: cart }, 'GET /api/carts/validation': valid(cart) });
      const session = createCartSession(services, { pollIntervalMs: 1_000 });
      sessions.push(session);
      await session.load();
      await vi.advanceTimersByTimeAsync(0);
      const count = () => calls.filter((call) => call === 'GET /api/carts/validation').length;
      const before = count();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(count()).toBe(before + 1);
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      await vi.advanceTimersByTimeAsync(3_000);
      expect(count()).toBe(before + 1);
      visibility.mockRestore();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(count()).toBe(before + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not poll while the cart is in payment (FINALIZED)', async () => {
    vi.useFakeTimers();
    try {
      const cart = aCart({ cartStatus: 'FINALIZED', productLineItems: [aProductLineItem()], distributionAddress: delivery });
      const { services, calls } = setup({ 'GET /api/carts': { body: cart }, 'GET /api/carts/validation': valid(cart) }, { path: '/zahlung' });
      const session = createCartSession(services, { pollIntervalMs: 1_000 });
      sessions.push(session);
      await session.load();
      await vi.advanceTimersByTimeAsync(0);
      const count = () => calls.filter((call) => call === 'GET /api/carts/validation').length;
      const before = count();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(count()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });
});
