import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finalizeCart, submitCheckout } from '@storefront/shared/checkout';
import { createCartTestShop, readyCart, type Browser, type CartTestShop } from '../testing/cart-shop.test-support';
import { WEBHOOK_SIGNATURE_HEADER, signWebhookBody } from './payment-provider';
import { DEVELOPMENT_WEBHOOK_SECRET } from '@storefront/server-kit/security/development-secrets';
import { call } from '@storefront/shared/platform/api';

let shop: CartTestShop;
let checkoutId: string;
let browser: Browser;
beforeEach(async () => {
  shop = await createCartTestShop();
  browser = await shop.browser();
  await readyCart(browser.api);
  await call(browser.api, finalizeCart);
  checkoutId = (await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards' } })).checkoutId ?? '';
});
afterEach(() => shop.close());

function webhook(event: unknown, secret = DEVELOPMENT_WEBHOOK_SECRET, signature?: string) {
  const body = JSON.stringify(event);
  return shop.app.inject({
    method: 'POST',
    url: '/payment-provider/webhook',
    headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature ?? signWebhookBody(body, secret) },
    payload: body,
  });
}

const status = () => shop.store.orders.findProviderPayment(checkoutId)?.status;

describe('POST /payment-provider/webhook', () => {
  it('confirms a pending payment; a repeated event changes nothing', async () => {
    const first = await webhook({ eventId: 'evt-1', checkoutId, type: 'payment.authorized' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ checkoutId, status: 'AUTHORIZED', duplicate: false });
    const repeated = await webhook({ eventId: 'evt-1', checkoutId, type: 'payment.authorized' });
    expect(repeated.json()).toEqual({ checkoutId, status: 'AUTHORIZED', duplicate: true });
    // A later, contradicting event does not undo a settled payment.
    const late = await webhook({ eventId: 'evt-2', checkoutId, type: 'payment.declined' });
    expect(late.json()).toMatchObject({ status: 'AUTHORIZED' });
    expect(status()).toBe('AUTHORIZED');
  });

  it('fails a pending payment', async () => {
    expect((await webhook({ eventId: 'evt-3', checkoutId, type: 'payment.declined' })).json()).toMatchObject({ status: 'DECLINED' });
  });

  it('refuses a wrong or missing signature (401) and changes nothing', async () => {
    expect((await webhook({ eventId: 'evt-4', checkoutId, type: 'payment.authorized' }, 'falsches-geheimnis')).statusCode).toBe(401);
    expect((await webhook({ eventId: 'evt-4', checkoutId, type: 'payment.authorized' }, undefined, '')).statusCode).toBe(401);
    const tampered = JSON.stringify({ eventId: 'evt-4', checkoutId, type: 'payment.declined' });
    const signedOther = signWebhookBody(JSON.stringify({ eventId: 'evt-4', checkoutId, type: 'payment.authorized' }), DEVELOPMENT_WEBHOOK_SECRET);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/payment-provider/webhook',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signedOther },
      payload: tampered,
    });
    expect(response.statusCode).toBe(401);
    expect(status()).toBe('PENDING');
  });

  it('answers 400 for a signed but malformed event and 404 for an unknown payment', async () => {
    const bad = await webhook({ eventId: 'evt-5', checkoutId, type: 'payment.refunded' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [expect.objectContaining({ path: 'type' })] } });
    const unknown = await webhook({ eventId: 'evt-6', checkoutId: '00000000-0000-4000-8000-000000000000', type: 'payment.authorized' });
    expect(unknown.statusCode).toBe(404);
    expect(status()).toBe('PENDING');
  });

  it('a payment the webhook authorized lets the returning shopper place the order', async () => {
    await webhook({ eventId: 'evt-7', checkoutId, type: 'payment.authorized' });
    const result = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards' } });
    expect(result).toMatchObject({ checkoutId, orderNumber: expect.stringMatching(/^FM/) });
    expect(status()).toBe('CAPTURED');
  });
});
