import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@storefront/shared/cart';
import { aCart, aDistributionAddress, aProduct, aProductLineItem } from '@storefront/shared/fixtures';
import type { NotificationInput, SessionSnapshot, StorefrontServices } from '@storefront/shared/platform/contracts';
import { createTestServices, TEST_TENANT, type FakeHandler } from '@storefront/shared/platform/testing';
import { registerAddToCartHandler } from '../add-to-cart/add-to-cart-handler';
import { createCartSession, type CartSession } from './cart-session';
import { SERVICE_PROMPT_STORAGE_KEY } from './service-prompt';

const delivery = aDistributionAddress();
const milk = aProduct();
const butter = aProduct({ sku: '100310', name: 'Süßrahmbutter 250 g', productId: 'p-100310', price: { regular: { value: 249 } } });
const emptyCart = aCart({ productLineItems: [], distributionAddress: null });
const cartWithService = (lines: Cart['productLineItems'] = []) => aCart({ productLineItems: [...lines], distributionAddress: delivery });
const valid = (cart: Cart) => ({ body: { cartDTO: cart, errors: [] } });

/** A session the test switches: the shell's session as the cart sees it. */
function switchableSession(initial: SessionSnapshot['status'] = 'anonymous') {
  let snapshot: SessionSnapshot = { status: initial, customer: null };
  const listeners = new Set<(s: SessionSnapshot) => void>();
  return {
    service: {
      snapshot: () => snapshot,
      subscribe: (listener: (s: SessionSnapshot) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      login: () => Promise.reject(new Error('not in this test')),
      logout: () => Promise.resolve(),
      refresh: () => Promise.resolve(),
    },
    set(status: SessionSnapshot['status']) {
      snapshot = { status, customer: null };
      for (const listener of listeners) listener(snapshot);
    },
  };
}

const sessions: CartSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
  sessionStorage.clear();
});

interface SetupOptions {
  path?: string;
  status?: SessionSnapshot['status'];
  joe?: boolean;
  /** The tenant's service selection prompt (doc 2 §4); none: required. */
  prompt?: { optional: boolean; interval?: number };
}

function setup(handlers: Record<string, FakeHandler>, options: SetupOptions = {}) {
  const runtime = TEST_TENANT.clientRuntimeConfig;
  const tenant = {
    ...TEST_TENANT,
    clientRuntimeConfig: {
      ...runtime,
      features: options.joe ? { ...runtime.features, featureJoe: true } : runtime.features,
      ...(options.prompt ? { serviceSelectionPrompt: options.prompt } : {}),
    },
  };
  const test = createTestServices({ handlers, tenant });
  const notifications: NotificationInput[] = [];
  const customer = switchableSession(options.status);
  const services: StorefrontServices = {
    ...test.services,
    session: customer.service,
    notifications: { show: (n) => notifications.push(n), dismiss: () => undefined },
  };
  const targets: unknown[] = [];
  const recordNavigation = services.navigation.navigate;
  services.navigation.navigate = (to, navigateOptions) => {
    targets.push({ to, ...navigateOptions });
    recordNavigation(to, navigateOptions);
  };
  const session = createCartSession(services, {
    pollIntervalMs: 60_000,
    currentPath: () => options.path ?? '/',
  });
  sessions.push(session);
  const tracked = () => test.published.filter((event) => event.name === 'tracking:event').map((event) => event.payload as Record<string, unknown>);
  const outcomes = () => test.published.filter((event) => event.name === 'cart:item-add-outcome').map((event) => event.payload);
  const bulkOutcomes = () => test.published.filter((event) => event.name === 'cart:items-add-outcome').map((event) => event.payload);
  return { ...test, services, session, notifications, customer, tracked, outcomes, bulkOutcomes, targets };
}

