import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { anOrderConfig } from '../../fixtures/fixtures';
import { getOrderConfig, submitCheckout, submitCheckoutRequestSchema } from './checkout';
import { checkEndpointCall, fakeBackend } from '../../platform/api/harness.test-support';

describe('checkout endpoints (doc 2 §7)', () => {
  it('POST /api/checkout with the payment method: the provider redirect', () =>
    checkEndpointCall({
      name: 'checkout',
      call: (api) => submitCheckout(api, { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', savePaymentMethod: true }),
      request: 'POST /api/checkout',
      body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', savePaymentMethod: true },
      bodySchema: submitCheckoutRequestSchema,
      result: { checkoutId: 'chk-1', redirectUrl: 'https://psp.example.test/pay/chk-1' },
    }));

  it('POST /api/checkout paying at the door: the order number', () =>
    checkEndpointCall({
      name: 'checkout',
      call: (api) => submitCheckout(api, { paymentMethodKey: 'payment-at-the-door' }),
      request: 'POST /api/checkout',
      body: { paymentMethodKey: 'payment-at-the-door' },
      result: { orderNumber: '4711-0815' },
    }));

  it('the checkout request defaults the save flags to false and needs a method', () => {
    expect(z.parse(submitCheckoutRequestSchema, { paymentMethodKey: 'paypal' })).toEqual({
      paymentMethodKey: 'paypal',
      savePaymentMethod: false,
      setPrimary: false,
    });
    expect(z.safeParse(submitCheckoutRequestSchema, { paymentMethodKey: ' ' }).success).toBe(false);
  });

  it('a payment error reaches the caller as kind payment (doc 1 §8)', async () => {
    const backend = fakeBackend({
      'POST /api/checkout': {
        status: 400,
        body: { errorCode: 'payment', message: 'declined', customPayload: { paymentError: { code: 'D1', description: 'abgelehnt' } } },
      },
    });
    await expect(submitCheckout(backend.api, { paymentMethodKey: 'credit-cards' })).rejects.toMatchObject({ kind: 'payment' });
  });

  it('GET /api/order-config: limits per service type', () =>
    checkEndpointCall({ name: 'order-config', call: (api) => getOrderConfig(api), request: 'GET /api/order-config', result: anOrderConfig() }));
});
