import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCart } from '@storefront/shared/fixtures';
import { createTestServices, renderWithServices } from '@storefront/shared/platform/testing';
import { isCartHeld, useCartQuantities } from './use-cart-quantities';

function Quantities() {
  const quantities = useCartQuantities();
  return <p data-testid="quantities">{[...quantities].map(([sku, quantity]) => `${sku}:${quantity}`).join(',') || 'leer'}</p>;
}

describe('the cart quantities the catalogue shows', () => {
  it('learns the quantities from the cart announcement after an add: the cart is read once, on mount, and not again', async () => {
    const cart = aCart();
    const line = cart.productLineItems[0]!;
    const { services, calls } = createTestServices({ handlers: { 'GET /api/carts': { body: cart } } });
    renderWithServices(<Quantities />, { services });
    await waitFor(() => expect(screen.getByTestId('quantities')).toHaveTextContent(`${line.product.sku}:${line.quantity}`));
    act(() =>
      services.events.publish('cart:updated', {
        lineItemCount: 2,
        total: cart.priceInfo.total + 249,
        lines: [
          { sku: line.product.sku, quantity: line.quantity + 1, lineItemId: line.lineItemId },
          { sku: '100310', quantity: 1, lineItemId: 'line-butter' },
        ],
      }),
    );
    expect(screen.getByTestId('quantities')).toHaveTextContent(`${line.product.sku}:${line.quantity + 1},100310:1`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call === 'GET /api/carts')).toHaveLength(1);
  });

  it('reads nothing when the cart was announced before it mounted (the mini-cart read it)', async () => {
    // No handler: a read of the cart would fail the test.
    const { services, calls } = createTestServices({ handlers: {} });
    services.events.publish('cart:updated', { lineItemCount: 1, total: 129, lines: [{ sku: '100201', quantity: 3, lineItemId: 'l1' }] });
    renderWithServices(<Quantities />, { services });
    expect(screen.getByTestId('quantities')).toHaveTextContent('100201:3');
    act(() => services.events.publish('cart:updated', { lineItemCount: 0, total: 0, lines: [] }));
    expect(screen.getByTestId('quantities')).toHaveTextContent('leer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('reads the cart again on an announcement without lines (an earlier cart remote), not on one of the cart it holds', async () => {
    const cart = aCart();
    const { services, calls } = createTestServices({ handlers: { 'GET /api/carts': { body: cart } } });
    renderWithServices(<Quantities />, { services });
    const line = cart.productLineItems[0]!;
    await waitFor(() => expect(screen.getByTestId('quantities')).toHaveTextContent(`${line.product.sku}:${line.quantity}`));
    const reads = () => calls.filter((call) => call === 'GET /api/carts').length;
    expect(reads()).toBe(1);

    // The mini-cart's first load announces the cart the page has just read: nothing to read again.
    services.events.publish('cart:updated', { lineItemCount: cart.lineItemCount, total: cart.priceInfo.total });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(1);

    // Another total (a quantity changed), or an announcement without a total: read again.
    services.events.publish('cart:updated', { lineItemCount: cart.lineItemCount, total: cart.priceInfo.total + 100 });
    await waitFor(() => expect(reads()).toBe(2));
    services.events.publish('cart:updated', { lineItemCount: cart.lineItemCount });
    await waitFor(() => expect(reads()).toBe(3));
  });

  it('counts a cart as held only with the same line count and an announced, equal total', () => {
    const held = { lineItemCount: 2, total: 590 };
    expect(isCartHeld(held, { lineItemCount: 2, total: 590 })).toBe(true);
    expect(isCartHeld(held, { lineItemCount: 3, total: 590 })).toBe(false);
    expect(isCartHeld(held, { lineItemCount: 2, total: 600 })).toBe(false);
    expect(isCartHeld(held, { lineItemCount: 2 })).toBe(false);
    expect(isCartHeld(undefined, { lineItemCount: 0, total: 0 })).toBe(false);
  });
});