/** Waits until the background work the session started (validation, reload) has settled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

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
    // The count and the total travel together (the mini-cart of another remote can show both).
    expect(published).toContainEqual({ name: 'cart:updated', payload: { lineItemCount: 1, total: added.priceInfo.total } });
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

describe('the optional service selection prompt with its interval (doc 2 §4)', () => {
  /** A cart without a service whose milk line grows by one with every add; the adds' queries are kept. */
  function growingCart() {
    let quantity = 0;
    const adds: string[] = [];
    const cart = () => aCart({ productLineItems: quantity ? [aProductLineItem({ product: milk, quantity })] : [], distributionAddress: null });
    const handlers: Record<string, FakeHandler> = {
      'GET /api/carts': () => ({ body: cart() }),
      'GET /api/carts/validation': () => valid(cart()),
      'POST /api/carts/items': ({ url }) => {
        quantity += 1;
        adds.push(url.search);
        return { body: cart() };
      },
    };
    return { handlers, adds };
  }

  /** Adds one milk; when the dialog opens, the shopper answers with `answer`. Says whether the dialog opened. */
  async function addAnswering(session: CartSession, answer: 'later' | 'close'): Promise<{ prompted: boolean; outcome: string }> {
    let prompted = false;
    const unsubscribe = session.subscribe(() => {
      const dialog = session.snapshot().dialog;
      if (dialog?.kind !== 'service-selection') return;
      prompted = true;
      expect(dialog).toEqual({ kind: 'service-selection', optional: true });
      queueMicrotask(() => (answer === 'later' ? session.skipServiceSelection() : session.settleServiceSelection(false)));
    });
    try {
      const outcome = await session.addItem({ sku: milk.sku, quantity: 1 });
      return { prompted, outcome };
    } finally {
      unsubscribe();
    }
  }

  it('shows the prompt on the first add; "later" adds the product; the next `interval` adds go without it; then it asks again', async () => {
    const { handlers, adds } = growingCart();
    const { session, tracked } = setup(handlers, { prompt: { optional: true, interval: 2 } });
    const rounds = [];
    for (let add = 0; add < 5; add += 1) rounds.push(await addAnswering(session, 'later'));
    expect(rounds).toEqual([
      { prompted: true, outcome: 'added' },
      { prompted: false, outcome: 'added' },
      { prompted: false, outcome: 'added' },
      { prompted: true, outcome: 'added' },
      { prompted: false, outcome: 'added' },
    ]);
    // Without a service no store travels with the add; every add is a real one, tracked.
    expect(adds).toHaveLength(5);
    expect(adds.every((url) => !url.includes('storeId'))).toBe(true);
    await vi.waitFor(() => expect(tracked()).toHaveLength(5));
  });

  it('uses the default interval of 5 when the tenant names none', async () => {
    const { handlers } = growingCart();
    const { session } = setup(handlers, { prompt: { optional: true } });
    const prompted = [];
    for (let add = 0; add < 8; add += 1) prompted.push((await addAnswering(session, 'later')).prompted);
    expect(prompted).toEqual([true, false, false, false, false, false, true, false]);
  });

  it('closing the optional prompt aborts that add (nothing sent), and the next adds within the interval go without asking', async () => {
    const { handlers, adds } = growingCart();
    const { session } = setup(handlers, { prompt: { optional: true, interval: 1 } });
    expect(await addAnswering(session, 'close')).toEqual({ prompted: true, outcome: 'abortedserviceselection' });
    expect(adds).toEqual([]);
    expect(await addAnswering(session, 'close')).toEqual({ prompted: false, outcome: 'added' });
    expect(await addAnswering(session, 'close')).toEqual({ prompted: true, outcome: 'abortedserviceselection' });
  });

  it('the count survives a reload (sessionStorage): a new session of the page goes on where the last one stopped', async () => {
    const first = growingCart();
    const before = setup(first.handlers, { prompt: { optional: true, interval: 3 } });
    await addAnswering(before.session, 'later');
    await addAnswering(before.session, 'later');
    expect(JSON.parse(sessionStorage.getItem(SERVICE_PROMPT_STORAGE_KEY) ?? 'null')).toEqual({ attemptsToSkip: 2 });
    before.session.dispose();
    const after = setup(growingCart().handlers, { prompt: { optional: true, interval: 3 } });
    const prompted = [];
    for (let add = 0; add < 3; add += 1) prompted.push((await addAnswering(after.session, 'later')).prompted);
    expect(prompted).toEqual([false, false, true]);
  });

  it('a bulk add counts as an add: skipped within the interval, it is sent without a service', async () => {
    const { handlers } = growingCart();
    let bulk = 0;
    const withButter = aCart({ productLineItems: [aProductLineItem({ product: butter })], distributionAddress: null });
    const bulkAdd: FakeHandler = () => {
      bulk += 1;
      return { body: { cartDTO: withButter, notAddedOrUpdatedItems: [] } };
    };
    const { session } = setup({ ...handlers, 'POST /api/carts/items/bulk': bulkAdd }, { prompt: { optional: true, interval: 5 } });
    await addAnswering(session, 'later');
    expect(await session.addItems([{ sku: butter.sku, quantity: 1 }])).toEqual({ added: 1, notAdded: [] });
    expect(session.snapshot().dialog).toBeNull();
    expect(bulk).toBe(1);
  });

  it('a required prompt (no setting) asks on every add and has no "later"', async () => {
    const { handlers } = growingCart();
    const { session } = setup(handlers);
    for (let add = 0; add < 2; add += 1) {
      const outcome = session.addItem({ sku: milk.sku, quantity: 1 });
      await vi.waitFor(() => expect(session.snapshot().dialog).toEqual({ kind: 'service-selection' }));
      session.settleServiceSelection(false);
      expect(await outcome).toBe('abortedserviceselection');
    }
    expect(sessionStorage.getItem(SERVICE_PROMPT_STORAGE_KEY)).toBeNull();
  });
});

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

