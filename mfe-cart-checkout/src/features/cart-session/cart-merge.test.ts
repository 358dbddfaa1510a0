import { describe, expect, it, vi } from 'vitest';
import { aCart, aProductLineItem } from '@storefront/shared/fixtures';
import { butter, milk, settle, setup, valid } from './cart-session.test-support';

describe('merge on login and clearing on logout (doc 2 §4)', () => {
  const guestCart = aCart({ id: 'guest-cart', productLineItems: [aProductLineItem({ product: milk })] });
  const customerCart = aCart({ id: 'customer-cart', customerId: 'c-1', productLineItems: [aProductLineItem({ lineItemId: 'line-9', product: butter })] });
  const merged = aCart({ id: 'customer-cart', customerId: 'c-1', productLineItems: [aProductLineItem({ product: milk }), aProductLineItem({ lineItemId: 'line-9', product: butter })] });

  it('both carts with items: the merge dialog asks; merging calls merge/{id}', async () => {
    let fetches = 0;
    const { session, customer, calls } = setup({
      'GET /api/carts': () => ({ body: ++fetches === 1 ? guestCart : customerCart }),
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? merged),
      'POST /api/carts/merge/guest-cart': { body: merged },
    });
    await session.load();
    customer.set('authenticated');
    await vi.waitFor(() => expect(session.snapshot().dialog).toMatchObject({ kind: 'merge', localCart: { id: 'guest-cart' }, customerCart: { id: 'customer-cart' } }));
    await session.settleMerge('merge');
    expect(calls).toContain('POST /api/carts/merge/guest-cart');
    expect(session.snapshot().cart?.lineItemCount).toBe(2);
    expect(session.snapshot().dialog).toBeNull();
  });

  it('a login before the shell knew the session (unknown, then a customer) still asks', async () => {
    let fetches = 0;
    const { session, customer } = setup(
      {
        'GET /api/carts': () => ({ body: ++fetches === 1 ? guestCart : customerCart }),
        'GET /api/carts/validation': () => valid(session.snapshot().cart ?? customerCart),
      },
      { status: 'unknown' },
    );
    await session.load();
    customer.set('authenticated');
    await vi.waitFor(() => expect(session.snapshot().dialog?.kind).toBe('merge'));
  });

  it('a customer whose page loads logged in is no login: their cart is not merged again', async () => {
    const { session, customer, calls } = setup(
      { 'GET /api/carts': { body: customerCart }, 'GET /api/carts/validation': valid(customerCart) },
      { status: 'unknown' },
    );
    await session.load();
    customer.set('authenticated');
    await settle();
    expect(session.snapshot().dialog).toBeNull();
    expect(calls.filter((call) => call === 'GET /api/carts')).toHaveLength(1);
  });

  it('discarding keeps the customer cart and calls nothing; the session itself goes nowhere (forwardToCheckout is the cart page’s)', async () => {
    let fetches = 0;
    const { session, customer, calls, navigations } = setup(
      {
        'GET /api/carts': () => ({ body: ++fetches === 1 ? guestCart : customerCart }),
        'GET /api/carts/validation': () => valid(session.snapshot().cart ?? customerCart),
      },
    );
    await session.load();
    customer.set('authenticated');
    await vi.waitFor(() => expect(session.snapshot().dialog?.kind).toBe('merge'));
    await session.settleMerge('discard');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(session.snapshot().cart?.id).toBe('customer-cart');
    expect(navigations).toEqual([]);
  });

  it('an empty customer cart is merged without asking', async () => {
    let fetches = 0;
    const { session, customer, calls } = setup({
      'GET /api/carts': () => ({ body: ++fetches === 1 ? guestCart : aCart({ id: 'customer-cart', customerId: 'c-1', productLineItems: [] }) }),
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? merged),
      'POST /api/carts/merge/guest-cart': { body: merged },
    });
    await session.load();
    customer.set('authenticated');
    await vi.waitFor(() => expect(calls).toContain('POST /api/carts/merge/guest-cart'));
    expect(session.snapshot().dialog).toBeNull();
  });

  it('an empty guest cart gives way to the customer cart', async () => {
    let fetches = 0;
    const { session, customer, calls } = setup({
      'GET /api/carts': () => ({ body: ++fetches === 1 ? aCart({ id: 'guest-cart', productLineItems: [] }) : customerCart }),
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? customerCart),
    });
    await session.load();
    customer.set('authenticated');
    await vi.waitFor(() => expect(session.snapshot().cart?.id).toBe('customer-cart'));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('a customer cart without customerId: the guest cart is assigned to the customer (set-customer)', async () => {
    let fetches = 0;
    const { session, customer, calls } = setup({
      'GET /api/carts': () => ({ body: ++fetches === 1 ? guestCart : aCart({ id: 'other', customerId: null }) }),
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? merged),
      'POST /api/carts/set-customer': { body: { ...guestCart, customerId: 'c-1' } },
    });
    await session.load();
    customer.set('authenticated');
    await vi.waitFor(() => expect(calls).toContain('POST /api/carts/set-customer?anonymousCartId=guest-cart'));
  });

  it('logout clears the cart and tells the page the count is 0', async () => {
    const { session, customer, published } = setup({
      'GET /api/carts': { body: customerCart },
      'GET /api/carts/validation': valid(customerCart),
    });
    customer.set('authenticated');
    await session.load();
    customer.set('anonymous');
    expect(session.snapshot().cart).toBeNull();
    expect(published.at(-1)).toEqual({ name: 'cart:updated', payload: { lineItemCount: 0, total: 0, lines: [] } });
  });
});
