import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBillingAddress, aCart, aCartValidationResult, aDistributionAddress, anOrderConfig, aProduct, aProductLineItem } from '../../fixtures/fixtures.test-support';
import { checkoutFields } from '../../checkout/checkout-address';
import { call } from '../../platform/api/call';
import type { ApiClient } from '../../platform/api/client';
import { isApiError } from '../../platform/api/errors';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { isLegacyPhone } from '../../platform/validation/phone-patterns';
import { anyText, messagesOf, RUNS } from '../../platform/validation/rule-properties.test-support';
import { addCartItem } from './add-cart-item';
import { addCartItems } from './add-cart-items';
import { addDiscountCode } from './add-discount-code';
import { assignCartToCustomer } from './assign-cart-to-customer';
import { getCart } from './get-cart';
import { getOrderConfig } from './get-order-config';
import { mergeCart } from './merge-cart';
import { removeAllCartItems } from './remove-all-cart-items';
import { removeCartItems } from './remove-cart-items';
import { removeDiscountCode } from './remove-discount-code';
import { setCartDistributionAddress } from './set-cart-distribution-address';
import { setCrateDepositDesired } from './set-crate-deposit-desired';
import { validateCart } from './validate-cart';

const cart = aCart();
const deliveryAddress = {
  distributionType: 'DELIVERY' as const,
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  postalCode: '1070',
  city: 'Wien',
  position: { lat: 48.1986, lng: 16.3503 },
};

