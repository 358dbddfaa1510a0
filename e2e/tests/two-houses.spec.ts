import { api, expect, fillCustomerBilling, logInAsCustomer, slot, test } from './fixtures';
import { startOwnBackend, type OwnBackend } from './own-backend';

/*
 * The two houses apart: the storefront server (`start:server`) in one process,
 * the reference shop API (`start:shop-api`) in another, the server passing the
 * shop's paths to it over HTTP (SHOP_API_ORIGIN). A shopper finds milk through
 * the search, adds it from the tile, sees it in the mini-cart, signs in, goes
 * through the checkout to the provider and gets the confirmation; the page's
 * inline redirect table and the prerendered content came from the shop API
 * too. Nothing in the server holds shop data: the order is the shop API's.
 */

const LOADED = { timeout: 20_000 };
/** The mini-cart is a remote's fragment: on a busy machine its chunk can take a while. */
const LAZY = { timeout: 60_000 };
const MILK = { sku: '100201', tile: 'Bio-Vollmilch 3,8 % 1 l in den Warenkorb' };

test.describe('the storefront server in front of a shop API started apart', () => {
  let pair: OwnBackend | undefined;
  test.afterEach(async () => {
    await pair?.dispose();
    pair = undefined;
  });

  test('a shopper searches, fills the cart, signs in and orders through the pair', async ({ page, consoleErrors }) => {
    void consoleErrors;
    test.setTimeout(240_000);
    pair = await startOwnBackend({ split: true });
    const { origin } = pair;

    // The page the server renders carries what it asked the shop API for: the redirect table, the prerendered pages.
    const html = await (await page.request.get(`${origin}/`)).text();
    expect(html).toContain('"/hilfe":"/service"');
    const build = (await (await page.request.get(`${origin}/builds/latest.json`)).json()) as { id: string };
    const meta = (await (await page.request.get(`${origin}/builds/meta/${build.id}.json`)).json()) as { prerendered: string[] };
    expect(meta.prerendered).toContain('/ueber-uns');

    // Search, add from the tile: the cart remote's call goes through the server to the shop API.
    await page.goto(`${origin}/suche/milch`);
    const miniCart = page.getByRole('banner').getByRole('link', { name: /^Warenkorb: / });
    await expect(miniCart).toBeVisible(LAZY);
    await logInAsCustomer(page);
    await api(page, 'DELETE', '/api/carts/items/all').catch(() => undefined);
    await api(page, 'POST', '/api/carts/distribution-address', { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' });
    await page.reload();
    await expect(miniCart).toBeVisible(LAZY);
    const results = slot(page, 'route:search-term').getByRole('list', { name: 'Gefundene Produkte' });
    await results.getByRole('button', { name: MILK.tile }).click();
    await expect(miniCart).toHaveAccessibleName(/^Warenkorb: 1 Artikel, /, LAZY);
    // Enough milk for the minimum order value.
    const cart = await api<{ productLineItems: Array<{ product: { sku: string }; quantity: number }> }>(page, 'GET', '/api/carts');
    expect(cart.productLineItems.map((line) => [line.product.sku, line.quantity])).toEqual([[MILK.sku, 1]]);
    await api(page, 'POST', '/api/carts/items', { sku: MILK.sku, quantity: 19 });

    // The checkout: window, billing address, a credit card paid at the local provider.
    await page.goto(`${origin}/kasse`);
    const checkout = slot(page, 'route:checkout');
    const windows = checkout.getByRole('region', { name: 'Zeitfenster' });
    await windows.getByRole('radio').first().check(LOADED);
    await windows.getByRole('button', { name: 'Speichern und weiter' }).click();
    await fillCustomerBilling(checkout);
    await checkout.getByRole('radiogroup', { name: 'Zahlungsart' }).getByRole('radio', { name: /^Kreditkarte/ }).check(LOADED);
    await checkout.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(checkout.getByTestId('review-payment')).toHaveText('Kreditkarte', LOADED);
    await checkout.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.waitForURL(/\/payment-provider\/checkout\//, LOADED);
    await page.getByRole('button', { name: 'Zahlung freigeben' }).click();

    const confirmation = slot(page, 'route:checkout-confirmation');
    await expect(confirmation.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible(LOADED);
    const orderNumber = (await confirmation.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(/^FM\d{8}$/);
    const orders = await api<{ results: Array<{ orderNumber: string; lines: Array<{ sku: string; quantity: number }> }> }>(page, 'GET', '/api/customers/orders');
    expect(orders.results.find((order) => order.orderNumber === orderNumber)?.lines).toEqual([expect.objectContaining({ sku: MILK.sku, quantity: 20 })]);
    console.log(`two houses apart: server ${origin} in front of a shop API of its own; order ${orderNumber} placed, paid and confirmed`);
  });
});
