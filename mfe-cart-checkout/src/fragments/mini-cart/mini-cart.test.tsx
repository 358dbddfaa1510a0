import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCart, aDistributionAddress, anOrderConfig, aProduct, aProductLineItem } from '@storefront/shared/fixtures';
import { createTestServices, LAZY_CHUNK_TIMEOUT, renderParcel, TEST_TENANT, type FakeHandler } from '@storefront/shared/platform/testing';
import { CART_CHECKOUT_TEST_MESSAGES } from '../../testing/cart-checkout.test-support';
import { MiniCart } from './mini-cart';

const messages = CART_CHECKOUT_TEST_MESSAGES;

function renderMiniCart(handlers: Record<string, FakeHandler>) {
  const test = createTestServices({ messages, handlers });
  const view = renderParcel(MiniCart, { services: test.services });
  return { ...test, view };
}

// The optional prompt counts its adds in the tab's sessionStorage.
afterEach(() => sessionStorage.clear());
// A dialog left open when its mini-cart goes moves to the place the page's add listener gives the cart's dialogs,
// which lives as long as its page; each test here is a page of its own, so the last one's place is gone first.
beforeEach(() => document.querySelectorAll('[data-cart-dialogs]').forEach((place) => place.remove()));

describe('mini-cart', () => {
  const cart = aCart({
    distributionAddress: aDistributionAddress(),
    productLineItems: [aProductLineItem({ product: aProduct(), quantity: 2 }), aProductLineItem({ lineItemId: 'line-2', product: aProduct({ sku: '2', name: 'Butter' }) })],
  });
  // The cart's € 3,87 are within these limits for delivery.
  const orderConfig = anOrderConfig({
    DELIVERY: { minimumOrderValue: 300, maximumOrderValue: 50_000, maximumOrderWeight: 30_000 },
    CLICK_AND_COLLECT: { minimumOrderValue: 100, maximumOrderValue: 80_000, maximumOrderWeight: 50_000 },
  });
  const minimum = anOrderConfig({ ...orderConfig, DELIVERY: { ...orderConfig.DELIVERY, minimumOrderValue: 2500 } });

  async function openPanel() {
    await userEvent.setup().click(screen.getByRole('button', { name: 'Warenkorb-Vorschau öffnen' }));
    return screen.findByRole('dialog', { name: 'Ihr Warenkorb' }, { timeout: LAZY_CHUNK_TIMEOUT });
  }

  it('shows the count and total, and opens a slide-in with the lines and the links to the cart and to checkout', async () => {
    const { services } = renderMiniCart({
      'GET /api/carts': { body: cart },
      'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } },
      'GET /api/order-config': { body: orderConfig },
    });
    const total = services.i18n.formatPrice(cart.priceInfo.total);
    // The live count comes with the cart session's chunk.
    const link = await screen.findByRole('link', { name: `Warenkorb: 2 Artikel, ${total}` }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(link).toHaveAttribute('href', '/cart');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Warenkorb-Vorschau öffnen' }));
    // The slide-in is a lazy chunk of its own.
    const panel = await screen.findByRole('dialog', { name: 'Ihr Warenkorb' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(within(within(panel).getByRole('list', { name: 'Artikel im Warenkorb' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/cart');
    // Within the order limits (known once the order config has answered), "Zur Kasse" leads to checkout.
    expect(await within(panel).findByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
    expect(within(panel).queryByTestId('checkout-blocked')).toBeNull();
  });

  it('below the minimum order value "Zur Kasse" does not lead to checkout: it is disabled and says why, as the cart page does', async () => {
    const { services } = renderMiniCart({
      'GET /api/carts': { body: cart },
      'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } },
      'GET /api/order-config': { body: minimum },
    });
    const panel = await openPanel();
    const reason = `Der Mindestbestellwert beträgt ${services.i18n.formatPrice(2500)}.`;
    // Found by its text, the no-break space after € reads as a plain one.
    expect(await within(panel).findByText(reason.replace(/\s/g, ' '))).toBeInTheDocument();
    const checkout = within(panel).getByRole('button', { name: 'Zur Kasse' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(reason);
    expect(within(panel).queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
    // The way to the cart page, where the shopper adds what is missing, stays.
    expect(within(panel).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/cart');
  });

  it('above the maximum order weight "Zur Kasse" is disabled with the weight and the limit in kg', async () => {
    const heavy = { ...cart, weight: 35_000 };
    const { services } = renderMiniCart({
      'GET /api/carts': { body: heavy },
      'GET /api/carts/validation': { body: { cartDTO: heavy, errors: [] } },
      'GET /api/order-config': { body: orderConfig },
    });
    const panel = await openPanel();
    const reason = `Ihr Warenkorb wiegt ${services.i18n.formatNumber(35)} kg. Eine Bestellung darf höchstens ${services.i18n.formatNumber(30)} kg wiegen.`;
    expect(await within(panel).findByText(reason)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Zur Kasse' })).toHaveAccessibleDescription(reason);
    expect(within(panel).queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
  });

  it('listens for add-to-cart requests as soon as it is mounted: without a service the selection dialog opens', async () => {
    const empty = aCart({ productLineItems: [], distributionAddress: null });
    const { services } = renderMiniCart({ 'GET /api/carts': { body: empty }, 'GET /api/carts/validation': { body: { cartDTO: empty, errors: [] } } });
    await screen.findByRole('link', { name: /Warenkorb: 0 Artikel/ }, { timeout: LAZY_CHUNK_TIMEOUT });
    act(() => services.events.publish('cart:add-item-requested', { sku: '100201', quantity: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferung oder Abholung?' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(within(dialog).getByRole('radio', { name: 'Lieferung' })).toBeChecked();
    expect(within(dialog).getByLabelText('Lieferadresse')).toBeInTheDocument();
  });

  it('where the tenant makes the prompt optional, "Später wählen" closes it and the article is added without a service', async () => {
    const empty = aCart({ productLineItems: [], distributionAddress: null });
    const added = aCart({ productLineItems: [aProductLineItem({ product: aProduct(), quantity: 1 })], distributionAddress: null });
    let current = empty;
    const tenant = { ...TEST_TENANT, clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, serviceSelectionPrompt: { optional: true } } };
    const test = createTestServices({
      messages,
      tenant,
      handlers: {
        'GET /api/carts': () => ({ body: current }),
        'GET /api/carts/validation': () => ({ body: { cartDTO: current, errors: [] } }),
        'POST /api/carts/items': () => {
          current = added;
          return { body: added };
        },
      },
    });
    renderParcel(MiniCart, { services: test.services });
    await screen.findByRole('link', { name: /Warenkorb: 0 Artikel/ }, { timeout: LAZY_CHUNK_TIMEOUT });
    act(() => test.services.events.publish('cart:add-item-requested', { sku: '100201', quantity: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferung oder Abholung?' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(within(dialog).getByText('Sie können auch später wählen: Der Artikel kommt gleich in den Warenkorb.')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Später wählen' }));
    expect(await screen.findByRole('link', { name: /Warenkorb: 1 Artikel/ }, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(test.calls).toContain('POST /api/carts/items');
    expect(test.published).toContainEqual({ name: 'cart:item-add-outcome', payload: { sku: '100201', outcome: 'added' } });
  });

  it('a required prompt (the default) offers no "Später wählen"', async () => {
    const empty = aCart({ productLineItems: [], distributionAddress: null });
    const { services } = renderMiniCart({ 'GET /api/carts': { body: empty }, 'GET /api/carts/validation': { body: { cartDTO: empty, errors: [] } } });
    await screen.findByRole('link', { name: /Warenkorb: 0 Artikel/ }, { timeout: LAZY_CHUNK_TIMEOUT });
    act(() => services.events.publish('cart:add-item-requested', { sku: '100201', quantity: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferung oder Abholung?' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Später wählen' })).toBeNull();
  });

  it('an add requested before it was mounted is not lost: it is handled once the mini-cart listens', async () => {
    const empty = aCart({ productLineItems: [], distributionAddress: null });
    const test = createTestServices({ messages, handlers: { 'GET /api/carts': { body: empty }, 'GET /api/carts/validation': { body: { cartDTO: empty, errors: [] } } } });
    // A search tile pressed while the header's mini-cart was still loading.
    test.services.events.publish('cart:add-item-requested', { sku: '100201', quantity: 1, source: 'search' });
    renderParcel(MiniCart, { services: test.services });
    expect(await screen.findByRole('dialog', { name: 'Lieferung oder Abholung?' }, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
  });

  it('paints the count and total this tab last showed at once, before the live cart arrives, and keeps the new ones for the next page', async () => {
    sessionStorage.setItem('mini-cart-summary', JSON.stringify({ count: 5, total: 1234 }));
    const { services } = renderMiniCart({ 'GET /api/carts': { body: cart }, 'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } } });
    expect(screen.getByRole('link', { name: `Warenkorb: 5 Artikel, ${services.i18n.formatPrice(1234)}` })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Warenkorb: 2 Artikel/ }, { timeout: LAZY_CHUNK_TIMEOUT });
    await vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem('mini-cart-summary') ?? '{}')).toEqual({ count: 2, total: cart.priceInfo.total }));
  });

  it('a press of the slide-in button before the live cart arrived opens it once the cart is there', async () => {
    renderMiniCart({
      'GET /api/carts': { body: cart },
      'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } },
      'GET /api/order-config': { body: orderConfig },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Warenkorb-Vorschau öffnen' }));
    expect(await screen.findByRole('dialog', { name: 'Ihr Warenkorb' }, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
  });

  it('asks for the cart again when another part of the page announces a different total', async () => {
    const { services, calls } = renderMiniCart({ 'GET /api/carts': { body: cart }, 'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } } });
    await screen.findByRole('link', { name: /Warenkorb: 2 Artikel/ }, { timeout: LAZY_CHUNK_TIMEOUT });
    const asked = calls.filter((call) => call === 'GET /api/carts').length;
    act(() => services.events.publish('cart:updated', { lineItemCount: 2, total: cart.priceInfo.total + 100 }));
    await vi.waitFor(() => expect(calls.filter((call) => call === 'GET /api/carts')).toHaveLength(asked + 1));
  });

  it('leaves the add-to-cart listener to the page when it leaves: an add still reaches the cart', async () => {
    const withMilk = aCart({ productLineItems: [aProductLineItem({ product: aProduct(), quantity: 1 })] });
    const { services, view, calls } = renderMiniCart({
      'GET /api/carts': { body: cart },
      'GET /api/carts/validation': () => ({ body: { cartDTO: withMilk, errors: [] } }),
      'POST /api/carts/items': { body: withMilk },
    });
    await screen.findByRole('link', { name: /Warenkorb: 2 Artikel/ }, { timeout: LAZY_CHUNK_TIMEOUT });
    view.unmount();
    services.events.publish('cart:add-item-requested', { sku: '100201', quantity: 1 });
    await vi.waitFor(() => expect(calls.filter((call) => call.startsWith('POST /api/carts/items'))).toHaveLength(1), { timeout: LAZY_CHUNK_TIMEOUT });
  });
});
