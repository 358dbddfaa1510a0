import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@storefront/shared/cart';
import { aCart, aDistributionAddress, anOrderConfig, aProduct, aProductLineItem } from '@storefront/shared/fixtures';
import { createTestServices, renderParcel, type FakeHandler } from '@storefront/shared/platform/testing';
import { CartPage } from './cart-page';
import { CART_CHECKOUT_TEST_MESSAGES } from '../../testing/cart-checkout.test-support';

const messages = CART_CHECKOUT_TEST_MESSAGES;

const milk = aProductLineItem({ lineItemId: 'line-milk', product: aProduct(), quantity: 2, totalPrice: 238 });
const butter = aProductLineItem({ lineItemId: 'line-butter', product: aProduct({ sku: '100310', name: 'Süßrahmbutter', maxQuantity: 3 }), quantity: 3 });
const pasta = aProductLineItem({ lineItemId: 'line-pasta', product: aProduct({ sku: '100400', name: 'Spaghetti', availability: 'temporarilyUnavailable' }) });
const delivery = aDistributionAddress();
const config = anOrderConfig({
  DELIVERY: { minimumOrderValue: 2500, maximumOrderValue: 50_000, maximumOrderWeight: 30_000 },
  CLICK_AND_COLLECT: { minimumOrderValue: 1000, maximumOrderValue: 80_000, maximumOrderWeight: 50_000 },
});

/** The page over a backend whose changes answer the given carts; the validation answers the cart as it now is. */
function renderPage(cart: Cart, changes: Record<string, Cart> = {}, errors: unknown[] = []) {
  let current = cart;
  const bodies: unknown[] = [];
  const changeHandlers: Record<string, FakeHandler> = Object.fromEntries(
    Object.entries(changes).map(([request, answer]) => [
      request,
      ({ init }) => {
        if (typeof init.body === 'string') bodies.push(JSON.parse(init.body));
        current = answer;
        return { body: answer };
      },
    ]),
  );
  const test = createTestServices({
    messages,
    handlers: {
      'GET /api/carts': () => ({ body: current }),
      'GET /api/carts/validation': () => ({ body: { cartDTO: current, errors } }),
      'GET /api/order-config': { body: config },
      ...changeHandlers,
    },
  });
  renderParcel(CartPage, { services: test.services, route: { name: 'cart', params: {}, query: new URLSearchParams() } });
  return { ...test, bodies };
}

