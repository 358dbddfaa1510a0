import { describe, expect, it } from 'vitest';
import { addCartItem, getCart, type Cart } from '@storefront/shared/cart';
import { type DistributionAddressInput } from '@storefront/shared/distribution';
import { addCartPayment, finalizeCart, setCartBillingAddress, submitCheckout } from '@storefront/shared/checkout';
import type { Product } from '@storefront/shared/catalogue';
import { orderable } from '../rules/cart-lines';
import { ORDER_CONFIG } from '../../checkout';
import { netWeightGrams } from '../rules/weight';
import {
  BILLING,
  PICKUP_WIEN_1,
  VIENNA_DELIVERY,
  browser,
  failure,
  findSeedProduct,
  readyCart,
  setUpCartTestShop,
  shop,
} from '../../testing/cart-shop.test-support';
import { call } from '@storefront/shared/platform/api';

setUpCartTestShop();

const SERVICES: ReadonlyArray<[keyof typeof ORDER_CONFIG, DistributionAddressInput]> = [
  ['DELIVERY', VIENNA_DELIVERY],
  ['CLICK_AND_COLLECT', PICKUP_WIEN_1],
];

/** The orderable articles sold by the piece, dearest per gram first: value without weight. */
async function dearestArticles(): Promise<Product[]> {
  const { results } = await shop.store.catalogue.listProducts(undefined, { offset: 0, pageSize: 1000 });
  const perGram = (product: Product) => product.price.regular.value / netWeightGrams(product);
  return results.filter((product) => orderable(product) && !product.weightArticle).sort((a, b) => perGram(b) - perGram(a));
}

function orderRow(orderNumber: string) {
  return shop.store.db
    .prepare<[string], { amount_charged_cents: number; total_cents: number }>('SELECT amount_charged_cents, total_cents FROM orders WHERE order_number = ?')
    .get(orderNumber);
}

/** doc 2 §3 unavailableLineItems: an article in the cart that can no longer be ordered. */
describe('unavailable line items', () => {
  it('an article that becomes unavailable moves to unavailableLineItems, out of the prices; available again, it is back', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 2 } });
    const before = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const setAvailability = (availability: string) =>
      shop.store.db.prepare("UPDATE products SET document = json_set(document, '$.availability', ?) WHERE sku = ?").run(availability, '100503');
    for (const availability of ['unavailable', 'temporarilyUnavailable']) {
      setAvailability(availability);
      const cart = await call(browser.api, getCart);
      expect(cart.unavailableLineItems.map((line) => [line.product.sku, line.quantity, line.product.availability])).toEqual([['100503', 2, availability]]);
      expect(cart.productLineItems.map((line) => line.product.sku)).toEqual(['100201']);
      expect(cart.lineItemCount).toBe(1);
      expect(cart.priceInfo.orderValue).toBe(before.priceInfo.orderValue - 2 * 1499);
    }
    setAvailability('available');
    const back = await call(browser.api, getCart);
    expect(back.unavailableLineItems).toEqual([]);
    expect(back.priceInfo.orderValue).toBe(before.priceInfo.orderValue);
  });
});

