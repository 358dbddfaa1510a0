import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MountProps } from '@storefront/shared/platform/contracts';
import type { Cart } from '@storefront/shared/cart';
import { createTestServices, renderParcel } from '@storefront/shared/platform/testing';
import { CartPage } from './cart-page';
import { CART_CHECKOUT_TEST_MESSAGES } from '../../testing/cart-checkout.test-support';

const messages = CART_CHECKOUT_TEST_MESSAGES;

function renderPage(props: MountProps) {
  return renderParcel(CartPage, props);
}

const route = { name: 'cart' as const, params: {}, query: new URLSearchParams() };

const orderConfig = {
  DELIVERY: { minimumOrderValue: 2500, maximumOrderValue: 50_000, maximumOrderWeight: 30_000 },
  CLICK_AND_COLLECT: { minimumOrderValue: 1000, maximumOrderValue: 80_000, maximumOrderWeight: 50_000 },
};

const product = (sku: string, name: string, cents: number) => ({
  sku,
  name,
  slug: sku,
  category: 'Molkerei',
  parentCategories: ['Lebensmittel'],
  maxQuantity: 12,
  price: { regular: { value: cents } },
});

const milk = { lineItemId: 'l1', product: product('1001', 'Vollmilch 3,5 %', 129), quantity: 2 };
const butter = { lineItemId: 'l2', product: product('1002', 'Süßrahmbutter', 249), quantity: 1 };

function cartWith(lines: Array<typeof milk>, orderValue: number): Cart {
  return {
    id: 'cart-1',
    customerId: null,
    cartStatus: 'OPEN',
    payments: [],
    lineItemCount: lines.length,
    productLineItems: lines.map((line) => ({
      ...line,
      product: { ...line.product, weightArticle: false, weightPieceArticle: false, quantityStepSize: 1 },
    })),
    voucherLineItems: [],
    discountCodes: [],
    unavailableLineItems: [],
    freeOfChargeThreshold: 5000,
    priceInfo: { orderValue, total: orderValue + 499 },
  };
}