describe('cart page: the lines', () => {
  it('shows the line price the backend priced, stops the stepper at the maximum, and the unavailable line apart with its reason', async () => {
    const { services } = renderPage(aCart({ productLineItems: [milk, butter], unavailableLineItems: [pasta], distributionAddress: delivery }));
    const lines = await screen.findAllByTestId('cart-line');
    const byName = (name: string) => lines.find((line) => within(line).getByTestId('cart-line-name').textContent === name)!;
    const milkLine = byName('Bio-Vollmilch 3,8 % 1 l');
    // 238, not 2 × 129: what the backend priced (a loyalty price) is shown, never recomputed.
    expect(within(milkLine).getByTestId('cart-line-price').textContent).toBe(services.i18n.formatPrice(238));
    const butterLine = byName('Süßrahmbutter');
    expect(within(butterLine).getByRole('button', { name: 'Menge von Süßrahmbutter erhöhen' })).toBeDisabled();
    expect(within(butterLine).getByText('Höchstmenge: 3')).toBeInTheDocument();
    const unavailable = screen.getByRole('region', { name: 'Derzeit nicht bestellbar' });
    expect(within(unavailable).getAllByRole('button').map((button) => button.textContent)).toEqual(['Entfernen Spaghetti']);
    expect(within(unavailable).getByText('Dieser Artikel ist vorübergehend nicht erhältlich.')).toBeInTheDocument();
  });

  it('removes the lines the shopper selected, in one call', async () => {
    const cart = aCart({ productLineItems: [milk, butter], distributionAddress: delivery });
    const { calls } = renderPage(cart, { 'DELETE /api/carts/items/multiple': aCart({ productLineItems: [], distributionAddress: delivery }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Bio-Vollmilch 3,8 % 1 l auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Süßrahmbutter auswählen' }));
    await user.click(screen.getByRole('button', { name: '2 ausgewählte Artikel entfernen' }));
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/carts/items/multiple?lineItemIds=line-milk&lineItemIds=line-butter');
  });

  it('empties the cart only after the shopper confirms', async () => {
    const cart = aCart({ productLineItems: [milk], distributionAddress: delivery });
    const { calls } = renderPage(cart, { 'DELETE /api/carts/items/all': aCart({ productLineItems: [], distributionAddress: delivery }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Warenkorb leeren' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Warenkorb leeren?' })).getByRole('button', { name: 'Abbrechen' }));
    expect(calls).not.toContain('DELETE /api/carts/items/all');
    await user.click(screen.getByRole('button', { name: 'Warenkorb leeren' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Warenkorb leeren?' })).getByRole('button', { name: 'Ja, Warenkorb leeren' }));
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/carts/items/all');
  });
});

describe('cart page: a change that fails', () => {
  it('is still told when it leaves the cart empty: the last line lowered, removed, and refused back in', async () => {
    const refusal = 'Dieser Artikel ist derzeit nicht bestellbar.';
    let current = aCart({ productLineItems: [milk], distributionAddress: delivery });
    const test = createTestServices({
      messages,
      handlers: {
        'GET /api/carts': () => ({ body: current }),
        'GET /api/carts/validation': () => ({ body: { cartDTO: current, errors: [] } }),
        'GET /api/order-config': { body: config },
        'DELETE /api/carts/items/multiple': () => {
          current = aCart({ productLineItems: [], distributionAddress: delivery });
          return { body: current };
        },
        // The line cannot go back in, neither with the lower quantity nor with the one it had.
        'POST /api/carts/items': { status: 409, body: { errorCode: 'productNotAvailable', message: refusal } },
      },
    });
    renderParcel(CartPage, { services: test.services, route: { name: 'cart', params: {}, query: new URLSearchParams() } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Menge von Bio-Vollmilch 3,8 % 1 l verringern' }));
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
  });
});

describe('cart page: weight articles', () => {
  it('a weight article is counted in kg and priced per kg; its stepper moves by its step', async () => {
    const apples = aProductLineItem({ lineItemId: 'line-apples', product: aProduct({ sku: '100150', name: 'Äpfel Gala lose', weightArticle: true, quantityStepSize: 1 }), quantity: 2 });
    const rolls = aProductLineItem({ lineItemId: 'line-rolls', product: aProduct({ sku: '100160', name: 'Kaisersemmel', quantityStepSize: 2, maxQuantity: 30 }), quantity: 4 });
    const cart = aCart({ productLineItems: [apples, rolls], distributionAddress: delivery });
    const raised = aCart({ productLineItems: [apples, { ...rolls, quantity: 6 }], distributionAddress: delivery });
    const { bodies } = renderPage(cart, { 'POST /api/carts/items': raised });
    const lines = await screen.findAllByTestId('cart-line');
    const line = (name: string) => lines.find((candidate) => within(candidate).getByTestId('cart-line-name').textContent === name)!;
    expect(within(line('Äpfel Gala lose')).getByTestId('cart-line-quantity').textContent).toBe('2 kg');
    expect(line('Äpfel Gala lose').textContent).toContain('je kg');
    expect(within(line('Kaisersemmel')).getByTestId('cart-line-quantity').textContent).toBe('Menge: 4');
    await userEvent.setup().click(within(line('Kaisersemmel')).getByRole('button', { name: 'Menge von Kaisersemmel erhöhen' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line-quantity').map((quantity) => quantity.textContent)).toContain('Menge: 6'));
    // One step of 2 added to the 4 in the cart.
    expect(bodies).toEqual([{ sku: '100160', quantity: 2 }]);
  });
});

describe('cart page: codes and the way to checkout', () => {
  it('rejects an empty discount code without a request (doc 2 §5)', async () => {
    const { calls } = renderPage(aCart({ productLineItems: [milk], distributionAddress: delivery }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Einlösen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie einen Rabattcode ein.');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('tells a second code the cart refuses, keeps it typed and the code held listed', async () => {
    const refusal = 'Pro Einkauf kann ein Rabattcode eingelöst werden. Entfernen Sie zuerst den Code FRISCH10, um WILLKOMMEN5 einzulösen.';
    const test = createTestServices({
      messages,
      handlers: {
        'GET /api/carts': { body: aCart({ productLineItems: [milk], discountCodes: ['FRISCH10'], distributionAddress: delivery }) },
        'GET /api/carts/validation': { body: { cartDTO: aCart({ productLineItems: [milk], discountCodes: ['FRISCH10'] }), errors: [] } },
        'GET /api/order-config': { body: config },
        'POST /api/carts/discount-codes': { status: 409, body: { errorCode: 'discountCodeLimitReached', message: refusal, customPayload: { heldCode: 'FRISCH10' } } },
      },
    });
    renderParcel(CartPage, { services: test.services, route: { name: 'cart', params: {}, query: new URLSearchParams() } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Rabattcode eingeben' }), 'WILLKOMMEN5');
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('textbox', { name: 'Rabattcode eingeben' })).toHaveValue('WILLKOMMEN5');
    expect(screen.getByRole('list', { name: 'Eingelöste Rabattcodes' })).toHaveTextContent('FRISCH10');
  });

  it('"Zur Kasse" is disabled with its reasons: the minimum order value, an expired code (223)', async () => {
    const { services } = renderPage(aCart({ productLineItems: [milk], discountCodes: ['SOMMER2024'], distributionAddress: delivery }), {}, [
      { code: '223', message: 'Der Rabattcode ist abgelaufen.' },
    ]);
    const button = await screen.findByRole('button', { name: 'Zur Kasse' });
    await waitFor(() => expect(screen.getByTestId('checkout-blocked').textContent).toContain('Ein Rabattcode kann nicht eingelöst werden'));
    expect(button).toBeDisabled();
    expect(screen.getByTestId('checkout-blocked').textContent).toContain(`Der Mindestbestellwert beträgt ${services.i18n.formatPrice(2500)}.`);
    expect(screen.getByTestId('cart-discount-error').textContent).toBe('Der Rabattcode ist abgelaufen.');
  });

  it('within the limits and without errors it leads to checkout', async () => {
    const big = aProductLineItem({ lineItemId: 'line-big', product: aProduct({ price: { regular: { value: 3000 } } }), quantity: 1 });
    const { navigations } = renderPage(aCart({ productLineItems: [big], distributionAddress: delivery }));
    const button = await screen.findByRole('button', { name: 'Zur Kasse' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(navigations).toEqual(['/checkout']);
  });
});
