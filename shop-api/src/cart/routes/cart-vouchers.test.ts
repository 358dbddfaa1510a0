import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  cartSchema,
  getCart,
  removeAllCartItems,
  removeCartItems,
  setCartDistributionAddress,
  type Cart,
} from '@storefront/shared/cart';
import { getLoyaltyVouchers } from '@storefront/shared/account';
import { getCustomer } from '@storefront/shared/platform/operations';
import { finalizeCart, submitCheckout } from '@storefront/shared/checkout';
import {
  PICKUP_WIEN_1,
  VIENNA_DELIVERY,
  browser,
  failure,
  loginAs,
  readyCart,
  setUpCartTestShop,
  shop,
} from '../../testing/cart-shop.test-support';
import { addDays, shopDate } from '../../platform/shop-time';
import { DEMO } from '../../testing/accounts.test-support';
import { call } from '@storefront/shared/platform/api';

setUpCartTestShop();

/** The voucher lines as [articleId, automatic, discount]. */
const vouchersOf = (cart: Cart) => cart.voucherLineItems.map((line) => [line.articleId, line['automatic'], line['discount']]);

/** Changes a seeded voucher's document, as the voucher system would (a validity moving, …). */
function setVoucherField(promotionId: string, field: string, value: string): void {
  shop.store.db.prepare('UPDATE vouchers SET document = json_set(document, ?, ?) WHERE id = ?').run(`$.${field}`, value, promotionId);
}

function redemptions(customerId: string) {
  return shop.store.db
    .prepare<[string], { article_id: string; discount_cents: number; order_number: string }>(
      'SELECT article_id, discount_cents, order_number FROM voucher_redemptions WHERE customer_id = ? ORDER BY article_id',
    )
    .all(customerId);
}

/** Maria's groceries: Bio-Bananen 2 × 2,19 €, Äpfel 2 × 2,49 € (loyalty price), Bio-Kaffee 2 × 12,99 € (loyalty price). */
const CLUB_ITEMS = [
  { sku: '100101', quantity: 2 },
  { sku: '100102', quantity: 2 },
  { sku: '100503', quantity: 2 },
];
const CLUB_ORDER_VALUE = 2 * 219 + 2 * 249 + 2 * 1299;
/** -15 % on the organic articles: bananas and coffee. */
const ORGANIC_DISCOUNT = Math.round(((2 * 219 + 2 * 1299) * 15) / 100);

