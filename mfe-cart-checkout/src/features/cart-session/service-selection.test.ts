import { describe, expect, it, vi } from 'vitest';
import { aCart, aProductLineItem } from '@storefront/shared/fixtures';
import type { FakeHandler } from '@storefront/shared/platform/testing';
import type { CartSession } from './cart-session';
import { butter, milk, setup, valid } from './cart-session.test-support';
import { SERVICE_PROMPT_STORAGE_KEY } from './service-prompt';

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