/** doc 2 §3 order config: the maximum order value and weight of each service type, refused at finalize. */
describe.each(SERVICES)('order limits at finalize: %s', (serviceType, address) => {
  const limits = ORDER_CONFIG[serviceType];

  it(`refuses an order value above ${limits.maximumOrderValue / 100} € (409 orderLimits maximumOrderValue), the cart stays OPEN`, async () => {
    let cart: Cart = await readyCart(browser.api, address);
    for (const product of await dearestArticles()) {
      if (cart.priceInfo.orderValue > limits.maximumOrderValue) break;
      cart = await call(browser.api, addCartItem, { body: { sku: product.sku, quantity: product.maxQuantity } });
    }
    expect(cart.priceInfo.orderValue).toBeGreaterThan(limits.maximumOrderValue);
    // Only the value is over its limit.
    expect(cart.weight ?? 0).toBeLessThanOrEqual(limits.maximumOrderWeight);
    expect(await failure(call(browser.api, finalizeCart))).toMatchObject({
      status: 409,
      errorCode: 'orderLimits',
      customPayload: { limit: 'maximumOrderValue', value: limits.maximumOrderValue },
    });
    expect((await call(browser.api, getCart)).cartStatus).toBe('OPEN');
  });

  it(`refuses a weight above ${limits.maximumOrderWeight / 1000} kg (409 orderLimits maximumOrderWeight), the cart stays OPEN`, async () => {
    const water = await findSeedProduct(shop.store, (product) => product.sku === '100501');
    const crateGrams = 9000;
    const crates = Math.floor(limits.maximumOrderWeight / crateGrams) + 1;
    // The two still-water crates as well where one kind's maximum is not enough.
    const still = await findSeedProduct(shop.store, (product) => product.name === 'Mineralwasser still 6 × 1,5 l');
    const items = [
      { sku: '100503', quantity: 2 },
      { sku: water.sku, quantity: Math.min(crates, water.maxQuantity) },
      ...(crates > water.maxQuantity ? [{ sku: still.sku, quantity: crates - water.maxQuantity }] : []),
    ];
    const cart = await readyCart(browser.api, address, { items });
    expect(cart.weight).toBeGreaterThan(limits.maximumOrderWeight);
    expect(cart.priceInfo.orderValue).toBeLessThanOrEqual(limits.maximumOrderValue);
    expect(await failure(call(browser.api, finalizeCart))).toMatchObject({
      status: 409,
      errorCode: 'orderLimits',
      customPayload: { limit: 'maximumOrderWeight', value: limits.maximumOrderWeight },
    });
    expect((await call(browser.api, getCart)).cartStatus).toBe('OPEN');
  });
});

/** doc 2 §9: total = amount × (100 + surcharge) / 100 for invoices; none at the door or in the store. */
describe('invoice surcharges', () => {
  const withSurcharge = (amount: number, percent: number) => Math.round((amount * (100 + percent)) / 100);

  it('pay-by-invoice-b2c adds 2.5 %: planned in totalWithSurcharge and charged with the order', async () => {
    const cart = await readyCart(browser.api);
    const planned = await call(browser.api, addCartPayment, { body: { methodKey: 'pay-by-invoice-b2c', amount: cart.priceInfo.total } });
    expect(planned.priceInfo.totalWithSurcharge).toBe(withSurcharge(cart.priceInfo.total, 2.5));
    await call(browser.api, finalizeCart);
    const { orderNumber } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'pay-by-invoice-b2c' } });
    expect(orderRow(orderNumber ?? '')).toEqual({ amount_charged_cents: withSurcharge(cart.priceInfo.total, 2.5), total_cents: withSurcharge(cart.priceInfo.total, 2.5) });
  });

  it('pay-by-invoice-b2b adds 1 % (a company name on the billing address)', async () => {
    await readyCart(browser.api);
    const cart = await call(browser.api, setCartBillingAddress, { body: { ...BILLING, companyName: 'Kanzlei Berger' } });
    const planned = await call(browser.api, addCartPayment, { body: { methodKey: 'pay-by-invoice-b2b', amount: cart.priceInfo.total } });
    expect(planned.priceInfo.totalWithSurcharge).toBe(withSurcharge(cart.priceInfo.total, 1));
    await call(browser.api, finalizeCart);
    const { orderNumber } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'pay-by-invoice-b2b' } });
    expect(orderRow(orderNumber ?? '')?.amount_charged_cents).toBe(withSurcharge(cart.priceInfo.total, 1));
  });

  it.each([
    ['payment-at-the-door', VIENNA_DELIVERY],
    ['payment-at-the-store', PICKUP_WIEN_1],
  ] as const)('%s carries no surcharge', async (methodKey, address) => {
    const cart = await readyCart(browser.api, address);
    expect((await call(browser.api, addCartPayment, { body: { methodKey, amount: cart.priceInfo.total } })).priceInfo.totalWithSurcharge).toBe(cart.priceInfo.total);
    await call(browser.api, finalizeCart);
    const { orderNumber } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: methodKey } });
    expect(orderRow(orderNumber ?? '')?.amount_charged_cents).toBe(cart.priceInfo.total);
  });
});
