import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBillingAddress, aCart, aCartValidationResult, aDistributionAddress, aProduct, aProductLineItem } from '../../fixtures/fixtures';
import { checkoutFields } from '../../checkout/checkout-address';
import { isLegacyPhone } from '../../platform/validation/phone-patterns';
import { anyText, messagesOf, RUNS } from '../../platform/validation/rule-properties.test-support';
import { isApiError } from '../../platform/api/errors';
import {
  addCartItem,
  addCartItemQuerySchema,
  addCartItemRequestSchema,
  addCartItems,
  addCartItemsQuerySchema,
  addCartItemsRequestSchema,
  addCartPayment,
  addCartPaymentRequestSchema,
  addDiscountCode,
  addDiscountCodeRequestSchema,
  assignCartToCustomer,
  assignCartToCustomerQuerySchema,
  cleanCartPayments,
  finalizeCart,
  getCart,
  mergeCart,
  removeAllCartItems,
  removeCartItems,
  removeCartItemsQuerySchema,
  removeCartPayment,
  removeDiscountCode,
  removeDiscountCodeQuerySchema,
  resetCart,
  setCartBillingAddress,
  setCartBillingAddressRequestSchema,
  setCartDistributionAddress,
  setCartDistributionAddressRequestSchema,
  setCartDistributionTimeSlot,
  setCartDistributionTimeSlotRequestSchema,
  setCrateDepositDesired,
  setCrateDepositDesiredRequestSchema,
  validateCart,
} from './carts';
import { checkEndpointCall, fakeBackend, type EndpointCallCase } from '../../platform/api/harness.test-support';

const cart = aCart();
const deliveryAddress = {
  distributionType: 'DELIVERY' as const,
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  postalCode: '1070',
  city: 'Wien',
  position: { lat: 48.1986, lng: 16.3503 },
};

