import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSavedPaymentMethods, removeSavedPaymentMethod, savePaymentMethod, setPrimaryPaymentMethod } from '@storefront/shared/account';
import { call, isApiError } from '@storefront/shared/platform/api';
import { isCardExpired } from '../store/payment-methods';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.close());

const status = (error: unknown) => (isApiError(error) ? [error.status, error.details.errorCode] : error);

/** A card payment at the local provider for the customer's cart, settled as the provider page would. */
async function paidByCard(customerId: string, outcome: 'AUTHORIZED' | 'DECLINED' | null = 'AUTHORIZED', methodKey = 'credit-cards') {
  const cart = await testApp.store.carts.findOrCreateForCustomer(customerId);
  const payment = testApp.store.orders.createProviderPayment({
    cartId: cart.id,
    methodKey,
    brandName: methodKey === 'credit-cards' ? 'Mastercard' : undefined,
    amount: 4250,
    savePaymentMethod: true,
    setPrimary: true,
  });
  if (outcome) testApp.store.orders.settleProviderPayment(payment.checkoutId, outcome);
  return payment.checkoutId;
}

describe('GET /api/customers/payment-methods', () => {
  it('lists the saved cards, the primary first, an expired one flagged, and tells that one cannot pay', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const methods = await call(anna.api, getSavedPaymentMethods);
    expect(methods.activeMethods.map((m) => [m.id, m.paymentBrand, m.isPrimary, m.expired])).toEqual([
      ['pm-10001-visa', 'Visa', true, false],
      ['pm-10001-amex', 'American Express', false, false],
      ['pm-10001-mastercard', 'Mastercard', false, true],
    ]);
    expect(methods.hasInactiveMethods).toBe(true);
    const plain = await shopper(testApp.app, DEMO.plain);
    expect(await call(plain.api, getSavedPaymentMethods)).toEqual({ activeMethods: [], hasInactiveMethods: false });
  });

  it('counts a card as valid through the last day of its expiry month', () => {
    expect(isCardExpired(3, 2026, new Date('2026-03-31T23:00:00Z'))).toBe(false);
    expect(isCardExpired(3, 2026, new Date('2026-04-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired(12, 2025, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('POST /api/customers/payment-methods', () => {
  it('saves the card of an authorised checkout of the customer, as primary when asked; twice is one card', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const checkoutId = await paidByCard('c-10001');
    const saved = await call(anna.api, savePaymentMethod, { body: { checkoutId, methodKey: 'credit-cards', provider: 'frischpay', setPrimary: true } });
    expect(saved.activeMethods).toHaveLength(4);
    expect(saved.activeMethods[0]).toMatchObject({ paymentBrand: 'Mastercard', isPrimary: true, expired: false, provider: 'frischpay' });
    expect(saved.activeMethods.filter((m) => m.isPrimary)).toHaveLength(1);
    const again = await call(anna.api, savePaymentMethod, { body: { checkoutId, methodKey: 'credit-cards', provider: 'frischpay' } });
    expect(again.activeMethods).toHaveLength(4);
  });

  it('makes the first card of a customer primary', async () => {
    const plain = await shopper(testApp.app, DEMO.plain);
    const checkoutId = await paidByCard('c-10002');
    const saved = await call(plain.api, savePaymentMethod, { body: { checkoutId, methodKey: 'credit-cards', provider: 'frischpay' } });
    expect(saved.activeMethods.map((m) => m.isPrimary)).toEqual([true]);
  });

  it.each([
    ['another customer’s checkout', () => paidByCard('c-10003')],
    ['a declined payment', () => paidByCard('c-10001', 'DECLINED')],
    ['a payment not settled yet', () => paidByCard('c-10001', null)],
    ['a PayPal payment', () => paidByCard('c-10001', 'AUTHORIZED', 'paypal')],
    ['an unknown checkout', async () => 'checkout-unbekannt'],
  ])('answers 404 checkoutNotFound for %s and saves nothing', async (_case, checkout) => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const checkoutId = await checkout();
    const methodKey = _case.includes('PayPal') ? 'paypal' : 'credit-cards';
    const error = await call(anna.api, savePaymentMethod, { body: { checkoutId, methodKey, provider: 'frischpay' } }).catch((e: unknown) => e);
    expect(status(error)).toEqual([404, 'checkoutNotFound']);
    expect((await call(anna.api, getSavedPaymentMethods)).activeMethods).toHaveLength(3);
  });

  it('answers 404 checkoutNotFound when another provider is named than the one that holds the checkout', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const checkoutId = await paidByCard('c-10001');
    const error = await call(anna.api, savePaymentMethod, { body: { checkoutId, methodKey: 'credit-cards', provider: 'adyen' } }).catch((e: unknown) => e);
    expect(status(error)).toEqual([404, 'checkoutNotFound']);
    expect((await call(anna.api, getSavedPaymentMethods)).activeMethods).toHaveLength(3);
  });

  it('answers 400 naming the missing checkoutId', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('POST', '/api/customers/payment-methods', { methodKey: 'credit-cards', provider: 'frischpay' });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('checkoutId');
  });
});

describe('DELETE /api/customers/payment-methods/{id} and set-primary', () => {
  it('removes a card of the provider; the newest valid card takes over as primary', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const methods = await call(anna.api, removeSavedPaymentMethod, { params: { id: 'pm-10001-visa' }, query: { provider: 'frischpay' } });
    expect(methods.activeMethods.map((m) => [m.id, m.isPrimary])).toEqual([
      ['pm-10001-amex', true],
      ['pm-10001-mastercard', false],
    ]);
  });

  it('answers 404 paymentMethodNotFound for another provider or an unknown card, and removes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const otherProvider = call(anna.api, removeSavedPaymentMethod, { params: { id: 'pm-10001-visa' }, query: { provider: 'paypal' } });
    expect(status(await otherProvider.catch((e: unknown) => e))).toEqual([404, 'paymentMethodNotFound']);
    const unknown = call(anna.api, removeSavedPaymentMethod, { params: { id: 'pm-unbekannt' }, query: { provider: 'frischpay' } });
    expect(status(await unknown.catch((e: unknown) => e))).toEqual([404, 'paymentMethodNotFound']);
    expect((await call(anna.api, getSavedPaymentMethods)).activeMethods).toHaveLength(3);
  });

  it('answers 400 without the provider query', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('DELETE', '/api/customers/payment-methods/pm-10001-visa');
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('provider');
    expect((await call(anna.api, getSavedPaymentMethods)).activeMethods).toHaveLength(3);
  });

  it('sets a valid card primary; an expired one is 409 paymentMethodExpired, an unknown one 404', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const methods = await call(anna.api, setPrimaryPaymentMethod, { params: { id: 'pm-10001-amex' } });
    expect(methods.activeMethods.filter((m) => m.isPrimary).map((m) => m.id)).toEqual(['pm-10001-amex']);
    expect(status(await call(anna.api, setPrimaryPaymentMethod, { params: { id: 'pm-10001-mastercard' } }).catch((e: unknown) => e))).toEqual([409, 'paymentMethodExpired']);
    expect(status(await call(anna.api, setPrimaryPaymentMethod, { params: { id: 'pm-unbekannt' } }).catch((e: unknown) => e))).toEqual([404, 'paymentMethodNotFound']);
    expect((await call(anna.api, getSavedPaymentMethods)).activeMethods[0]?.id).toBe('pm-10001-amex');
  });
});
