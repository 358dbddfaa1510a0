import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aCart } from '../../fixtures/fixtures.test-support';
import { call, callWithStatus } from '../../platform/api/call';
import { createApiClient, type ApiClient } from '../../platform/api/client';
import { isApiError } from '../../platform/api/errors';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { createFakeFetch } from '../../platform/testing/fake-fetch.test-support';
import { fillAddressPlaceholders } from '../../distribution/address-placeholders';
import { CART_FILE_FIELD, cartFileForm } from '../cart-files';
import { addCartPayment } from './add-cart-payment';
import { cleanCartPayments } from './clean-cart-payments';
import { finalizeCart } from './finalize-cart';
import { getCartFiles } from './get-cart-files';
import { getPaymentStatus } from './get-payment-status';
import { removeCartFile } from './remove-cart-file';
import { removeCartPayment } from './remove-cart-payment';
import { resetCart } from './reset-cart';
import { setCartBillingAddress } from './set-cart-billing-address';
import { setCartDistributionTimeSlot } from './set-cart-distribution-time-slot';
import { submitCheckout } from './submit-checkout';
import { uploadCartFile } from './upload-cart-file';

const cart = aCart();
const files = { files: [{ id: 'file-1', name: 'bestellschein.pdf', mediaType: 'application/pdf', size: 1234, createdAt: '2026-01-05T10:00:00.000Z' }] };

const cases: CallCase[] = [
  { name: 'POST finalize without a body', operation: finalizeCart, request: 'POST /api/carts/finalize', result: cart },
  { name: 'POST reset without a body', operation: resetCart, request: 'POST /api/carts/reset', result: cart },
  {
    name: 'POST the billing address, missing parts filled with placeholders',
    operation: setCartBillingAddress,
    input: { body: fillAddressPlaceholders({ firstName: 'Anna', lastName: 'Berger', streetNumber: '12', postalCode: '1070', city: 'Wien' }) },
    request: 'POST /api/carts/billing-address',
    body: { firstName: 'Anna', lastName: 'Berger', streetName: 'nan', streetNumber: '12', postalCode: '1070', city: 'Wien' },
    result: cart,
  },
  {
    name: 'POST the billing address: blank parts get their placeholders too',
    operation: setCartBillingAddress,
    input: { body: fillAddressPlaceholders({ firstName: 'Anna', streetName: ' ', streetNumber: '', postalCode: '1070', city: 'Wien' }) },
    request: 'POST /api/carts/billing-address',
    body: { firstName: 'Anna', streetName: 'nan', streetNumber: 'na', postalCode: '1070', city: 'Wien' },
    result: cart,
  },
  {
    name: 'POST a payment: methodKey, brandName, amount',
    operation: addCartPayment,
    input: { body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 1250 } },
    request: 'POST /api/carts/payment',
    body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 1250 },
    result: aCart({ payments: [{ id: 'pay-1', methodKey: 'gift-card', amountPlanned: 1250 }] }),
  },
  { name: 'PUT payments/clean', operation: cleanCartPayments, request: 'PUT /api/carts/payments/clean', result: cart },
  {
    name: 'DELETE a payment by its id, URL-encoded',
    operation: removeCartPayment,
    input: { params: { id: 'pay/1' } },
    request: 'DELETE /api/carts/payment/pay%2F1',
    result: cart,
  },
  {
    name: 'POST the distribution time slot id',
    operation: setCartDistributionTimeSlot,
    input: { body: { id: 'window-1' } },
    request: 'POST /api/carts/distribution-time-slot',
    body: { id: 'window-1' },
    result: cart,
  },
  {
    name: 'POST /api/checkout with the payment method: the provider redirect',
    operation: submitCheckout,
    input: { body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', savePaymentMethod: true } },
    request: 'POST /api/checkout',
    body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', savePaymentMethod: true, setPrimary: false },
    result: { checkoutId: 'chk-1', redirectUrl: 'https://psp.example.test/pay/chk-1' },
  },
  {
    name: 'POST /api/checkout paying at the door: the order number',
    operation: submitCheckout,
    input: { body: { paymentMethodKey: 'payment-at-the-door' } },
    request: 'POST /api/checkout',
    body: { paymentMethodKey: 'payment-at-the-door', savePaymentMethod: false, setPrimary: false },
    result: { orderNumber: '4711-0815' },
  },
  {
    name: "GET the state of the cart's payment",
    operation: getPaymentStatus,
    request: 'GET /api/carts/payment-status',
    result: { cartStatus: 'FINALIZED', payment: { methodKey: 'paypal', status: 'DECLINED', savePaymentMethod: false, setPrimary: false } },
  },
  { name: "GET the cart's files", operation: getCartFiles, request: 'GET /api/carts/files', result: files },
  {
    name: 'DELETE a cart file by its id, URL-encoded',
    operation: removeCartFile,
    input: { params: { id: 'file/1' } },
    request: 'DELETE /api/carts/files/file%2F1',
    result: { files: [] },
  },
];

