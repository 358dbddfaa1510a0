import { describe, expect, it, vi } from 'vitest';
import { aProductLineItem } from '@storefront/shared/fixtures';
import { cartWithService, delivery, emptyCart, milk, setup, valid } from './cart-session.test-support';

describe('adding an item (doc 2 §4)', () => {
  it('asks for a service first; closing the dialog aborts the add: nothing is sent, nothing tracked', async () => {
    const { session, calls, tracked } = setup({
      'GET /api/carts': { body: emptyCart },
      'GET /api/carts/validation': valid(emptyCart),
    });
    const outcome = session.addItem({ sku: milk.sku, quantity: 1 });
    await vi.waitFor(() => expect(session.snapshot().dialog).toEqual({ kind: 'service-selection' }));
    session.settleServiceSelection(false);
    expect(await outcome).toBe('abortedserviceselection');
    expect(session.snapshot().dialog).toBeNull();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(tracked()).toEqual([]);
  });

  it('saves the chosen address, then adds the line; the add is tracked with the product fields once', async () => {
    const added = cartWithService([aProductLineItem({ product: milk, quantity: 2 })]);
    let bodies: unknown[] = [];
    const { session, calls, tracked, published } = setup({
      'GET /api/carts': { body: emptyCart },
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? emptyCart),
      'POST /api/carts/distribution-address': { body: cartWithService() },
      'POST /api/carts/items': ({ init }) => {
        bodies = [...bodies, JSON.parse(String(init.body))];
        return { body: added };
      },
    });
    const outcome = session.addItem({ sku: milk.sku, quantity: 2 });
    await vi.waitFor(() => expect(session.snapshot().dialog?.kind).toBe('service-selection'));
    await session.chooseService({ distributionType: 'DELIVERY', streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1070', city: 'Wien' });
    session.settleServiceSelection(true);
    expect(await outcome).toBe('added');
    expect(bodies).toEqual([{ sku: milk.sku, quantity: 2 }]);
    // The store of the address travels with the add (doc 2 §7: query storeId).
    expect(calls).toContain(`POST /api/carts/items?storeId=${delivery.storeId}`);
    expect(tracked()).toEqual([
      expect.objectContaining({
        event: 'addToCart',
        visitorType: 'guest',
        ecommerce: { currencyCode: 'EUR', products: [expect.objectContaining({ sku: milk.sku, name: milk.name, brand: 'Alpenhof', price: 1.29, quantity: 2 })] },
      }),
    ]);
    // The count, the total and the lines travel together: the other parts of the page learn the quantity from it.
    expect(published).toContainEqual({
      name: 'cart:updated',
      payload: { lineItemCount: 1, total: added.priceInfo.total, lines: [{ sku: milk.sku, quantity: 2, lineItemId: added.productLineItems[0]!.lineItemId }] },
    });
  });

  it('raises a line already in the cart only up to maxQuantity (doc 2 §4)', async () => {
    const line = aProductLineItem({ product: milk, quantity: 19 });
    const capped = cartWithService([{ ...line, quantity: 20 }]);
    let body: unknown;
    const { session } = setup({
      'GET /api/carts': { body: cartWithService([line]) },
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? capped),
      'POST /api/carts/items': ({ init }) => {
        body = JSON.parse(String(init.body));
        return { body: capped };
      },
    });
    expect(await session.addItem({ sku: milk.sku, quantity: 5 })).toBe('added');
    expect(body).toEqual({ sku: milk.sku, quantity: 1 });
  });

  it('at the maximum the outcome is maxquantityreached, without a call and without tracking (doc 2 §8)', async () => {
    const full = cartWithService([aProductLineItem({ product: milk, quantity: 20 })]);
    const { session, calls, tracked } = setup({ 'GET /api/carts': { body: full }, 'GET /api/carts/validation': valid(full) });
    expect(await session.addItem({ sku: milk.sku, quantity: 1 })).toBe('maxquantityreached');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(tracked()).toEqual([]);
  });

  it('a line the backend did not raise (its own cap) is maxquantityreached too', async () => {
    const cart = cartWithService([aProductLineItem({ product: milk, quantity: 3 })]);
    const { session, tracked } = setup({
      'GET /api/carts': { body: cart },
      'GET /api/carts/validation': valid(cart),
      'POST /api/carts/items': { body: cart },
    });
    expect(await session.addItem({ sku: milk.sku, quantity: 1 })).toBe('maxquantityreached');
    expect(tracked()).toEqual([]);
  });
});

