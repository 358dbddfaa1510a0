import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@storefront/shared/cart';
import { aProductLineItem } from '@storefront/shared/fixtures';
import type { FakeHandler } from '@storefront/shared/platform/testing';
import type { CartSession } from './cart-session';
import { cartWithService, milk, settle, setup, valid } from './cart-session.test-support';

/**
 * A backend holding one line of milk and answering the first request under each Idempotency-Key once:
 * a repeat gets the stored answer again and changes nothing (backend idempotency.ts). `lose` answers are
 * applied and then lost on the way back (the connection cut); `unavailable` answers are 503s, not applied.
 */
function idempotentMilkBackend(quantity: number) {
  const backend = { quantity, lose: 0, unavailable: 0, keys: [] as string[], replays: 0 };
  const stored = new Map<string, Cart>();
  const cart = () => cartWithService([aProductLineItem({ product: milk, quantity: backend.quantity })]);
  const handlers: Record<string, FakeHandler> = {
    'GET /api/carts': () => ({ body: cart() }),
    'GET /api/carts/validation': () => valid(cart()),
    'POST /api/carts/items': ({ init }) => {
      const key = (init.headers as Record<string, string>)['Idempotency-Key']!;
      backend.keys.push(key);
      if (backend.unavailable > 0) {
        backend.unavailable -= 1;
        return { status: 503, body: { errorCode: 'unavailable', message: 'down' } };
      }
      let answer = stored.get(key);
      if (answer) backend.replays += 1;
      else {
        backend.quantity += (JSON.parse(String(init.body)) as { quantity: number }).quantity;
        answer = cart();
        stored.set(key, answer);
      }
      if (backend.lose > 0) {
        backend.lose -= 1;
        throw new TypeError('Failed to fetch');
      }
      return { body: answer };
    },
  };
  return { backend, handlers };
}

describe('a change clicked again after its answer was lost (the fault storm)', () => {
  const shownMilk = (session: CartSession) => session.snapshot().cart?.productLineItems.find((line) => line.product.sku === milk.sku)?.quantity;
  const milkLine = (session: CartSession) => session.snapshot().cart!.productLineItems.find((line) => line.product.sku === milk.sku)!;

  it('an add whose outcome the page has read since is over: "one more" is a new change, not the old answer replayed', async () => {
    const { backend, handlers } = idempotentMilkBackend(4);
    const { session } = setup(handlers);
    await session.load();
    // Milk 4 → 5 from a tile: applied, and the answer to each of the client's four attempts lost.
    backend.lose = 4;
    await expect(session.addItem({ sku: milk.sku, quantity: 1 })).rejects.toMatchObject({ kind: 'unavailable' });
    // The page reads the cart (another part of the page, the validation): milk 5.
    await session.load();
    await settle();
    expect(shownMilk(session)).toBe(5);
    // On the cart page the shopper raises milk 5 → 6: the same request as the lost add, but another change.
    await session.setQuantity(milkLine(session), 6);
    expect({ server: backend.quantity, shown: shownMilk(session), replays: backend.replays }).toEqual({ server: 6, shown: 6, replays: 3 });
    expect(new Set(backend.keys).size).toBe(2);
  });

  it('after a change without a clear answer the cart is read again, so a click again is asked for on what the backend holds', async () => {
    const { backend, handlers } = idempotentMilkBackend(4);
    const { session } = setup(handlers);
    await session.load();
    backend.lose = 4;
    await expect(session.addItem({ sku: milk.sku, quantity: 1 })).rejects.toMatchObject({ kind: 'unavailable' });
    // The tile reads the cart itself and shows milk 5; so does the cart session now.
    await vi.waitFor(() => expect(shownMilk(session)).toBe(5));
    // The shopper wants one more, 6: added, not answered with the stored 5.
    expect(await session.addItem({ sku: milk.sku, quantity: 1 })).toBe('added');
    expect({ server: backend.quantity, shown: shownMilk(session) }).toEqual({ server: 6, shown: 6 });
  });

  it('a change that was not applied is, clicked again on the same cart, the same intent: one key, applied once', async () => {
    const { backend, handlers } = idempotentMilkBackend(4);
    const { session } = setup(handlers);
    await session.load();
    // Four 503s: nothing applied; the cart read again still shows milk 4.
    backend.unavailable = 4;
    await expect(session.setQuantity(milkLine(session), 5)).rejects.toMatchObject({ status: 503 });
    await settle();
    expect(shownMilk(session)).toBe(4);
    await session.setQuantity(milkLine(session), 5);
    expect({ server: backend.quantity, shown: shownMilk(session) }).toEqual({ server: 5, shown: 5 });
    expect(new Set(backend.keys).size).toBe(1);
  });
});