describe('the checkout calls (doc 2 §7, §9)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it.each([
    ['an empty payment id', (api: ApiClient) => call(api, removeCartPayment, { params: { id: ' ' } })],
    ['an empty time slot id', (api: ApiClient) => call(api, setCartDistributionTimeSlot, { body: { id: '' } })],
    ['an empty file id', (api: ApiClient) => call(api, removeCartFile, { params: { id: '' } })],
  ])('rejects %s locally, without a request (doc 2 §5)', async (_, send) => {
    const backend = fakeBackend({});
    const error = await send(backend.api).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.kind).toBe('rejected-locally');
    expect(backend.requests).toHaveLength(0);
  });

  it('uploads one file as the browser encodes a form, in the field `file`: 201 with the files', async () => {
    const sent: unknown[] = [];
    const { fetch } = createFakeFetch({
      'POST /api/carts/files': ({ init }) => {
        sent.push(init.body);
        return { status: 201, body: files };
      },
    });
    const api = createApiClient({ fetch, baseUrl: 'http://shop.test', readCookie: () => undefined });
    const form = cartFileForm(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'bestellschein.pdf');
    await expect(callWithStatus(api, uploadCartFile, { body: form })).resolves.toEqual({ status: 201, data: files });
    expect(sent).toEqual([form]);
    const file = form.get(CART_FILE_FIELD);
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('bestellschein.pdf');
  });

  it('rejects a billing address without its placeholders, or with a bad e-mail, locally (doc 2 §5)', async () => {
    const backend = fakeBackend({});
    const complete = fillAddressPlaceholders({ firstName: 'Anna', city: 'Wien' });
    for (const body of [{ ...complete, streetName: '' }, { ...complete, email: 'kein-mail' }, { ...complete, streetName: 'x'.repeat(256) }]) {
      await expect(call(backend.api, setCartBillingAddress, { body })).rejects.toMatchObject({ kind: 'rejected-locally' });
    }
    expect(backend.requests).toEqual([]);
  });

  it('the payment request takes a positive whole amount in cents', () => {
    expect(z.safeParse(addCartPayment.body, { methodKey: 'paypal', amount: 12.5 }).success).toBe(false);
    expect(z.safeParse(addCartPayment.body, { methodKey: 'paypal', amount: 1250 }).success).toBe(true);
  });

  it('the checkout request defaults the save flags to false and needs a method', () => {
    expect(z.parse(submitCheckout.body, { paymentMethodKey: 'paypal' })).toEqual({
      paymentMethodKey: 'paypal',
      savePaymentMethod: false,
      setPrimary: false,
    });
    expect(z.safeParse(submitCheckout.body, { paymentMethodKey: ' ' }).success).toBe(false);
  });

  it('a payment error reaches the caller as kind payment (doc 1 §8)', async () => {
    const backend = fakeBackend({
      'POST /api/checkout': {
        status: 400,
        body: { errorCode: 'payment', message: 'declined', customPayload: { paymentError: { code: 'D1', description: 'abgelehnt' } } },
      },
    });
    await expect(call(backend.api, submitCheckout, { body: { paymentMethodKey: 'credit-cards' } })).rejects.toMatchObject({ kind: 'payment' });
  });
});
