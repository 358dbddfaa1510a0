import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProductLineItem } from '@storefront/shared/fixtures';
import remote from '../../remote';
import { acquireCartSession } from '../cart-session/cart-session';
import { butter, cartWithService, delivery, emptyCart, setup, valid } from '../cart-session/cart-session.test-support';
import { registerAddToCartHandler } from './add-to-cart-handler';
import { hostCartDialogs } from './host-cart-dialogs';
import { listenForAdds } from './listen-for-adds';

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
    expect(published).toContainEqual({ name: 'cart:updated', payload: { lineItemCount: 0, total: cart.priceInfo.total, lines: [] } });
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
    // The dialog is the one feedback: it names what did not go in, so no notice says the rest did.
    expect(notifications).toEqual([]);
    expect(tracked()).toEqual([expect.objectContaining({ event: 'addToCart' })]);
    expect(bulkOutcomes()).toEqual([{ outcome: 'added', added: 1, notAdded: ['Safranfäden'], source: 'recipe' }]);
    session.dismissNotAdded();
    expect(session.snapshot().dialog).toBeNull();
    stop();
  });

  it('a bulk add that put every item in says so in one notice, with no dialog', async () => {
    const after = cartWithService([aProductLineItem({ product: butter, quantity: 2 })]);
    const { services, session, notifications, bulkOutcomes } = setup({
      'GET /api/carts': { body: cartWithService() },
      'GET /api/carts/validation': () => valid(session.snapshot().cart ?? after),
      'POST /api/carts/items/bulk': { body: { cartDTO: after, notAddedOrUpdatedItems: [] } },
    });
    const stop = registerAddToCartHandler(services, session);
    services.events.publish('cart:add-items-requested', { items: [{ sku: butter.sku, quantity: 2, name: butter.name }], source: 'recipe' });
    await vi.waitFor(() => expect(bulkOutcomes()).toEqual([{ outcome: 'added', added: 1, notAdded: [], source: 'recipe' }]));
    expect(notifications).toEqual([{ type: 'success', messageKey: 'cart.add.bulkAdded' }]);
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

describe('the add-to-cart listener of the page', () => {
  it('starts when the remote boots, once however often it is started, and hears the adds pressed before it', async () => {
    const after = cartWithService([aProductLineItem({ product: butter })]);
    const { services, session, outcomes, notifications, calls } = setup({
      'GET /api/carts': { body: cartWithService() },
      'GET /api/carts/validation': () => valid(after),
      'POST /api/carts/items': { body: after },
    });
    // The page's session is the one the listener acquires; the test's own is not on this page.
    session.dispose();
    // Pressed while the cart remote is still loading: the bus holds it.
    services.events.publish('cart:add-item-requested', { sku: butter.sku, quantity: 1, source: 'category' });
    // The shell boots the remote once; a shell without boot hooks leaves it to the mini-cart, mounted again on each page.
    remote.boot?.(services);
    listenForAdds(services);
    listenForAdds(services);
    await vi.waitFor(() => expect(outcomes()).toEqual([{ sku: butter.sku, outcome: 'added' }]), { timeout: 15_000 });
    services.events.publish('cart:add-item-requested', { sku: butter.sku, quantity: 1, source: 'category' });
    // The backend answers the same cart again: the line did not grow.
    await vi.waitFor(() => expect(outcomes()).toHaveLength(2), { timeout: 15_000 });
    expect(outcomes()[1]).toEqual({ sku: butter.sku, outcome: 'maxquantityreached' });
    // One listener: each press is one add call and one notification.
    expect(calls.filter((call) => call.startsWith('POST /api/carts/items'))).toHaveLength(2);
    expect(notifications).toEqual([
      { type: 'success', messageKey: 'cart.add.added' },
      { type: 'warning', messageKey: 'cart.add.maxQuantityReached' },
    ]);
    // The page's session, held by the listener for the page's life, is the one every part of the remote shares.
    const held = acquireCartSession(services);
    expect(held.session.snapshot().cart).toEqual(after);
    held.session.dispose();
  });
});

describe('the cart’s dialogs on a page with no place for them', () => {
  const places = () => document.querySelectorAll('[data-cart-dialogs]');
  /** The dialog shown in the cart's own place (the kit's Dialog is a native <dialog>). */
  const shownDialog = () => places()[0]?.querySelector('dialog[open], [role="dialog"]') ?? null;
  afterEach(() => places().forEach((place) => place.remove()));

  it('an add without a service opens the selection even where no part of the page shows the dialogs (a web view without the header)', async () => {
    const { services } = setup({ 'GET /api/carts': { body: emptyCart }, 'GET /api/carts/validation': valid(emptyCart) });
    // The page's one cart session, the one its dialog host reads too.
    const { session, release } = acquireCartSession(services);
    const stopHandler = registerAddToCartHandler(services, session);
    const stopHost = hostCartDialogs(services, session);
    services.events.publish('cart:add-item-requested', { sku: butter.sku, quantity: 1, source: 'search' });
    await vi.waitFor(() => expect(session.snapshot().dialog).toEqual({ kind: 'service-selection' }));
    // The cart's dialog host, in a place of its own at the end of the page, shows the selection.
    expect(places()).toHaveLength(1);
    await vi.waitFor(() => expect(shownDialog()).not.toBeNull(), { timeout: 10_000 });
    session.settleServiceSelection(false);
    await vi.waitFor(() => expect(shownDialog()).toBeNull());
    // The next dialog uses the same place.
    services.events.publish('cart:add-item-requested', { sku: butter.sku, quantity: 1, source: 'search' });
    await vi.waitFor(() => expect(shownDialog()).not.toBeNull(), { timeout: 10_000 });
    expect(places()).toHaveLength(1);
    session.settleServiceSelection(false);
    stopHost();
    expect(places()).toHaveLength(0);
    stopHandler();
    release();
  });

  it('leaves the dialogs to the part of the page that shows them: with the mini-cart there, no place is added', async () => {
    const { services, session } = setup({ 'GET /api/carts': { body: emptyCart }, 'GET /api/carts/validation': valid(emptyCart) });
    const releaseMiniCart = session.claimDialogHost('mini-cart');
    const stopHandler = registerAddToCartHandler(services, session);
    const stopHost = hostCartDialogs(services, session);
    services.events.publish('cart:add-item-requested', { sku: butter.sku, quantity: 1, source: 'search' });
    await vi.waitFor(() => expect(session.snapshot().dialog).toEqual({ kind: 'service-selection' }));
    expect(places()).toHaveLength(0);
    session.settleServiceSelection(false);
    stopHost();
    stopHandler();
    releaseMiniCart();
  });
});
