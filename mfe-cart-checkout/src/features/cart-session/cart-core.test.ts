import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@storefront/shared/cart';
import { aCart, aProductLineItem } from '@storefront/shared/fixtures';
import { cartWithService, delivery, milk, settle, setup, valid } from './cart-session.test-support';

describe('a FINALIZED cart outside the payment (doc 2 §2, §4, §8)', () => {
  const finalized = aCart({ cartStatus: 'FINALIZED', productLineItems: [aProductLineItem()], distributionAddress: delivery });
  const toFinalization = { to: { name: 'payment-finalization', query: { paymentInitiator: 'UNKNOWN', paymentMethodType: 'UNKNOWN' } }, replace: true };

  it('leads from any other page to payment finalization with initiator and type UNKNOWN', async () => {
    const { session, targets } = setup({ 'GET /api/carts': { body: finalized }, 'GET /api/carts/validation': valid(finalized) }, { path: '/' });
    await session.load();
    await vi.waitFor(() => expect(targets).toEqual([toFinalization]));
  });

  it.each([
    ['payment finalization', '/payment-finalization'],
    ['checkout, which resets it itself', '/checkout'],
  ])('stays on %s', async (_name, path) => {
    const { session, targets } = setup({ 'GET /api/carts': { body: finalized }, 'GET /api/carts/validation': valid(finalized) }, { path });
    await session.load();
    // The rules' chunk has loaded (the import below answers the same module) and had its turn.
    await import('./finalized-cart');
    await settle();
    expect(targets).toEqual([]);
  });

  it('an OPEN cart goes nowhere', async () => {
    const open = cartWithService([aProductLineItem()]);
    const { session, targets } = setup({ 'GET /api/carts': { body: open }, 'GET /api/carts/validation': valid(open) }, { path: '/warenkorb' });
    await session.load();
    await settle();
    expect(targets).toEqual([]);
  });

  it('errorCode 3 on an add: the cart is asked for again and, FINALIZED, leads to payment finalization', async () => {
    const open = cartWithService([]);
    let cart: Cart = open;
    const { session, targets } = setup(
      {
        'GET /api/carts': () => ({ body: cart }),
        'GET /api/carts/validation': () => valid(cart),
        'POST /api/carts/items': () => {
          cart = finalized;
          return { status: 409, body: { errorCode: 3, message: 'Ihr Warenkorb wird gerade bezahlt.' } };
        },
      },
      { path: '/sortiment' },
    );
    await session.load();
    await settle();
    await expect(session.addItem({ sku: milk.sku, quantity: 1 })).rejects.toMatchObject({ details: { errorCode: 3 } });
    await vi.waitFor(() => expect(targets).toEqual([toFinalization]));
  });
});
