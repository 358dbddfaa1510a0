import { describe, expect, it, vi } from 'vitest';
import { aProductLineItem } from '@storefront/shared/fixtures';
import { cartWithService, milk, setup, valid } from './cart-session.test-support';

describe('the visitor type of the tracking (doc 2 §1)', () => {
  it.each([
    ['a loyalty member (card-info answers)', { body: { pools: [], promotions: [], vouchers: [] } }, 'loyalty'],
    ['a customer without a club card (card-info 404)', { status: 404, body: { errorCode: 'noLoyaltyMember', message: 'kein Mitglied' } }, 'customer'],
  ] as const)('%s', async (_, cardInfo, visitorType) => {
    const cart = cartWithService([aProductLineItem({ product: milk })]);
    const after = cartWithService([aProductLineItem({ product: milk, quantity: 2 })]);
    const { session, customer, tracked } = setup(
      {
        'GET /api/carts': { body: cart },
        'GET /api/carts/validation': () => valid(session.snapshot().cart ?? cart),
        'GET /api/customers/loyalty/card-info': cardInfo,
        'POST /api/carts/items': { body: after },
      },
      { status: 'authenticated', joe: true },
    );
    customer.set('authenticated');
    await session.load();
    expect(await session.addItem({ sku: milk.sku, quantity: 1 })).toBe('added');
    await vi.waitFor(() => expect(tracked()).toEqual([expect.objectContaining({ event: 'addToCart', visitorType })]));
  });
});
