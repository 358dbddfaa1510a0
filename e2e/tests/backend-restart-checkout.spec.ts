import { api, customerAtPayment, expect, slot, test } from './fixtures';
import { startOwnBackend, type OwnBackend } from './own-backend';

/*
 * The backend restarted during a checkout: a backend of the test's
 * own on a database file (not the suite's shared server). A customer fills the
 * cart and goes through the checkout to the review step and orders; the backend
 * opens the payment at the provider and is killed (SIGKILL, no chance to clean
 * up) before its answer leaves. The page's retries find nobody and it says the
 * order failed; the backend starts again on the same database; the customer
 * orders again (and again after any error), approves the payment at the
 * provider and gets the confirmation. Checked through the API: one new order,
 * and of the payments opened at the provider (the one before the crash, which
 * the shop takes up again, and any after it) exactly one approved.
 */

const LOADED = { timeout: 20_000 };
const MILK = { sku: '100201', name: 'Bio-Vollmilch 3,8 % 1 l' };
const ORDER = 'Zahlungspflichtig bestellen';

interface Orders {
  readonly total: number;
  readonly results: ReadonlyArray<{ orderNumber: string; total: number; lines: ReadonlyArray<{ sku: string; quantity: number }> }>;
}

test.describe('the backend restarted during a checkout', () => {
  let backend: OwnBackend | undefined;
  test.afterEach(async () => {
    await backend?.dispose();
    backend = undefined;
  });

  test('the customer orders after the restart: one order, paid once, the confirmation shown', async ({ page, consoleErrors }) => {
    test.setTimeout(240_000);
    backend = await startOwnBackend();
    const { origin } = backend;
    const providerPages = new Set<string>();
    page.on('framenavigated', (frame) => {
      const url = new URL(frame.url());
      if (frame === page.mainFrame() && url.pathname.startsWith('/payment-provider/checkout/')) providerPages.add(url.pathname);
    });

    // The customer's cart (pickup, enough milk) through window and billing; then a new credit card, paid at the provider.
    const checkout = await customerAtPayment(page, origin);
    const ordersBefore = await api<Orders>(page, 'GET', '/api/customers/orders');
    const methods = checkout.getByRole('radiogroup', { name: 'Zahlungsart' });
    await methods.getByRole('radio', { name: /^Kreditkarte/ }).check(LOADED);
    await checkout.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expect(checkout.getByTestId('review-payment')).toHaveText('Kreditkarte', LOADED);
    const order = checkout.getByRole('button', { name: ORDER });
    await expect(order).toBeEnabled();

    // The customer orders; the backend takes the order to the provider (a payment is opened there) and dies
    // before its answer leaves (SIGKILL). The page's retries find nobody; it says the order failed.
    let lostAnswer: { redirectUrl?: string } | undefined;
    await page.route(/\/api\/checkout(\?|$)/, async (route) => {
      if (route.request().method() !== 'POST' || lostAnswer) return route.fallback();
      const response = await route.fetch();
      lostAnswer = (await response.json()) as { redirectUrl?: string };
      await backend!.kill();
      await route.abort('connectionreset');
    });
    await order.click();
    const failure = checkout.getByRole('alert').filter({ hasText: /\S/ }).first();
    await expect(failure).toBeVisible({ timeout: 60_000 });
    const failureText = (await failure.textContent()) ?? '';
    expect(lostAnswer?.redirectUrl, 'the backend opened a payment before it died').toMatch(/\/payment-provider\/checkout\//);
    expect(providerPages.size).toBe(0);
    await expect(page).toHaveURL(/\/kasse/);

    // Started again on the same database: the customer orders again, and again after an error, until sent to pay.
    await backend.start();
    let clicks = 1;
    const afterRestart: string[] = [];
    while (!page.url().includes('/payment-provider/checkout/')) {
      await expect(checkout.getByRole('button', { name: ORDER })).toBeEnabled(LOADED);
      await checkout.getByRole('button', { name: ORDER }).click();
      clicks += 1;
      await page.waitForURL(/\/payment-provider\/checkout\//, { timeout: 20_000 }).catch(() => undefined);
      if (page.url().includes('/payment-provider/checkout/')) break;
      // A click that did not lead on says why: an order is never swallowed without a word.
      const said = (await checkout.getByRole('alert').allTextContents()).join(' ').trim();
      expect(said, 'an order that did not go through says why').not.toBe('');
      afterRestart.push(said);
      expect(clicks, 'the customer orders at most five times').toBeLessThanOrEqual(5);
    }
    await page.getByRole('button', { name: 'Zahlung freigeben' }).click();

    const confirmation = slot(page, 'route:checkout-confirmation');
    await expect(confirmation.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible(LOADED);
    const orderNumber = (await confirmation.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(/^FM\d{8}$/);

    // Through the API: one new order, with the milk; one payment approved at the provider, any other left open.
    const ordersAfter = await api<Orders>(page, 'GET', '/api/customers/orders');
    expect(ordersAfter.total).toBe(ordersBefore.total + 1);
    const placed = ordersAfter.results.filter((candidate) => !ordersBefore.results.some((before) => before.orderNumber === candidate.orderNumber));
    expect(placed.map((candidate) => candidate.orderNumber)).toEqual([orderNumber]);
    expect(placed[0]!.lines).toEqual([expect.objectContaining({ sku: MILK.sku, quantity: 20 })]);
    const decided: string[] = [];
    const opened = new Set([...providerPages, new URL(lostAnswer!.redirectUrl!, origin).pathname]);
    for (const provider of opened) {
      const answer = await page.request.get(`${origin}${provider}`);
      expect(answer.ok()).toBe(true);
      if ((await answer.text()).includes('Zahlung bereits abgeschlossen')) decided.push(provider);
    }
    expect(decided).toHaveLength(1);
    expect((await api<{ lineItemCount: number }>(page, 'GET', '/api/carts')).lineItemCount).toBe(0);
    // Loaded while the backend was down: the failed requests' own console lines, nothing else.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/ERR_CONNECTION_REFUSED|Failed to fetch/.test(error)));
    console.log(
      `backend restarted during a checkout: the customer ordered ${clicks} times (the first answer lost in the crash: "${failureText}"), ` +
        `errors after the restart: ${JSON.stringify(afterRestart)}, ${opened.size} payments opened, ${decided.length} approved, ${placed.length} order placed (${orderNumber}), confirmation shown`,
    );
  });
});