const cases: CallCase[] = [
  { name: 'GET the cart', operation: getCart, request: 'GET /api/carts', result: cart },
  {
    name: 'GET the validation: cartDTO and errors',
    operation: validateCart,
    request: 'GET /api/carts/validation',
    answer: { body: { cartDTO: cart, errors: [{ code: '008' }, { code: '999', message: 'neu' }] } },
    result: aCartValidationResult({ cartDTO: cart, errors: [{ code: '008' }, { code: '999', message: 'neu' }] }),
  },
  {
    name: 'POST set-customer with the anonymous cart id in the query',
    operation: assignCartToCustomer,
    input: { query: { anonymousCartId: 'anon 1&2' } },
    request: 'POST /api/carts/set-customer',
    query: { anonymousCartId: 'anon 1&2' },
    parsedQuery: { anonymousCartId: 'anon 1&2' },
    result: cart,
  },
  {
    name: 'POST merge with the cart id URL-encoded',
    operation: mergeCart,
    input: { params: { id: 'a/b ä' } },
    request: 'POST /api/carts/merge/a%2Fb%20%C3%A4',
    result: cart,
  },
  {
    name: 'POST crate-deposit-desired',
    operation: setCrateDepositDesired,
    input: { body: { crateDepositDesired: true } },
    request: 'POST /api/carts/crate-deposit-desired',
    body: { crateDepositDesired: true },
    result: cart,
  },
  {
    name: 'POST an item with the store in the query',
    operation: addCartItem,
    input: { body: { sku: '100201', quantity: 2 }, query: { storeId: 'store-1010' } },
    request: 'POST /api/carts/items',
    query: { storeId: 'store-1010' },
    parsedQuery: { storeId: 'store-1010' },
    body: { sku: '100201', quantity: 2 },
    result: cart,
  },
  {
    name: 'POST an item without a store',
    operation: addCartItem,
    input: { body: { sku: '100201', quantity: 1 } },
    request: 'POST /api/carts/items',
    body: { sku: '100201', quantity: 1 },
    parsedQuery: {},
    result: cart,
  },
  {
    name: 'POST items in bulk: notAddedOrUpdatedItems and cartDTO',
    operation: addCartItems,
    input: { body: { items: [{ sku: '100201', quantity: 2 }, { sku: '999', quantity: 1 }] }, query: { storeId: 'store-1010' } },
    request: 'POST /api/carts/items/bulk',
    query: { storeId: 'store-1010' },
    body: { items: [{ sku: '100201', quantity: 2 }, { sku: '999', quantity: 1 }] },
    answer: { body: { notAddedOrUpdatedItems: [{ sku: '999', reason: 'unknown' }], cartDTO: cart } },
    result: { notAddedOrUpdatedItems: [{ sku: '999', reason: 'unknown' }], cartDTO: cart },
  },
  {
    name: 'POST items in bulk: a missing notAddedOrUpdatedItems reads as none',
    operation: addCartItems,
    input: { body: { items: [{ sku: '100201', quantity: 2 }] } },
    request: 'POST /api/carts/items/bulk',
    body: { items: [{ sku: '100201', quantity: 2 }] },
    answer: { body: { cartDTO: cart } },
    result: { notAddedOrUpdatedItems: [], cartDTO: cart },
  },
  { name: 'DELETE all items', operation: removeAllCartItems, request: 'DELETE /api/carts/items/all', result: cart },
  {
    name: 'DELETE several items: lineItemIds repeated in the query',
    operation: removeCartItems,
    input: { query: { lineItemIds: ['line-1', 'line 2'] } },
    request: 'DELETE /api/carts/items/multiple',
    query: { lineItemIds: ['line-1', 'line 2'] },
    parsedQuery: { lineItemIds: ['line-1', 'line 2'] },
    result: cart,
  },
  {
    name: 'DELETE one item through multiple: a single id still reads as a list',
    operation: removeCartItems,
    input: { query: { lineItemIds: ['line-1'] } },
    request: 'DELETE /api/carts/items/multiple',
    query: { lineItemIds: 'line-1' },
    parsedQuery: { lineItemIds: ['line-1'] },
    result: cart,
  },
  {
    name: 'POST a discount code, trimmed',
    operation: addDiscountCode,
    input: { body: { code: ' SOMMER10 ' } },
    request: 'POST /api/carts/discount-codes',
    body: { code: 'SOMMER10' },
    result: aCart({ discountCodes: ['SOMMER10'] }),
  },
  {
    name: 'DELETE a discount code by query',
    operation: removeDiscountCode,
    input: { query: { code: 'SOMMER 10' } },
    request: 'DELETE /api/carts/discount-codes',
    query: { code: 'SOMMER 10' },
    parsedQuery: { code: 'SOMMER 10' },
    result: cart,
  },
  {
    name: 'POST a delivery distribution address',
    operation: setCartDistributionAddress,
    input: { body: deliveryAddress },
    request: 'POST /api/carts/distribution-address',
    body: deliveryAddress,
    answer: { body: { ...cart, distributionAddress: aDistributionAddress() } },
    result: aCart({ distributionAddress: aDistributionAddress() }),
  },
  {
    name: 'POST a click-and-collect distribution address',
    operation: setCartDistributionAddress,
    input: { body: { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-1010' } },
    request: 'POST /api/carts/distribution-address',
    body: { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-1010' },
    result: cart,
  },
  { name: 'GET /api/order-config: limits per service type', operation: getOrderConfig, request: 'GET /api/order-config', result: anOrderConfig() },
];

const distributionAddress = setCartDistributionAddress.body;

describe('the cart calls (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it.each([
    ['an empty discount code', (api: ApiClient) => call(api, addDiscountCode, { body: { code: '  ' } })],
    ['removing an empty discount code', (api: ApiClient) => call(api, removeDiscountCode, { query: { code: '' } })],
    ['an empty cart id to merge', (api: ApiClient) => call(api, mergeCart, { params: { id: '' } })],
    ['no line items', (api: ApiClient) => call(api, removeCartItems, { query: { lineItemIds: [] } })],
    ['an empty line item id', (api: ApiClient) => call(api, removeCartItems, { query: { lineItemIds: ['line-1', ''] } })],
    ['an empty anonymous cart id', (api: ApiClient) => call(api, assignCartToCustomer, { query: { anonymousCartId: '' } })],
  ])('rejects %s locally, without a request (doc 2 §5)', async (_, send) => {
    const backend = fakeBackend({});
    const error = await send(backend.api).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.kind).toBe('rejected-locally');
    expect(backend.requests).toHaveLength(0);
  });

  it('passes a FINALIZED cart error (errorCode 3) to the caller (doc 2 §8)', async () => {
    const backend = fakeBackend({
      'POST /api/carts/items': { status: 409, body: { errorCode: 3, message: 'Cart is finalized' } },
    });
    await expect(call(backend.api, addCartItem, { body: { sku: '1', quantity: 1 } })).rejects.toMatchObject({
      kind: 'backend',
      details: { errorCode: 3 },
    });
  });

  it('the distribution address request needs the store for click-and-collect and the street for delivery', () => {
    expect(z.safeParse(distributionAddress, { distributionType: 'CLICK_AND_COLLECT' }).success).toBe(false);
    expect(z.safeParse(distributionAddress, { distributionType: 'DELIVERY', storeId: 'store-1010' }).success).toBe(false);
    expect(z.safeParse(distributionAddress, { ...deliveryAddress, streetNumber: '123456' }).success).toBe(false);
  });

  it("a delivery address may carry the delivery phone number and the driver's text (doc 2 §5), each by its form rule", () => {
    const withBoth = { ...deliveryAddress, deliveryPhoneNumber: '+43 (0)664/123 45-67', deliveryAddressText: 'Bitte 2x läuten' };
    expect(z.parse(distributionAddress, withBoth)).toMatchObject(withBoth);
    // Missing is allowed whatever the tenant configured: the cart validation answers 007 for that (doc 2 §8).
    expect(z.safeParse(distributionAddress, deliveryAddress).success).toBe(true);
    const issues = (value: object) => z.safeParse(distributionAddress, value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...deliveryAddress, deliveryPhoneNumber: 'nan' })).toEqual([['deliveryPhoneNumber', 'validation.invalidFormat']]);
    expect(issues({ ...deliveryAddress, deliveryPhoneNumber: '12345' })).toEqual([['deliveryPhoneNumber', 'validation.invalidFormat']]);
    expect(issues({ ...deliveryAddress, deliveryAddressText: 'x'.repeat(61) })).toEqual([['deliveryAddressText', 'validation.maxLength|60']]);
    expect(issues({ ...deliveryAddress, deliveryAddressText: 'Tür <b>' })).toEqual([['deliveryAddressText', 'validation.characterNotAllowed|<']]);
    expect(z.safeParse(distributionAddress, { ...deliveryAddress, deliveryAddressText: 'x'.repeat(60) }).success).toBe(true);
  });

  it('accepts exactly the delivery phone numbers of the legacy pattern and the texts the checkout form accepts, 1,000 inputs each', () => {
    const phone = fc.oneof(anyText, fc.stringMatching(/^\+?[0-9 ()/-]{4,30}$/));
    fc.assert(
      fc.property(phone, (deliveryPhoneNumber) => {
        const accepted = z.safeParse(distributionAddress, { ...deliveryAddress, deliveryPhoneNumber }).success;
        expect(accepted).toBe(deliveryPhoneNumber === '' || isLegacyPhone(deliveryPhoneNumber));
      }),
      RUNS,
    );
    const text = fc.oneof(anyText, fc.string({ minLength: 55, maxLength: 65 }));
    fc.assert(
      fc.property(text, (deliveryAddressText) => {
        const accepted = z.safeParse(distributionAddress, { ...deliveryAddress, deliveryAddressText }).success;
        expect(accepted).toBe(messagesOf(checkoutFields.deliveryAddressText, deliveryAddressText).length === 0);
      }),
      RUNS,
    );
  });

  it('a click-and-collect address carries neither: it has no delivery (the billing address has the phone)', () => {
    const parsed = z.parse(distributionAddress, {
      distributionType: 'CLICK_AND_COLLECT',
      storeId: 'store-1010',
      deliveryPhoneNumber: '0664 1234567',
      deliveryAddressText: 'Hinterhof',
    });
    expect(parsed).toEqual({ distributionType: 'CLICK_AND_COLLECT', storeId: 'store-1010' });
  });

  it('the item request rejects a quantity of 0 and an empty sku', () => {
    expect(z.safeParse(addCartItem.body, { sku: '1', quantity: 0 }).success).toBe(false);
    expect(z.safeParse(addCartItem.body, { sku: '', quantity: 1 }).success).toBe(false);
    expect(z.safeParse(addCartItems.body, { items: [] }).success).toBe(false);
  });

  it('reads a cart line of an unavailable product', async () => {
    const unavailable = aProductLineItem({ product: aProduct({ availability: 'temporarilyUnavailable' }) });
    const backend = fakeBackend({ 'GET /api/carts': { body: { ...cart, unavailableLineItems: [unavailable] } } });
    const read = await call(backend.api, getCart);
    expect(read.unavailableLineItems[0]?.product.availability).toBe('temporarilyUnavailable');
  });

  it('a billing address the backend sends with placeholders reads them as empty (doc 2 §5)', async () => {
    const backend = fakeBackend({
      'GET /api/carts': { body: { ...cart, billingAddress: { ...aBillingAddress(), streetName: 'nan', postalCode: 'nana' } } },
    });
    const { billingAddress } = await call(backend.api, getCart);
    expect(billingAddress).toMatchObject({ firstName: 'Anna', city: 'Wien', streetName: '', postalCode: '' });
  });
});