describe('changing lines', () => {
  it('lowers a quantity by removing the line and adding it back; a refused re-add puts the old quantity back', async () => {
    const line = aProductLineItem({ product: milk, quantity: 4 });
    const cart = cartWithService([line]);
    const adds: unknown[] = [];
    const { session, calls } = setup({
      'GET /api/carts': { body: cart },
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? cart),
      'DELETE /api/carts/items/multiple': { body: cartWithService() },
      'POST /api/carts/items': ({ init }) => {
        adds.push(JSON.parse(String(init.body)));
        return adds.length === 1 ? { status: 400, body: { errorCode: 'invalidField', message: 'nein' } } : { body: cart };
      },
    });
    await session.load();
    await expect(session.setQuantity(line, 2)).rejects.toMatchObject({ status: 400 });
    expect(calls).toContain('DELETE /api/carts/items/multiple?lineItemIds=line-1');
    expect(adds).toEqual([
      { sku: milk.sku, quantity: 2 },
      { sku: milk.sku, quantity: 4 },
    ]);
    expect(session.snapshot().cart?.productLineItems[0]?.quantity).toBe(4);
  });

  it('a re-add without a clear answer goes once more under its key, never as a second add of the old quantity', async () => {
    const line = aProductLineItem({ product: milk, quantity: 4 });
    const lowered = cartWithService([aProductLineItem({ product: milk, quantity: 2 })]);
    const adds: Array<{ body: unknown; key: string | undefined }> = [];
    const { session } = setup({
      'GET /api/carts': { body: cartWithService([line]) },
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? lowered),
      'DELETE /api/carts/items/multiple': { body: cartWithService() },
      'POST /api/carts/items': ({ init }) => {
        adds.push({ body: JSON.parse(String(init.body)), key: (init.headers as Record<string, string>)['Idempotency-Key'] });
        // The client's own four attempts all meet a 503; the fifth request (once more) is answered.
        return adds.length <= 4 ? { status: 503, body: { errorCode: 'unavailable', message: 'down' } } : { body: lowered };
      },
    });
    await session.load();
    await session.setQuantity(line, 2);
    expect(adds).toHaveLength(5);
    expect(adds.every(({ body }) => JSON.stringify(body) === JSON.stringify({ sku: milk.sku, quantity: 2 }))).toBe(true);
    expect(new Set(adds.map(({ key }) => key)).size).toBe(1);
    expect(session.snapshot().cart?.productLineItems[0]?.quantity).toBe(2);
  });

  it('a lowering whose removal was applied but never answered still adds the line back: the shopper loses no article', async () => {
    const line = aProductLineItem({ product: milk, quantity: 4 });
    const lowered = cartWithService([aProductLineItem({ product: milk, quantity: 3 })]);
    let server = cartWithService([line]);
    const adds: unknown[] = [];
    const { session } = setup({
      'GET /api/carts': () => ({ body: server }),
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? server),
      // The backend removes the line, then every answer is lost or refused: the page never hears that it did.
      'DELETE /api/carts/items/multiple': () => {
        server = cartWithService();
        return { status: 503, body: { errorCode: 'unavailable', message: 'down' } };
      },
      'POST /api/carts/items': ({ init }) => {
        adds.push(JSON.parse(String(init.body)));
        server = lowered;
        return { body: lowered };
      },
    });
    await session.load();
    await session.setQuantity(line, 3);
    expect(adds).toEqual([{ sku: milk.sku, quantity: 3 }]);
    expect(session.snapshot().cart?.productLineItems.map((item) => item.quantity)).toEqual([3]);
  });

  it('an add clicked again after its answer was lost goes with the key of the first click', async () => {
    const cart = cartWithService();
    const keys: Array<string | undefined> = [];
    const { session } = setup({
      'GET /api/carts': { body: cart },
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? cart),
      'POST /api/carts/items': ({ init }) => {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
        if (keys.length <= 4) throw new TypeError('Failed to fetch');
        return { body: cartWithService([aProductLineItem({ product: milk, quantity: 1 })]) };
      },
    });
    await session.load();
    expect(await session.addItem({ sku: milk.sku, quantity: 1 }).catch((error: unknown) => error)).toMatchObject({ kind: 'unavailable' });
    expect(await session.addItem({ sku: milk.sku, quantity: 1 })).toBe('added');
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
  });
});