describe('vouchers for everyone (general-online)', () => {
  it("an 'Always' voucher for any service type is in every cart, before a service type is chosen too", async () => {
    const cart = await call(browser.api, getCart);
    expect(cart.voucherLineItems).toEqual([
      { articleId: 'GV-GRATIS-SACKERL', lineItemId: 'voucher-GV-GRATIS-SACKERL', type: 'general-online', title: 'Gratis Tragetaschen', automatic: true, discount: 0 },
    ]);
    expect(cart.priceInfo).toMatchObject({ discounts: 0, total: 0 });
  });

  it("an 'Always' voucher limited to click and collect comes with a pickup cart only, and takes 2 € off from 40 €", async () => {
    // Bio-Kaffee 3 × 14,99 €: over 40 €, under the free-service value.
    await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 3 } });
    const delivery = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    expect(vouchersOf(delivery)).toEqual([['GV-GRATIS-SACKERL', true, 0]]);
    const pickup = await call(browser.api, setCartDistributionAddress, { body: PICKUP_WIEN_1 });
    expect(vouchersOf(pickup)).toEqual([
      ['GV-GRATIS-SACKERL', true, 0],
      ['GV-ABHOLBONUS-2', true, 200],
    ]);
    expect(pickup.priceInfo).toMatchObject({ orderValue: 4497, discounts: 200, serviceFees: 190, total: 4497 - 200 + 190 });
    expect(pickup.priceInfo.totalSavings).toBe((pickup.priceInfo.savings ?? 0) + 200);
    // Below its minimum order value it stays in the cart and takes nothing.
    const [coffee] = pickup.productLineItems;
    await call(browser.api, removeCartItems, { query: { lineItemIds: [coffee?.lineItemId ?? ''] } });
    const small = await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 1 } });
    expect(vouchersOf(small)).toContainEqual(['GV-ABHOLBONUS-2', true, 0]);
    expect(small.priceInfo.discounts).toBe(0);
    // The line says from which order value it counts, so the cart need not call it redeemed.
    expect(small.voucherLineItems.find((line) => line.articleId === 'GV-ABHOLBONUS-2')?.minimumOrderValue).toBe(4000);
  });

  it('refuses the till-only voucher, vouchers of customers, and what is no voucher, changing nothing', async () => {
    const before = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    expect(await failure(call(browser.api, addCartItem, { body: { sku: 'GV-FILIALE-KAFFEE', quantity: 1 } }))).toMatchObject({ status: 409, errorCode: 'voucherOfflineOnly' });
    // A loyalty voucher and a first-orders voucher are customer-only: the session error.
    expect(await failure(call(browser.api, addCartItem, { body: { sku: 'LV-BIO-15', quantity: 1 } }))).toMatchObject({ status: 401, errorCode: 'unauthorized' });
    expect(await failure(call(browser.api, addCartItem, { body: { sku: 'GV-WILLKOMMEN-10', quantity: 1 } }))).toMatchObject({ status: 401, errorCode: 'unauthorized' });
    expect(await failure(call(browser.api, addCartItem, { body: { sku: 'GV-GIBTESNICHT', quantity: 1 } }))).toMatchObject({ status: 404, errorCode: 'productNotFound' });
    expect(await call(browser.api, getCart)).toEqual(before);
  });
});