describe('the cart:add-item-requested handler', () => {
  it('answers every request with its outcome, the count and a notification; a failed add is never "added"', async () => {
    const cart = cartWithService();
    const { services, session, outcomes, notifications, published, tracked } = setup({
      'GET /api/carts': { body: cart },
      'GET /api/carts/validation': valid(cart),
      'POST /api/carts/items': { status: 409, body: { errorCode: 'productUnavailable', message: 'Dieses Produkt ist derzeit nicht erhältlich.' } },
    });
    const stop = registerAddToCartHandler(services, session);
    services.events.publish('cart:add-item-requested', { sku: butter.sku, quantity: 1, source: 'search' });
    await vi.waitFor(() => expect(outcomes()).toEqual([{ sku: butter.sku, outcome: 'addproductaborted' }]));
    expect(notifications).toEqual([{ type: 'error', messageKey: 'cart.add.productUnavailable' }]);
    expect(published).toContainEqual({ name: 'cart:updated', payload: { lineItemCount: 0, total: cart.priceInfo.total } });
    expect(tracked()).toEqual([]);
    stop();
  });

  it('a bulk add from another part of the page sends one call with the picked store, and names what was not added', async () => {
    const after = cartWithService([aProductLineItem({ product: butter, quantity: 2 })]);
    let body: unknown;
    const { services, session, notifications, tracked, calls, bulkOutcomes } = setup({
      'GET /api/carts': { body: cartWithService() },
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? after),
      'POST /api/carts/items/bulk': ({ init }) => {
        body = JSON.parse(String(init.body));
        return { body: { cartDTO: after, notAddedOrUpdatedItems: [{ sku: '999999', reason: 'productNotFound' }] } };
      },
    });
    const stop = registerAddToCartHandler(services, session);
    services.events.publish('cart:add-items-requested', {
      items: [
        { sku: butter.sku, quantity: 2, name: butter.name },
        { sku: '999999', quantity: 1, name: 'Safranfäden' },
      ],
      source: 'recipe',
    });
    await vi.waitFor(() => expect(session.snapshot().dialog).toEqual({ kind: 'not-added', names: ['Safranfäden'] }));
    expect(body).toEqual({ items: [{ sku: butter.sku, quantity: 2 }, { sku: '999999', quantity: 1 }] });
    expect(calls).toContain(`POST /api/carts/items/bulk?storeId=${delivery.storeId}`);
    expect(notifications).toEqual([{ type: 'success', messageKey: 'cart.add.bulkAdded' }]);
    expect(tracked()).toEqual([expect.objectContaining({ event: 'addToCart' })]);
    expect(bulkOutcomes()).toEqual([{ outcome: 'added', added: 1, notAdded: ['Safranfäden'], source: 'recipe' }]);
    session.dismissNotAdded();
    expect(session.snapshot().dialog).toBeNull();
    stop();
  });

  it('a bulk add without a service asks for one first; closed, nothing is sent', async () => {
    const { services, session, notifications, calls, bulkOutcomes } = setup({
      'GET /api/carts': { body: emptyCart },
      'GET /api/carts/validation': valid(emptyCart),
    });
    const stop = registerAddToCartHandler(services, session);
    services.events.publish('cart:add-items-requested', { items: [{ sku: butter.sku, quantity: 1 }] });
    await vi.waitFor(() => expect(session.snapshot().dialog).toEqual({ kind: 'service-selection' }));
    session.settleServiceSelection(false);
    await vi.waitFor(() => expect(notifications).toEqual([{ type: 'info', messageKey: 'cart.add.abortedServiceSelection' }]));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    expect(bulkOutcomes()).toEqual([{ outcome: 'abortedserviceselection', added: 0, notAdded: [] }]);
    stop();
  });

  it('a successful add says so', async () => {
    const after = cartWithService([aProductLineItem({ product: butter })]);
    const { services, session, outcomes, notifications } = setup({
      'GET /api/carts': { body: cartWithService() },
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? after),
      'POST /api/carts/items': { body: after },
    });
    const stop = registerAddToCartHandler(services, session);
    services.events.publish('cart:add-item-requested', { sku: butter.sku, quantity: 1 });
    await vi.waitFor(() => expect(outcomes()).toEqual([{ sku: butter.sku, outcome: 'added' }]));
    expect(notifications).toEqual([{ type: 'success', messageKey: 'cart.add.added' }]);
    stop();
  });
});

