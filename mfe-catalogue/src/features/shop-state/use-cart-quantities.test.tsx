import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCart } from '@storefront/shared/fixtures';
import { createTestServices, renderWithServices } from '@storefront/shared/platform/testing';
import { isCartHeld, useCartQuantities } from './use-cart-quantities';

function Quantities() {
  const quantities = useCartQuantities();
  return <p data-testid="quantities">{[...quantities].map(([sku, quantity]) => `${sku}:${quantity}`).join(',') || 'leer'}</p>;
}

describe('the cart quantities the catalogue shows', () => {
  it('reads the cart again on an announced change, not on an announcement of the cart it holds', async () => {
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