describe('personal and loyalty vouchers', () => {
  it('only the customer who holds them may redeem them (403), within their validity (409)', async () => {
    await loginAs(browser, DEMO.anna);
    const before = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    expect(await failure(call(browser.api, addCartItem, { body: { sku: 'LV-BIO-15', quantity: 1 } }))).toMatchObject({ status: 403, errorCode: 'voucherNotHeld' });
    expect(await failure(call(browser.api, addCartItem, { body: { sku: 'PV-KAFFEE-20', quantity: 1 } }))).toMatchObject({ status: 403, errorCode: 'voucherNotHeld' });
    expect(await call(browser.api, getCart)).toEqual(before);

    const club = await shop.browser();
    await loginAs(club, DEMO.club);
    const today = shopDate(new Date());
    setVoucherField('PROMO-LV-BIO-15', 'validUntil', addDays(today, -1));
    expect(await failure(call(club.api, addCartItem, { body: { sku: 'LV-BIO-15', quantity: 1 } }))).toMatchObject({ status: 409, errorCode: 'voucherExpired' });
    setVoucherField('PROMO-LV-BIO-15', 'validUntil', today);
    setVoucherField('PROMO-LV-BIO-15', 'validFrom', addDays(today, 1));
    expect(await failure(call(club.api, addCartItem, { body: { sku: 'LV-BIO-15', quantity: 1 } }))).toMatchObject({ status: 409, errorCode: 'voucherNotYetValid' });
    expect((await call(club.api, getCart)).voucherLineItems.map((line) => line.articleId)).not.toContain('LV-BIO-15');
  });

  it('a loyalty voucher takes its percentage off the articles it is for; added twice it is redeemed once', async () => {
    await loginAs(browser, DEMO.club);
    await readyCart(browser.api, VIENNA_DELIVERY, { items: CLUB_ITEMS });
    const cart = await call(browser.api, addCartItem, { body: { sku: 'LV-BIO-15', quantity: 1 } });
    expect(cart.priceInfo.orderValue).toBe(CLUB_ORDER_VALUE);
    expect(vouchersOf(cart)).toEqual([
      ['GV-GRATIS-SACKERL', true, 0],
      // Her birthday voucher: 'Always', 5 € from 30 €.
      ['PV-GEBURTSTAG', true, 500],
      ['LV-BIO-15', false, ORGANIC_DISCOUNT],
      // Free delivery: her delivery pass waives the fee already, so it takes nothing.
      ['LV-LIEFERUNG-GRATIS', true, 0],
    ]);
    expect(cart.priceInfo).toMatchObject({
      discounts: ORGANIC_DISCOUNT + 500,
      serviceFees: 0,
      total: CLUB_ORDER_VALUE - ORGANIC_DISCOUNT - 500,
      totalSavings: (cart.priceInfo.savings ?? 0) + ORGANIC_DISCOUNT + 500,
    });
    const again = await call(browser.api, addCartItem, { body: { sku: 'LV-BIO-15', quantity: 1 } });
    expect(again.voucherLineItems).toEqual(cart.voucherLineItems);
    expect(again.priceInfo).toEqual(cart.priceInfo);
    const twice = await browser.send('POST', '/api/carts/items', { sku: 'LV-BIO-15', quantity: 2 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [expect.objectContaining({ path: 'quantity' })] } });
    expect(await call(browser.api, getCart)).toEqual(cart);
  });

  it('a shop without the club (featureJoe off) applies no personal or club voucher, and one without the pass waives no fee for it', async () => {
    // Customers and carts belong to no shop: the same member shops at Biogarten, which has neither the club nor the pass.
    const bio = await shop.browser({ host: 'bio.localhost' });
    await loginAs(bio, DEMO.club);
    for (const item of CLUB_ITEMS) await call(bio.api, addCartItem, { body: item });
    const cart = await call(bio.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    expect(vouchersOf(cart)).toEqual([['GV-GRATIS-SACKERL', true, 0]]);
    expect(cart.priceInfo.discounts).toBe(0);
    expect(cart.priceInfo.serviceFees).toBeGreaterThan(0);
    expect(await failure(call(bio.api, addCartItem, { body: { sku: 'LV-BIO-15', quantity: 1 } }))).toMatchObject({ status: 404, errorCode: 'feature-disabled' });

    // At Frischmarkt the same member's cart has them (her birthday voucher and free delivery; her pass waives the fee).
    await loginAs(browser, DEMO.club);
    for (const item of CLUB_ITEMS) await call(browser.api, addCartItem, { body: item });
    const frisch = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    expect(vouchersOf(frisch).map(([articleId]) => articleId)).toEqual(['GV-GRATIS-SACKERL', 'PV-GEBURTSTAG', 'LV-LIEFERUNG-GRATIS']);
    expect(frisch.priceInfo.serviceFees).toBe(0);
  });

  it('a voucher that expires while in the cart drops out of it', async () => {
    await loginAs(browser, DEMO.club);
    await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 2 } });
    expect((await call(browser.api, addCartItem, { body: { sku: 'PV-KAFFEE-20', quantity: 1 } })).voucherLineItems.map((line) => line.articleId)).toContain('PV-KAFFEE-20');
    setVoucherField('PROMO-PV-KAFFEE-20', 'validUntil', addDays(shopDate(new Date()), -1));
    const cart = await call(browser.api, getCart);
    expect(cart.voucherLineItems.map((line) => line.articleId)).not.toContain('PV-KAFFEE-20');
    expect(cart.priceInfo.discounts).toBe(0);
  });

  it('the shopper may remove any voucher, an automatic one too; adding it again brings it back', async () => {
    await loginAs(browser, DEMO.club);
    await readyCart(browser.api, VIENNA_DELIVERY, { items: CLUB_ITEMS });
    await call(browser.api, addCartItem, { body: { sku: 'LV-BIO-15', quantity: 1 } });
    const removed = await call(browser.api, removeCartItems, { query: { lineItemIds: ['voucher-PV-GEBURTSTAG', 'voucher-LV-BIO-15'] } });
    expect(vouchersOf(removed)).toEqual([
      ['GV-GRATIS-SACKERL', true, 0],
      ['LV-LIEFERUNG-GRATIS', true, 0],
    ]);
    expect(removed.priceInfo.discounts).toBe(0);
    expect((await call(browser.api, getCart)).voucherLineItems).toEqual(removed.voucherLineItems);
    // A voucher line the cart does not show is unknown: nothing is removed.
    expect(await failure(call(browser.api, removeCartItems, { query: { lineItemIds: ['voucher-GV-GRATIS-SACKERL', 'voucher-GV-ABHOLBONUS-2'] } }))).toMatchObject({
      status: 404,
      errorCode: 'lineItemNotFound',
      customPayload: { lineItemIds: ['voucher-GV-ABHOLBONUS-2'] },
    });
    const back = await call(browser.api, addCartItem, { body: { sku: 'PV-GEBURTSTAG', quantity: 1 } });
    expect(vouchersOf(back)).toContainEqual(['PV-GEBURTSTAG', false, 500]);
    // Emptying the cart removes what she added; the automatic vouchers come back as in a new cart.
    await call(browser.api, removeCartItems, { query: { lineItemIds: ['voucher-GV-GRATIS-SACKERL'] } });
    const emptied = await call(browser.api, removeAllCartItems);
    expect(vouchersOf(emptied)).toEqual([
      ['GV-GRATIS-SACKERL', true, 0],
      ['PV-GEBURTSTAG', true, 0],
      ['LV-LIEFERUNG-GRATIS', true, 0],
    ]);
  });

  it('ordering redeems the vouchers that took something off; they cannot be redeemed again, the order keeps them', async () => {
    await loginAs(browser, DEMO.club);
    await readyCart(browser.api, VIENNA_DELIVERY, { items: CLUB_ITEMS });
    const cart = await call(browser.api, addCartItem, { body: { sku: 'LV-BIO-15', quantity: 1 } });
    await call(browser.api, finalizeCart);
    const { orderNumber } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
    expect(redemptions('c-10003')).toEqual([
      { article_id: 'LV-BIO-15', discount_cents: ORGANIC_DISCOUNT, order_number: orderNumber },
      { article_id: 'PV-GEBURTSTAG', discount_cents: 500, order_number: orderNumber },
    ]);
    const order = shop.store.db.prepare<[string], { document: string; total_cents: number }>('SELECT document, total_cents FROM orders WHERE order_number = ?').get(orderNumber ?? '');
    expect(order?.total_cents).toBe(CLUB_ORDER_VALUE - ORGANIC_DISCOUNT - 500);
    expect(cartSchema.parse(JSON.parse(order?.document ?? '{}')).voucherLineItems).toEqual(cart.voucherLineItems);

    // The free-delivery voucher took nothing (her pass did), so she keeps it.
    expect((await call(browser.api, getLoyaltyVouchers)).map((voucher) => voucher.articleId)).toEqual(['LV-LIEFERUNG-GRATIS', 'LV-5-EURO']);
    expect(await failure(call(browser.api, addCartItem, { body: { sku: 'LV-BIO-15', quantity: 1 } }))).toMatchObject({ status: 409, errorCode: 'voucherRedeemed' });
    await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 3 } });
    const next = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    expect(next.voucherLineItems.map((line) => line.articleId)).toEqual(['GV-GRATIS-SACKERL', 'LV-LIEFERUNG-GRATIS']);
  });

  it('answers errorCode 3 on a FINALIZED cart, for adding and for removing a voucher', async () => {
    await loginAs(browser, DEMO.club);
    await readyCart(browser.api, VIENNA_DELIVERY, { items: CLUB_ITEMS });
    await call(browser.api, finalizeCart);
    const before = await call(browser.api, getCart);
    for (const [method, url, body] of [
      ['POST', '/api/carts/items', { sku: 'LV-BIO-15', quantity: 1 }],
      ['DELETE', '/api/carts/items/multiple?lineItemIds=voucher-PV-GEBURTSTAG', undefined],
    ] as const) {
      const response = await browser.send(method, url, body);
      expect([url, response.statusCode, response.json().errorCode]).toEqual([url, 409, 3]);
    }
    expect(await call(browser.api, getCart)).toEqual(before);
  });
});