describe('a delivery pass through the add flow', () => {
  it('is added when the cart holds it afterwards, on its own line, and at its maximum when it held it already', async () => {
    const pass = { sku: 'DP-1M', name: 'Lieferpass 1 Monat', price: 999, durationInMonths: 1, lineItemId: 'dp-line-1' };
    const withPass = { ...cartWithService(), deliveryPassLineItem: pass };
    const { services, session, outcomes, notifications, tracked } = setup({
      'GET /api/carts': { body: cartWithService() },
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? withPass),
      'POST /api/carts/items': { body: withPass },
    });
    const stop = registerAddToCartHandler(services, session);
    services.events.publish('cart:add-item-requested', { sku: 'DP-1M', quantity: 1, source: 'delivery-pass' });
    await vi.waitFor(() => expect(outcomes()).toEqual([{ sku: 'DP-1M', outcome: 'added' }]), { timeout: 5000 });
    expect(notifications).toEqual([{ type: 'success', messageKey: 'cart.add.added' }]);
    expect(tracked()).toEqual([]);
    services.events.publish('cart:add-item-requested', { sku: 'DP-1M', quantity: 1, source: 'delivery-pass' });
    await vi.waitFor(() => expect(outcomes()).toEqual([{ sku: 'DP-1M', outcome: 'added' }, { sku: 'DP-1M', outcome: 'maxquantityreached' }]), {
      timeout: 5000,
    });
    stop();
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
    expect(published.at(-1)).toEqual({ name: 'cart:updated', payload: { lineItemCount: 0, total: 0 } });
  });
});

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