const cases: EndpointCallCase[] = [
  { name: 'GET the cart', call: (api) => getCart(api), request: 'GET /api/carts', result: cart },
  {
    name: 'GET the validation: cartDTO and errors',
    call: (api) => validateCart(api),
    request: 'GET /api/carts/validation',
    answer: { body: { cartDTO: cart, errors: [{ code: '008' }, { code: '999', message: 'neu' }] } },
    result: aCartValidationResult({ cartDTO: cart, errors: [{ code: '008' }, { code: '999', message: 'neu' }] }),
  },
  { name: 'POST finalize without a body', call: (api) => finalizeCart(api), request: 'POST /api/carts/finalize', result: cart },
  { name: 'POST reset without a body', call: (api) => resetCart(api), request: 'POST /api/carts/reset', result: cart },
  {
    name: 'POST the billing address, missing parts filled with placeholders',
    call: (api) => setCartBillingAddress(api, { firstName: 'Anna', lastName: 'Berger', streetNumber: '12', postalCode: '1070', city: 'Wien' }),
    request: 'POST /api/carts/billing-address',
    body: { firstName: 'Anna', lastName: 'Berger', streetName: 'nan', streetNumber: '12', postalCode: '1070', city: 'Wien' },
    bodySchema: setCartBillingAddressRequestSchema,
    result: cart,
  },
  {
    name: 'POST set-customer with the anonymous cart id in the query',
    call: (api) => assignCartToCustomer(api, 'anon 1&2'),
    request: 'POST /api/carts/set-customer',
    query: { anonymousCartId: 'anon 1&2' },
    querySchema: assignCartToCustomerQuerySchema,
    parsedQuery: { anonymousCartId: 'anon 1&2' },
    result: cart,
  },
  {
    name: 'POST merge with the cart id URL-encoded',
    call: (api) => mergeCart(api, 'a/b ä'),
    request: 'POST /api/carts/merge/a%2Fb%20%C3%A4',
    result: cart,
  },
  {
    name: 'POST crate-deposit-desired',
    call: (api) => setCrateDepositDesired(api, true),
    request: 'POST /api/carts/crate-deposit-desired',
    body: { crateDepositDesired: true },
    bodySchema: setCrateDepositDesiredRequestSchema,
    result: cart,
  },
  {
    name: 'POST a payment: methodKey, brandName, amount',
    call: (api) => addCartPayment(api, { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 1250 }),
    request: 'POST /api/carts/payment',
    body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 1250 },
    bodySchema: addCartPaymentRequestSchema,
    result: aCart({ payments: [{ id: 'pay-1', methodKey: 'gift-card', amountPlanned: 1250 }] }),
  },
  { name: 'PUT payments/clean', call: (api) => cleanCartPayments(api), request: 'PUT /api/carts/payments/clean', result: cart },
  {
    name: 'DELETE a payment by its id, URL-encoded',
    call: (api) => removeCartPayment(api, 'pay/1'),
    request: 'DELETE /api/carts/payment/pay%2F1',
    result: cart,
  },
  {
    name: 'POST an item with the store in the query',
    call: (api) => addCartItem(api, { sku: '100201', quantity: 2 }, 'store-1010'),
    request: 'POST /api/carts/items',
    query: { storeId: 'store-1010' },
    querySchema: addCartItemQuerySchema,
    parsedQuery: { storeId: 'store-1010' },
    body: { sku: '100201', quantity: 2 },
    bodySchema: addCartItemRequestSchema,
    result: cart,
  },
  {
    name: 'POST an item without a store',
    call: (api) => addCartItem(api, { sku: '100201', quantity: 1 }),
    request: 'POST /api/carts/items',
    body: { sku: '100201', quantity: 1 },
    querySchema: addCartItemQuerySchema,
    parsedQuery: {},
    result: cart,
  },
  {
    name: 'POST items in bulk: notAddedOrUpdatedItems and cartDTO',
    call: (api) => addCartItems(api, [{ sku: '100201', quantity: 2 }, { sku: '999', quantity: 1 }], 'store-1010'),
    request: 'POST /api/carts/items/bulk',
    query: { storeId: 'store-1010' },
    querySchema: addCartItemsQuerySchema,
    body: { items: [{ sku: '100201', quantity: 2 }, { sku: '999', quantity: 1 }] },
    bodySchema: addCartItemsRequestSchema,
    answer: { body: { notAddedOrUpdatedItems: [{ sku: '999', reason: 'unknown' }], cartDTO: cart } },
    result: { notAddedOrUpdatedItems: [{ sku: '999', reason: 'unknown' }], cartDTO: cart },
  },
  {
    name: 'POST items in bulk: a missing notAddedOrUpdatedItems reads as none',
    call: (api) => addCartItems(api, [{ sku: '100201', quantity: 2 }]),
    request: 'POST /api/carts/items/bulk',
    body: { items: [{ sku: '100201', quantity: 2 }] },
    answer: { body: { cartDTO: cart } },
    result: { notAddedOrUpdatedItems: [], cartDTO: cart },
  },
  { name: 'DELETE all items', call: (api) => removeAllCartItems(api), request: 'DELETE /api/carts/items/all', result: cart },
  {
    name: 'DELETE several items: lineItemIds repeated in the query',
    call: (api) => removeCartItems(api, ['line-1', 'line 2']),
    request: 'DELETE /api/carts/items/multiple',
    query: { lineItemIds: ['line-1', 'line 2'] },
    querySchema: removeCartItemsQuerySchema,
    parsedQuery: { lineItemIds: ['line-1', 'line 2'] },
    result: cart,
  },
  {
    name: 'DELETE one item through multiple: a single id still reads as a list',
    call: (api) => removeCartItems(api, ['line-1']),
    request: 'DELETE /api/carts/items/multiple',
    query: { lineItemIds: 'line-1' },
    querySchema: removeCartItemsQuerySchema,
    parsedQuery: { lineItemIds: ['line-1'] },
    result: cart,
  },
  {
    name: 'POST a discount code, trimmed',
    call: (api) => addDiscountCode(api, ' SOMMER10 '),
    request: 'POST /api/carts/discount-codes',
    body: { code: 'SOMMER10' },
    bodySchema: addDiscountCodeRequestSchema,
    result: aCart({ discountCodes: ['SOMMER10'] }),
  },
  {
    name: 'DELETE a discount code by query',
    call: (api) => removeDiscountCode(api, 'SOMMER 10'),
    request: 'DELETE /api/carts/discount-codes',
    query: { code: 'SOMMER 10' },
    querySchema: removeDiscountCodeQuerySchema,
    parsedQuery: { code: 'SOMMER 10' },
    result: cart,
  },
  {
    name: 'POST a delivery distribution address',
    call: (api) => setCartDistributionAddress(api, deliveryAddress),
    request: 'POST /api/carts/distribution-address',
    body: deliveryAddress,
    bodySchema: setCartDistributionAddressRequestSchema,
    answer: { body: { ...cart, distributionAddress: aDistributionAddress() } },
    result: aCart({ distributionAddress: aDistributionAddress() }),
  },
  {
    name: 'POST a click-and-collect distribution address',
    call: (api) => setCartDistributionAddress(api, { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-1010' }),
    request: 'POST /api/carts/distribution-address',
    body: { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-1010' },
    bodySchema: setCartDistributionAddressRequestSchema,
    result: cart,
  },
  {
    name: 'POST the distribution time slot id',
    call: (api) => setCartDistributionTimeSlot(api, 'window-1'),
    request: 'POST /api/carts/distribution-time-slot',
    body: { id: 'window-1' },
    bodySchema: setCartDistributionTimeSlotRequestSchema,
    result: cart,
  },
];

describe('cart endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));

  it.each([
    ['an empty discount code', (api: Parameters<typeof addDiscountCode>[0]) => addDiscountCode(api, '  ')],
    ['removing an empty discount code', (api: Parameters<typeof addDiscountCode>[0]) => removeDiscountCode(api, '')],
    ['an empty payment id', (api: Parameters<typeof addDiscountCode>[0]) => removeCartPayment(api, ' ')],
    ['an empty cart id to merge', (api: Parameters<typeof addDiscountCode>[0]) => mergeCart(api, '')],
    ['no line items', (api: Parameters<typeof addDiscountCode>[0]) => removeCartItems(api, [])],
    ['an empty line item id', (api: Parameters<typeof addDiscountCode>[0]) => removeCartItems(api, ['line-1', ''])],
    ['an empty anonymous cart id', (api: Parameters<typeof addDiscountCode>[0]) => assignCartToCustomer(api, '')],
    ['an empty time slot id', (api: Parameters<typeof addDiscountCode>[0]) => setCartDistributionTimeSlot(api, '')],
  ])('rejects %s locally, without a request (doc 2 §5)', async (_, call) => {
    const backend = fakeBackend({});
    const error = await call(backend.api).then(
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
    await expect(addCartItem(backend.api, { sku: '1', quantity: 1 })).rejects.toMatchObject({
      kind: 'backend',
      details: { errorCode: 3 },
    });
  });

  it('the distribution address request needs the store for click-and-collect and the street for delivery', () => {
    expect(z.safeParse(setCartDistributionAddressRequestSchema, { distributionType: 'CLICK_AND_COLLECT' }).success).toBe(false);
    expect(
      z.safeParse(setCartDistributionAddressRequestSchema, { distributionType: 'DELIVERY', storeId: 'store-1010' }).success,
    ).toBe(false);
    expect(z.safeParse(setCartDistributionAddressRequestSchema, { ...deliveryAddress, streetNumber: '123456' }).success).toBe(
      false,
    );
  });

  it("a delivery address may carry the delivery phone number and the driver's text (doc 2 §5), each by its form rule", () => {
    const withBoth = { ...deliveryAddress, deliveryPhoneNumber: '+43 (0)664/123 45-67', deliveryAddressText: 'Bitte 2x läuten' };
    expect(z.parse(setCartDistributionAddressRequestSchema, withBoth)).toMatchObject(withBoth);
    // Missing is allowed whatever the tenant configured: the cart validation answers 007 for that (doc 2 §8).
    expect(z.safeParse(setCartDistributionAddressRequestSchema, deliveryAddress).success).toBe(true);
    const issues = (value: object) =>
      z.safeParse(setCartDistributionAddressRequestSchema, value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...deliveryAddress, deliveryPhoneNumber: 'nan' })).toEqual([['deliveryPhoneNumber', 'validation.invalidFormat']]);
    expect(issues({ ...deliveryAddress, deliveryPhoneNumber: '12345' })).toEqual([['deliveryPhoneNumber', 'validation.invalidFormat']]);
    expect(issues({ ...deliveryAddress, deliveryAddressText: 'x'.repeat(61) })).toEqual([['deliveryAddressText', 'validation.maxLength|60']]);
    expect(issues({ ...deliveryAddress, deliveryAddressText: 'Tür <b>' })).toEqual([['deliveryAddressText', 'validation.characterNotAllowed|<']]);
    expect(z.safeParse(setCartDistributionAddressRequestSchema, { ...deliveryAddress, deliveryAddressText: 'x'.repeat(60) }).success).toBe(true);
  });

  it('accepts exactly the delivery phone numbers of the legacy pattern and the texts the checkout form accepts, 1,000 inputs each', () => {
    const phone = fc.oneof(anyText, fc.stringMatching(/^\+?[0-9 ()/-]{4,30}$/));
    fc.assert(
      fc.property(phone, (deliveryPhoneNumber) => {
        const accepted = z.safeParse(setCartDistributionAddressRequestSchema, { ...deliveryAddress, deliveryPhoneNumber }).success;
        expect(accepted).toBe(deliveryPhoneNumber === '' || isLegacyPhone(deliveryPhoneNumber));
      }),
      RUNS,
    );
    const text = fc.oneof(anyText, fc.string({ minLength: 55, maxLength: 65 }));
    fc.assert(
      fc.property(text, (deliveryAddressText) => {
        const accepted = z.safeParse(setCartDistributionAddressRequestSchema, { ...deliveryAddress, deliveryAddressText }).success;
        expect(accepted).toBe(messagesOf(checkoutFields.deliveryAddressText, deliveryAddressText).length === 0);
      }),
      RUNS,
    );
  });

  it("a click-and-collect address carries neither: it has no delivery (the billing address has the phone)", () => {
    const parsed = z.parse(setCartDistributionAddressRequestSchema, {
      distributionType: 'CLICK_AND_COLLECT',
      storeId: 'store-1010',
      deliveryPhoneNumber: '0664 1234567',
      deliveryAddressText: 'Hinterhof',
    });
    expect(parsed).toEqual({ distributionType: 'CLICK_AND_COLLECT', storeId: 'store-1010' });
  });

  it('the item request rejects a quantity of 0 and an empty sku', () => {
    expect(z.safeParse(addCartItemRequestSchema, { sku: '1', quantity: 0 }).success).toBe(false);
    expect(z.safeParse(addCartItemRequestSchema, { sku: '', quantity: 1 }).success).toBe(false);
    expect(z.safeParse(addCartItemsRequestSchema, { items: [] }).success).toBe(false);
  });

  it('the payment request takes a positive whole amount in cents', () => {
    expect(z.safeParse(addCartPaymentRequestSchema, { methodKey: 'paypal', amount: 12.5 }).success).toBe(false);
    expect(z.safeParse(addCartPaymentRequestSchema, { methodKey: 'paypal', amount: 1250 }).success).toBe(true);
  });

  it('reads a cart line of an unavailable product', async () => {
    const unavailable = aProductLineItem({ product: aProduct({ availability: 'temporarilyUnavailable' }) });
    const backend = fakeBackend({ 'GET /api/carts': { body: { ...cart, unavailableLineItems: [unavailable] } } });
    const read = await getCart(backend.api);
    expect(read.unavailableLineItems[0]?.product.availability).toBe('temporarilyUnavailable');
  });

  it('a billing address the backend sends with placeholders reads them as empty (doc 2 §5)', async () => {
    const backend = fakeBackend({
      'GET /api/carts': { body: { ...cart, billingAddress: { ...aBillingAddress(), streetName: 'nan', postalCode: 'nana' } } },
    });
    const { billingAddress } = await getCart(backend.api);
    expect(billingAddress).toMatchObject({ firstName: 'Anna', city: 'Wien', streetName: '', postalCode: '' });
  });
});