describe("'First orders' vouchers (doc 2 §3: firstOrderDelivery, firstOrderClickAndCollect)", () => {
  /** Bio-Kaffee 4 × 14,99 € and milk: 62,54 €, over the welcome bonus's 60 €. */
  const FIRST_ORDER_ITEMS = [
    { sku: '100503', quantity: 4 },
    { sku: '100201', quantity: 2 },
  ];

  it("a new customer's first delivery gets the welcome bonus; after that order it is gone, the first pickup's stays", async () => {
    await loginAs(browser, DEMO.plain);
    // Before a service type is chosen, a first-orders voucher waits.
    const unchosen = await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 1 } });
    expect(vouchersOf(unchosen)).toEqual([['GV-GRATIS-SACKERL', true, 0]]);
    const small = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    expect(vouchersOf(small)).toContainEqual(['GV-WILLKOMMEN-10', true, 0]);
    await call(browser.api, removeAllCartItems);

    const cart = await readyCart(browser.api, VIENNA_DELIVERY, { items: FIRST_ORDER_ITEMS });
    expect(vouchersOf(cart)).toEqual([
      ['GV-WILLKOMMEN-10', true, 1000],
      ['GV-GRATIS-SACKERL', true, 0],
    ]);
    expect(cart.priceInfo).toMatchObject({ orderValue: 6254, discounts: 1000, total: 5254 });
    const pickup = await call(browser.api, setCartDistributionAddress, { body: PICKUP_WIEN_1 });
    expect(vouchersOf(pickup)).toEqual([
      ['GV-ABHOLUNG-5', true, 500],
      ['GV-GRATIS-SACKERL', true, 0],
      ['GV-ABHOLBONUS-2', true, 200],
    ]);
    await readyCart(browser.api, VIENNA_DELIVERY, { items: [] });
    await call(browser.api, finalizeCart);
    await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
    expect((await call(browser.api, getCustomer)).firstOrderDelivery).toBe(false);
    // General vouchers are not used up; the rule does the rest.
    expect(redemptions('c-10002')).toEqual([]);

    const next = await readyCart(browser.api, VIENNA_DELIVERY, { items: FIRST_ORDER_ITEMS });
    expect(vouchersOf(next)).toEqual([['GV-GRATIS-SACKERL', true, 0]]);
    expect(next.priceInfo.discounts).toBe(0);
    expect(await failure(call(browser.api, addCartItem, { body: { sku: 'GV-WILLKOMMEN-10', quantity: 1 } }))).toMatchObject({ status: 409, errorCode: 'voucherFirstOrdersOnly' });
    const nextPickup = await call(browser.api, setCartDistributionAddress, { body: PICKUP_WIEN_1 });
    expect(vouchersOf(nextPickup)).toContainEqual(['GV-ABHOLUNG-5', true, 500]);
  });

  it('a customer whose first delivery is done gets no welcome bonus, and cannot add it', async () => {
    await loginAs(browser, DEMO.anna);
    const cart = await readyCart(browser.api, VIENNA_DELIVERY, { items: FIRST_ORDER_ITEMS });
    expect(cart.voucherLineItems.map((line) => line.articleId)).toEqual(['GV-GRATIS-SACKERL']);
    expect(await failure(call(browser.api, addCartItem, { body: { sku: 'GV-WILLKOMMEN-10', quantity: 1 } }))).toMatchObject({ status: 409, errorCode: 'voucherFirstOrdersOnly' });
  });

  it('a guest gets no first-order voucher: only a customer has a first order', async () => {
    const cart = await readyCart(browser.api, PICKUP_WIEN_1, { items: FIRST_ORDER_ITEMS });
    expect(vouchersOf(cart)).toEqual([
      ['GV-GRATIS-SACKERL', true, 0],
      ['GV-ABHOLBONUS-2', true, 200],
    ]);
  });
});
