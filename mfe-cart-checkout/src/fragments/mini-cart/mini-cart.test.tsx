import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aCart, aDistributionAddress, aProduct, aProductLineItem } from '@storefront/shared/fixtures';
import { createTestServices, LAZY_CHUNK_TIMEOUT, renderParcel, type FakeHandler } from '@storefront/shared/platform/testing';
import { MiniCart } from './mini-cart';

const messages = {
  'cart.mini.label': 'Warenkorb',
  'cart.mini.link': 'Warenkorb: {count} Artikel, {total}',
  'cart.mini.open': 'Warenkorb-Vorschau öffnen',
  'cart.mini.title': 'Ihr Warenkorb',
  'cart.mini.close': 'Warenkorb schließen',
  'cart.mini.toCart': 'Zum Warenkorb',
  'cart.checkout': 'Zur Kasse',
  'cart.lines': 'Artikel im Warenkorb',
  'cart.line.quantity': 'Menge: {quantity}',
  'cart.total': 'Gesamtsumme',
  'cart.empty': 'Ihr Warenkorb ist leer.',
  'cart.service.title': 'Lieferung oder Abholung?',
  'cart.service.close': 'Schließen',
  'cart.service.question': 'Wie möchten Sie Ihren Einkauf erhalten?',
  'cart.service.delivery': 'Lieferung',
  'cart.service.clickAndCollect': 'Abholung im Markt',
  'cart.service.address': 'Lieferadresse',
};

function renderMiniCart(handlers: Record<string, FakeHandler>) {
  const test = createTestServices({ messages, handlers });
  const view = renderParcel(MiniCart, { services: test.services });
  return { ...test, view };
}

describe('mini-cart', () => {
  const cart = aCart({
    distributionAddress: aDistributionAddress(),
    productLineItems: [aProductLineItem({ product: aProduct(), quantity: 2 }), aProductLineItem({ lineItemId: 'line-2', product: aProduct({ sku: '2', name: 'Butter' }) })],
  });

  it('shows the count and total, and opens a slide-in with the lines and the links to the cart and to checkout', async () => {
    const { services } = renderMiniCart({ 'GET /api/carts': { body: cart }, 'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } } });
    const total = services.i18n.formatPrice(cart.priceInfo.total);
    const link = await screen.findByRole('link', { name: `Warenkorb: 2 Artikel, ${total}` });
    expect(link).toHaveAttribute('href', '/cart');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Warenkorb-Vorschau öffnen' }));
    // The slide-in is a lazy chunk of its own.
    const panel = await screen.findByRole('dialog', { name: 'Ihr Warenkorb' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(within(within(panel).getByRole('list', { name: 'Artikel im Warenkorb' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/cart');
    expect(within(panel).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
  });

  it('listens for add-to-cart requests as soon as it is mounted: without a service the selection dialog opens', async () => {
    const empty = aCart({ productLineItems: [], distributionAddress: null });
    const { services } = renderMiniCart({ 'GET /api/carts': { body: empty }, 'GET /api/carts/validation': { body: { cartDTO: empty, errors: [] } } });
    await screen.findByRole('link', { name: /Warenkorb: 0 Artikel/ });
    act(() => services.events.publish('cart:add-item-requested', { sku: '100201', quantity: 1 }));
    const dialog = await screen.findByRole('dialog', { name: 'Lieferung oder Abholung?' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(within(dialog).getByRole('radio', { name: 'Lieferung' })).toBeChecked();
    expect(within(dialog).getByLabelText('Lieferadresse')).toBeInTheDocument();
  });

  it('an add requested before it was mounted is not lost: it is handled once the mini-cart listens', async () => {
    const empty = aCart({ productLineItems: [], distributionAddress: null });
    const test = createTestServices({ messages, handlers: { 'GET /api/carts': { body: empty }, 'GET /api/carts/validation': { body: { cartDTO: empty, errors: [] } } } });
    // A search tile pressed while the header's mini-cart was still loading.
    test.services.events.publish('cart:add-item-requested', { sku: '100201', quantity: 1, source: 'search' });
    renderParcel(MiniCart, { services: test.services });
    expect(await screen.findByRole('dialog', { name: 'Lieferung oder Abholung?' }, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
  });

  it('asks for the cart again when another part of the page announces a different total', async () => {
    const { services, calls } = renderMiniCart({ 'GET /api/carts': { body: cart }, 'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } } });
    await screen.findByRole('link', { name: /Warenkorb: 2 Artikel/ });
    const asked = calls.filter((call) => call === 'GET /api/carts').length;
    act(() => services.events.publish('cart:updated', { lineItemCount: 2, total: cart.priceInfo.total + 100 }));
    await vi.waitFor(() => expect(calls.filter((call) => call === 'GET /api/carts')).toHaveLength(asked + 1));
  });

  it('stops listening when it leaves', async () => {
    const { services, view, calls } = renderMiniCart({ 'GET /api/carts': { body: cart }, 'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } } });
    await screen.findByRole('link', { name: /Warenkorb: 2 Artikel/ });
    view.unmount();
    const before = calls.length;
    services.events.publish('cart:add-item-requested', { sku: '100201', quantity: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(before);
  });
});