describe('cart page', () => {
  it('shows the line count, each line with name, quantity and price, and the total', async () => {
    const cart = cartWith([milk, butter], 507);
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/carts': { body: cart },
        'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } },
        'GET /api/order-config': { body: orderConfig },
      },
    });
    const price = services.i18n.formatPrice;
    renderPage({ services, route });

    expect(screen.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect((await screen.findByTestId('cart-line-count')).textContent).toBe('2 Artikel im Warenkorb');
    // Sorted by category (the default, doc 2 §4): one heading per category, the lines by name under it.
    const lines = within(screen.getByRole('list', { name: 'Lebensmittel' })).getAllByTestId('cart-line');
    expect(lines.map((line) => [within(line).getByTestId('cart-line-name').textContent, within(line).getByTestId('cart-line-quantity').textContent, within(line).getByTestId('cart-line-price').textContent])).toEqual([
      ['Süßrahmbutter', 'Menge: 1', price(249)],
      ['Vollmilch 3,5 %', 'Menge: 2', price(258)],
    ]);
    expect(screen.getByTestId('cart-total').textContent).toBe(price(1006));
    expect(screen.getByTestId('cart-free-service').textContent).toBe(`Noch ${price(4493)}, dann entfällt die Servicegebühr.`);
    // The default delivery area, for the earliest window beside the service (not declared here: it fails, silently).
    await waitFor(() => expect([...calls].sort()).toEqual(['GET /api/carts', 'GET /api/carts/validation', 'GET /api/distribution/delivery-area/default', 'GET /api/order-config']));
  });

  it('says when the service fee is gone (orderValue >= freeOfChargeThreshold)', async () => {
    const { services } = createTestServices({
      messages,
      handlers: { 'GET /api/carts': { body: cartWith([milk], 5000) } },
    });
    renderPage({ services, route });
    expect((await screen.findByTestId('cart-free-service')).textContent).toBe('Ihr Einkauf ist frei von Servicegebühren.');
  });

  it('shows an empty cart with a link to the start page', async () => {
    const { services, navigations } = createTestServices({
      messages,
      handlers: { 'GET /api/carts': { body: cartWith([], 0) } },
    });
    renderPage({ services, route });

    expect((await screen.findByTestId('cart-line-count')).textContent).toBe('0 Artikel im Warenkorb');
    expect(screen.getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    const link = screen.getByRole('link', { name: 'Weiter einkaufen' });
    expect(link).toHaveAttribute('href', '/index');
    await userEvent.setup().click(link);
    expect(navigations).toEqual(['/index']);
  });

  it('treats a 404 to the cart fetch as no cart (doc 2 §8)', async () => {
    const { services } = createTestServices({
      messages,
      handlers: { 'GET /api/carts': { status: 404, body: { errorCode: 'CART_NOT_FOUND', message: 'No cart' } } },
    });
    renderPage({ services, route });

    expect((await screen.findByTestId('cart-line-count')).textContent).toBe('0 Artikel im Warenkorb');
    expect(screen.getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the cart again when another tab changed it, and stops listening when it leaves', async () => {
    let answers = 0;
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/carts': () => ({ body: ++answers === 1 ? cartWith([milk], 258) : cartWith([milk, butter], 507) }),
        'GET /api/carts/validation': () => ({ body: { cartDTO: answers === 1 ? cartWith([milk], 258) : cartWith([milk, butter], 507), errors: [] } }),
        'GET /api/order-config': { body: orderConfig },
      },
    });
    const otherTab = new BroadcastChannel('storefront-cart');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    const { unmount } = renderPage({ services, route });
    expect((await screen.findByTestId('cart-line-count')).textContent).toBe('1 Artikel im Warenkorb');
    // The page's first read of the cart is no news to the other tabs (nor does it cost a kept page its place).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);

    // Another tab of the shop says its cart changed (BroadcastChannel, the mini-cart's "across tabs").
    otherTab.postMessage({ lineItemCount: 2 });
    await waitFor(() => expect(screen.getByTestId('cart-line-count').textContent).toBe('2 Artikel im Warenkorb'), { timeout: 5_000 });
    expect(screen.getAllByTestId('cart-line-name').map((name) => name.textContent)).toEqual(['Süßrahmbutter', 'Vollmilch 3,5 %']);
    const asked = calls.filter((request) => request === 'GET /api/carts').length;
    expect(asked).toBe(2);

    unmount();
    otherTab.postMessage({ lineItemCount: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((request) => request === 'GET /api/carts')).toHaveLength(asked);
    otherTab.close();
  });

  it('shows an error with a retry that loads the cart again', async () => {
    let answers = 0;
    const { services } = createTestServices({
      messages,
      handlers: {
        'GET /api/carts': () => {
          // The network is down for the first request, then back.
          if (++answers === 1) throw new TypeError('Failed to fetch');
          return { body: cartWith([butter], 249) };
        },
      },
    });
    renderPage({ services, route });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Der Warenkorb kann gerade nicht geladen werden.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect((await screen.findByTestId('cart-line-count')).textContent).toBe('1 Artikel im Warenkorb');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('forwardToCheckout (doc 2 §2: the login started at checkout comes back here)', () => {
    const forwardRoute = { ...route, query: new URLSearchParams('forwardToCheckout=true') };
    const answering = (cart: Cart) => ({
      messages,
      handlers: {
        'GET /api/carts': { body: cart },
        'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } },
        'GET /api/order-config': { body: orderConfig },
      },
    });

    it('the customer’s settled cart that checkout would take: on to checkout, replacing this page', async () => {
      const test = createTestServices(answering({ ...cartWith([milk, butter], 3000), customerId: 'c-1' }));
      const replaced: boolean[] = [];
      const navigate = test.services.navigation.navigate;
      const services = { ...test.services, navigation: { ...test.services.navigation, navigate: (...args: Parameters<typeof navigate>) => (replaced.push(args[1]?.replace === true), navigate(...args)) } };
      renderPage({ services, route: forwardRoute });
      await waitFor(() => expect(test.navigations).toEqual(['/checkout']));
      expect(replaced).toEqual([true]);
    });

    it('a cart "Zur Kasse" would not take (below the minimum) stays, with its reasons; a guest’s cart (no login yet) stays too', async () => {
      const below = createTestServices(answering({ ...cartWith([milk], 258), customerId: 'c-1' }));
      const { unmount } = renderPage({ services: below.services, route: forwardRoute });
      expect(await screen.findByTestId('cart-line-count')).toBeInTheDocument();
      await waitFor(() => expect(below.calls).toContain('GET /api/order-config'));
      expect(below.navigations).toEqual([]);
      unmount();

      const guest = createTestServices(answering(cartWith([milk, butter], 3000)));
      renderPage({ services: guest.services, route: forwardRoute });
      expect(await screen.findByTestId('cart-line-count')).toBeInTheDocument();
      await waitFor(() => expect(guest.calls).toContain('GET /api/order-config'));
      expect(guest.navigations).toEqual([]);
    });
  });

  describe('the window beside the service (doc 2 §7: delivery-area, delivery-area/default, capacity/window/earliest)', () => {
    const windowMessages = {
      ...messages,
      'cart.window.chosen': 'Ihr Zeitfenster: {date}, {from} bis {to} Uhr',
      'cart.window.earliestDelivery': 'Nächstes freies Lieferfenster: {date}, {from} bis {to} Uhr',
      'cart.window.earliestIn': 'Lieferung in {area}: ab {date}, {from} bis {to} Uhr',
      'cart.window.noneFree': 'Gerade ist kein Zeitfenster frei. Neue Zeitfenster kommen täglich dazu.',
    };
    const earliest = { id: 'w-9', start: '2030-01-03T07:00:00.000Z', end: '2030-01-03T09:00:00.000Z' };
    const base = (cart: Cart, extra: Record<string, unknown> = {}) =>
      createTestServices({
        messages: windowMessages,
        handlers: {
          'GET /api/carts': { body: cart },
          'GET /api/carts/validation': { body: { cartDTO: cart, errors: [] } },
          'GET /api/order-config': { body: orderConfig },
          ...extra,
        },
      });

    it('a cart without a service: the default delivery area’s earliest free window, in the shop’s time', async () => {
      const test = base(cartWith([milk], 258), {
        'GET /api/distribution/delivery-area/default': { body: { deliveryAreaNumber: 'DA-1010', name: 'Wien', pickingUnitIds: [] } },
        'GET /api/capacity/window/earliest': { body: earliest },
      });
      renderPage({ services: test.services, route });
      expect(await screen.findByTestId('cart-window')).toHaveTextContent('Lieferung in Wien: ab Donnerstag, 3. Jänner 2030, 08:00 bis 10:00 Uhr');
      expect(test.calls).toContain('GET /api/capacity/window/earliest?distributionType=DELIVERY&appointableId=DA-1010');
    });

    it('a delivery cart: its own area’s earliest window; with a window chosen, that window and no call', async () => {
      const delivery = { distributionType: 'DELIVERY' as const, streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1060', city: 'Wien', pickingUnitIds: [], primary: false };
      const open = base({ ...cartWith([milk], 258), distributionAddress: delivery }, {
        'GET /api/distribution/delivery-area': { body: { deliveryAreaNumber: 'DA-1060', pickingUnitIds: [] } },
        'GET /api/capacity/window/earliest': { body: earliest },
      });
      const { unmount } = renderPage({ services: open.services, route });
      expect(await screen.findByTestId('cart-window')).toHaveTextContent('Nächstes freies Lieferfenster: Donnerstag, 3. Jänner 2030, 08:00 bis 10:00 Uhr');
      unmount();

      const chosen = base({ ...cartWith([milk], 258), distributionAddress: delivery, distributionWindow: earliest });
      renderPage({ services: chosen.services, route });
      expect(await screen.findByTestId('cart-window')).toHaveTextContent('Ihr Zeitfenster: Donnerstag, 3. Jänner 2030, 08:00 bis 10:00 Uhr');
      expect(chosen.calls.some((call) => call.includes('delivery-area') || call.includes('earliest'))).toBe(false);
    });

    it('none free says so; a failing call says nothing and keeps the line’s place (doc 2 §8: silent)', async () => {
      const none = base(cartWith([milk], 258), {
        'GET /api/distribution/delivery-area/default': { body: { deliveryAreaNumber: 'DA-1010', pickingUnitIds: [] } },
        'GET /api/capacity/window/earliest': { status: 204 },
      });
      const { unmount } = renderPage({ services: none.services, route });
      expect(await screen.findByTestId('cart-window')).toHaveTextContent('Gerade ist kein Zeitfenster frei. Neue Zeitfenster kommen täglich dazu.');
      unmount();

      const failing = base(cartWith([milk], 258), { 'GET /api/distribution/delivery-area/default': { status: 503, body: '' } });
      renderPage({ services: failing.services, route });
      await waitFor(() => expect(failing.calls).toContain('GET /api/distribution/delivery-area/default'));
      expect(screen.getByTestId('cart-window')).toHaveTextContent('');
    });
  });
});
