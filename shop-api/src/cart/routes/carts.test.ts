import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  addCartItems,
  addDiscountCode,
  assignCartToCustomer,
  cartSchema,
  getCart,
  mergeCart,
  removeAllCartItems,
  removeCartItems,
  removeDiscountCode,
  setCartDistributionAddress,
  setCrateDepositDesired,
  validateCart,
} from '@storefront/shared/cart';
import {
  submitCheckout,
  addCartPayment,
  cleanCartPayments,
  finalizeCart,
  removeCartPayment,
  resetCart,
  setCartBillingAddress,
  setCartDistributionTimeSlot,
} from '@storefront/shared/checkout';
import {
  BILLING,
  PICKUP_WIEN_1,
  VIENNA_DELIVERY,
  browser,
  failure,
  findSeedProduct,
  firstBookableWindow,
  loginAs,
  readyCart,
  setUpCartTestShop,
  shop,
} from '../../testing/cart-shop.test-support';
import { orderable } from '../rules/cart-lines';
import { call } from '@storefront/shared/platform/api';

setUpCartTestShop();

function cartStatus(id: string): string | undefined {
  return shop.store.db.prepare<[string], { status: string }>('SELECT status FROM carts WHERE id = ?').get(id)?.status;
}

describe('GET /api/carts', () => {
  it("creates an anonymous visitor's empty cart and keeps it in an httpOnly cartId cookie", async () => {
    const response = await browser.send('GET', '/api/carts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((c) => c.name === 'cartId');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const cart = cartSchema.parse(response.json());
    expect(cart).toMatchObject({
      id: cookie?.value,
      customerId: null,
      cartStatus: 'OPEN',
      lineItemCount: 0,
      freeOfChargeThreshold: 5000,
      priceInfo: { orderValue: 0, total: 0 },
    });
  });

  it('finds the same cart again through the cookie, and another visitor gets another cart', async () => {
    const cart = await call(browser.api, getCart);
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    expect((await call(browser.api, getCart)).id).toBe(cart.id);
    const other = await call((await shop.browser()).api, getCart);
    expect(other.id).not.toBe(cart.id);
    expect(other.lineItemCount).toBe(0);
  });

  it("uses the logged-in customer's cart in every browser", async () => {
    await loginAs(browser, 'neu@frischmarkt.example');
    const cart = await call(browser.api, addCartItem, { body: { sku: '100101', quantity: 2 } });
    expect(cart.customerId).toBe('c-10002');
    const second = await shop.browser();
    await loginAs(second, 'neu@frischmarkt.example');
    expect((await call(second.api, getCart)).id).toBe(cart.id);
  });

  it('shows the stored cart of c-10004 with its articles and discount code', async () => {
    await loginAs(browser, 'warenkorb@frischmarkt.example');
    const cart = await call(browser.api, getCart);
    expect(cart.cartStatus).toBe('OPEN');
    expect(cart.lineItemCount).toBeGreaterThanOrEqual(4);
    expect(cart.discountCodes).toEqual(['FRISCH10']);
    expect(cart.priceInfo.discounts).toBe(Math.round(cart.priceInfo.orderValue / 10));
  });

  it('answers 404 for a cart that is gone (abandoned after 30 days untouched) and clears the cookie', async () => {
    const cart = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const longAgo = new Date(Date.now() - 31 * 24 * 3_600_000).toISOString();
    shop.store.db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').run(longAgo, cart.id);
    const gone = await browser.send('GET', '/api/carts');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'cartNotFound' });
    expect(cartStatus(cart.id)).toBe('ABANDONED');
    expect(browser.jar.get('cartId')).toBeUndefined();
    // The storefront clears its cart and asks again: a new, empty one.
    const fresh = await call(browser.api, getCart);
    expect(fresh.id).not.toBe(cart.id);
    expect(fresh.lineItemCount).toBe(0);
  });
});

describe('POST /api/carts/items', () => {
  it('adds a line with the full product and sums the prices in cents', async () => {
    const cart = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 2 }, query: { storeId: 'store-wien-1' } });
    expect(cart.lineItemCount).toBe(1);
    expect(cart.productLineItems[0]).toMatchObject({ quantity: 2, product: { sku: '100201' } });
    const price = cart.productLineItems[0]?.product.price.regular.value ?? 0;
    expect(cart.priceInfo).toMatchObject({ orderValue: 2 * price, total: 2 * price, totalArticlePrice: 2 * price });
  });

  it('raises the quantity of a product already in the cart instead of adding a second line', async () => {
    const first = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 2 } });
    const second = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 3 } });
    expect(second.lineItemCount).toBe(1);
    expect(second.productLineItems[0]?.lineItemId).toBe(first.productLineItems[0]?.lineItemId);
    expect(second.productLineItems[0]?.quantity).toBe(5);
  });

  it('caps the quantity at maxQuantity and leaves a line at its maximum as it is (doc 2 §4)', async () => {
    const product = await findSeedProduct(shop.store, (p) => p.maxQuantity <= 6 && p.quantityStepSize === 1 && orderable(p));
    const max = product.maxQuantity;
    expect((await call(browser.api, addCartItem, { body: { sku: product.sku, quantity: 50 } })).productLineItems[0]?.quantity).toBe(max);
    expect((await call(browser.api, addCartItem, { body: { sku: product.sku, quantity: 1 } })).productLineItems[0]?.quantity).toBe(max);
  });

  it('adds bottle deposits to the total but not to the order value', async () => {
    const bottle = await findSeedProduct(shop.store, (p) => p.price.depositPrice !== undefined && orderable(p));
    const cart = await call(browser.api, addCartItem, { body: { sku: bottle.sku, quantity: 2 } });
    const deposit = 2 * (bottle.price.depositPrice?.value ?? 0);
    expect(cart.priceInfo.depositFees).toBe(deposit);
    expect(cart.priceInfo.total).toBe(cart.priceInfo.orderValue + deposit);
  });

  it('uses loyalty prices for a loyalty member', async () => {
    const product = await findSeedProduct(shop.store, (p) => p.price.loyalty !== undefined && orderable(p));
    await loginAs(browser, 'club@frischmarkt.example');
    const cart = await call(browser.api, addCartItem, { body: { sku: product.sku, quantity: 1 } });
    const line = cart.productLineItems.find((l) => l.product.sku === product.sku);
    expect(line).toBeDefined();
    const regular = product.price.regular.value;
    const loyalty = product.price.loyalty?.value ?? 0;
    expect(cart.priceInfo.totalArticlePrice! - cart.priceInfo.orderValue).toBeGreaterThanOrEqual(regular - loyalty);
    expect(cart.priceInfo.savings).toBeGreaterThanOrEqual(regular - loyalty);
  });

  it('a shop without the club (biogarten) has no club price: its customers pay the regular price, whoever they are', async () => {
    const product = await findSeedProduct(shop.store, (p) => p.price.loyalty !== undefined && p.price.loyalty.value < p.price.regular.value && orderable(p));
    const bio = await shop.browser({ host: 'bio.localhost' });
    await loginAs(bio, 'club@frischmarkt.example');
    const cart = await call(bio.api, addCartItem, { body: { sku: product.sku, quantity: 1 } });
    expect(cart.productLineItems.find((line) => line.product.sku === product.sku)?.totalPrice).toBe(product.price.regular.value);
    expect(cart.priceInfo.orderValue).toBe(product.price.regular.value);
  });

  it('answers 404 productNotFound for an unknown sku and 409 for an article that cannot be ordered now', async () => {
    expect(await failure(call(browser.api, addCartItem, { body: { sku: '999999', quantity: 1 } }))).toMatchObject({ status: 404, errorCode: 'productNotFound' });
    const unavailable = await findSeedProduct(shop.store, (p) => p.availability === 'unavailable');
    expect(await failure(call(browser.api, addCartItem, { body: { sku: unavailable.sku, quantity: 1 } }))).toMatchObject({
      status: 409,
      errorCode: 'productUnavailable',
    });
    expect((await call(browser.api, getCart)).lineItemCount).toBe(0);
  });

  it.each([
    ['a zero quantity', { sku: '100201', quantity: 0 }, '', 'quantity'],
    ['a fractional quantity', { sku: '100201', quantity: 1.5 }, '', 'quantity'],
    ['a missing sku', { quantity: 1 }, '', 'sku'],
    ['an unknown store', { sku: '100201', quantity: 1 }, '?storeId=store-atlantis', 'storeId'],
  ])('answers 400 for %s and changes nothing', async (_case, body, query, field) => {
    const response = await browser.send('POST', `/api/carts/items${query}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [expect.objectContaining({ path: field })] } });
    expect((await call(browser.api, getCart)).lineItemCount).toBe(0);
  });
});

describe('POST /api/carts/items/bulk', () => {
  it('adds what it can and names what it could not add or raise, with the reason', async () => {
    const unavailable = await findSeedProduct(shop.store, (p) => p.availability === 'unavailable');
    const capped = await findSeedProduct(shop.store, (p) => p.maxQuantity <= 6 && p.quantityStepSize === 1 && orderable(p));
    const result = await call(browser.api, addCartItems, { body: { items: [
      { sku: '100201', quantity: 2 },
      { sku: '999999', quantity: 1 },
      { sku: unavailable.sku, quantity: 1 },
      { sku: capped.sku, quantity: capped.maxQuantity + 3 },
    ] } });
    expect(result.cartDTO.productLineItems.map((line) => [line.product.sku, line.quantity])).toEqual([
      ['100201', 2],
      [capped.sku, capped.maxQuantity],
    ]);
    expect(result.notAddedOrUpdatedItems).toEqual([
      { sku: '999999', quantity: 1, reason: 'productNotFound' },
      { sku: unavailable.sku, quantity: 1, reason: 'productUnavailable' },
      { sku: capped.sku, quantity: 3, reason: 'maxQuantityReached' },
    ]);
  });

  it('answers 400 for an empty list and changes nothing', async () => {
    const response = await browser.send('POST', '/api/carts/items/bulk', { items: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ customPayload: { issues: [expect.objectContaining({ path: 'items' })] } });
  });
});

describe('removing items', () => {
  it('DELETE /api/carts/items/multiple removes the named lines; an unknown line is 404 and removes nothing', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    await call(browser.api, addCartItem, { body: { sku: '100301', quantity: 1 } });
    const cart = await call(browser.api, addCartItem, { body: { sku: '100101', quantity: 1 } });
    const [first, second] = cart.productLineItems;
    expect(await failure(call(browser.api, removeCartItems, { query: { lineItemIds: [first!.lineItemId, 'nicht-da'] } }))).toMatchObject({ status: 404, errorCode: 'lineItemNotFound' });
    expect((await call(browser.api, getCart)).lineItemCount).toBe(3);
    const after = await call(browser.api, removeCartItems, { query: { lineItemIds: [first!.lineItemId, second!.lineItemId] } });
    expect(after.productLineItems.map((line) => line.product.sku)).toEqual(['100101']);
    const missing = await browser.send('DELETE', '/api/carts/items/multiple');
    expect(missing.statusCode).toBe(400);
  });

  it('DELETE /api/carts/items/all empties the cart', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    expect((await call(browser.api, removeAllCartItems)).lineItemCount).toBe(0);
  });
});

describe('billing address, crate deposit and planned payments', () => {
  it('keeps the billing address; a bad e-mail is 400 and keeps the old one', async () => {
    const cart = await call(browser.api, setCartBillingAddress, { body: BILLING });
    expect(cart.billingAddress).toMatchObject({ email: BILLING.email, city: 'Wien' });
    const bad = await browser.send('POST', '/api/carts/billing-address', { ...BILLING, email: 'kein-mail' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ customPayload: { issues: [expect.objectContaining({ path: 'email' })] } });
    expect((await call(browser.api, getCart)).billingAddress?.email).toBe(BILLING.email);
  });

  it("requires the tenant's mandatory billing fields (doc 2 §5): 400 naming the field, the old address kept", async () => {
    const bio = await shop.browser({ host: 'bio.localhost' });
    await call(bio.api, setCartBillingAddress, { body: BILLING });
    const missing = await bio.send('POST', '/api/carts/billing-address', { ...BILLING, phoneNumber: undefined, city: 'Graz' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path: 'phoneNumber', message: expect.any(String) }] } });
    const blank = await bio.send('POST', '/api/carts/billing-address', { ...BILLING, phoneNumber: '  ' });
    expect(blank.statusCode).toBe(400);
    expect((await call(bio.api, getCart)).billingAddress).toMatchObject({ city: 'Wien', phoneNumber: BILLING.phoneNumber });
    // Frischmarkt shows the phone as Optional.
    expect((await call(browser.api, setCartBillingAddress, { body: { ...BILLING, phoneNumber: undefined } })).billingAddress?.phoneNumber).toBeUndefined();
  });

  it('ignores a billing field the tenant hides (doc 2 §5): biogarten keeps no VAT id, frischmarkt does', async () => {
    const company = { ...BILLING, companyName: 'Kanzlei Berger', valueAddedTaxId: 'ATU12345678', companyRegistrationNumber: 'FN123456a' };
    const bio = await shop.browser({ host: 'bio.localhost' });
    const bioCart = await call(bio.api, setCartBillingAddress, { body: company });
    expect(bioCart.billingAddress).toMatchObject({ companyName: 'Kanzlei Berger', city: 'Wien' });
    expect(bioCart.billingAddress?.valueAddedTaxId).toBeUndefined();
    expect(bioCart.billingAddress?.companyRegistrationNumber).toBeUndefined();
    // Hidden, so not even checked: a VAT id too short for the rule changes nothing there.
    expect((await bio.send('POST', '/api/carts/billing-address', { ...company, valueAddedTaxId: 'AT1' })).statusCode).toBe(200);
    const cart = await call(browser.api, setCartBillingAddress, { body: company });
    expect(cart.billingAddress).toMatchObject({ valueAddedTaxId: 'ATU12345678', companyRegistrationNumber: 'FN123456a' });
    expect((await browser.send('POST', '/api/carts/billing-address', { ...company, valueAddedTaxId: 'AT1' })).statusCode).toBe(400);
  });

  it('adds one crate deposit per started six deposit articles when a crate is wanted', async () => {
    const bottle = await findSeedProduct(shop.store, (p) => p.price.depositPrice !== undefined && orderable(p) && p.maxQuantity >= 7);
    const without = await call(browser.api, addCartItem, { body: { sku: bottle.sku, quantity: 7 } });
    const withCrate = await call(browser.api, setCrateDepositDesired, { body: { crateDepositDesired: true } });
    expect(withCrate.crateDepositDesired).toBe(true);
    expect(withCrate.priceInfo.depositFees).toBe((without.priceInfo.depositFees ?? 0) + 2 * 300);
    expect((await browser.send('POST', '/api/carts/crate-deposit-desired', { crateDepositDesired: 'ja' })).statusCode).toBe(400);
  });

  it('plans payments, one of each kind, applies the surcharge and removes them by id or all at once', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 2 } });
    const card = await call(browser.api, addCartPayment, { body: { methodKey: 'credit-cards', brandName: 'Visa', amount: 1000 } });
    expect(card.payments).toEqual([expect.objectContaining({ methodKey: 'credit-cards', amountPlanned: 1000, brandName: 'Visa' })]);
    // doc 2 §9: total = amount × (100 + surcharge) / 100; credit cards 1.5 %.
    expect(card.priceInfo.totalWithSurcharge).toBe(Math.round((card.priceInfo.total * 101.5) / 100));
    const paypal = await call(browser.api, addCartPayment, { body: { methodKey: 'paypal', amount: 1000 } });
    expect(paypal.payments.map((p) => p.methodKey)).toEqual(['paypal']);
    const door = await call(browser.api, addCartPayment, { body: { methodKey: 'payment-at-the-door', amount: 1000 } });
    expect(door.priceInfo.totalWithSurcharge).toBe(door.priceInfo.total);
    const withGiftCard = await call(browser.api, addCartPayment, { body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 500 } });
    expect(withGiftCard.payments).toHaveLength(2);
    expect(withGiftCard.priceInfo.coveredAmount).toBe(500);
    const giftCardId = withGiftCard.payments.find((p) => p.methodKey === 'gift-card')?.id ?? '';
    expect((await call(browser.api, removeCartPayment, { params: { id: giftCardId } })).payments.map((p) => p.methodKey)).toEqual(['payment-at-the-door']);
    expect(await failure(call(browser.api, removeCartPayment, { params: { id: giftCardId } }))).toMatchObject({ status: 404, errorCode: 'paymentNotFound' });
    expect((await call(browser.api, cleanCartPayments)).payments).toEqual([]);
  });

  it('answers 400 for an unknown payment method and plans nothing', async () => {
    const response = await browser.send('POST', '/api/carts/payment', { methodKey: 'bitcoin', amount: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ customPayload: { issues: [expect.objectContaining({ path: 'methodKey' })] } });
    expect((await call(browser.api, getCart)).payments).toEqual([]);
  });
});

describe('discount codes', () => {
  it('applies a valid code, removes it again; unknown codes are 404', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 2 } });
    const cart = await call(browser.api, addDiscountCode, { body: { code: 'frisch10' } });
    expect(cart.discountCodes).toEqual(['FRISCH10']);
    expect(cart.priceInfo.discounts).toBe(Math.round(cart.priceInfo.orderValue / 10));
    expect(cart.priceInfo.total).toBe(cart.priceInfo.orderValue - (cart.priceInfo.discounts ?? 0));
    expect(await failure(call(browser.api, addDiscountCode, { body: { code: 'GIBTESNICHT' } }))).toMatchObject({ status: 404, errorCode: 'discountCodeNotFound' });
    expect((await call(browser.api, removeDiscountCode, { query: { code: 'FRISCH10' } })).discountCodes).toEqual([]);
    expect(await failure(call(browser.api, removeDiscountCode, { query: { code: 'FRISCH10' } }))).toMatchObject({ status: 404 });
    expect((await browser.send('POST', '/api/carts/discount-codes', { code: '' })).statusCode).toBe(400);
  });

  it('holds one code per cart: a second is refused with 409 discountCodeLimitReached naming the one held; the same again changes nothing', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 2 } });
    const withCode = await call(browser.api, addDiscountCode, { body: { code: 'FRISCH10' } });
    expect((await call(browser.api, addDiscountCode, { body: { code: ' frisch10 ' } })).discountCodes).toEqual(['FRISCH10']);

    const refused = await failure(call(browser.api, addDiscountCode, { body: { code: 'willkommen5' } }));
    expect(refused).toMatchObject({ status: 409, errorCode: 'discountCodeLimitReached', customPayload: { heldCode: 'FRISCH10' } });
    const after = await call(browser.api, getCart);
    expect(after.discountCodes).toEqual(['FRISCH10']);
    expect(after.priceInfo).toEqual(withCode.priceInfo);
    // A code that does not apply (expired) is the one held all the same: the shopper removes it first.
    expect(await failure(call(browser.api, addDiscountCode, { body: { code: 'SOMMER2024' } }))).toMatchObject({ status: 409 });
    // An unknown code stays unknown.
    expect(await failure(call(browser.api, addDiscountCode, { body: { code: 'GIBTESNICHT' } }))).toMatchObject({ status: 404 });

    await call(browser.api, removeDiscountCode, { query: { code: 'FRISCH10' } });
    expect((await call(browser.api, addDiscountCode, { body: { code: 'WILLKOMMEN5' } })).discountCodes).toEqual(['WILLKOMMEN5']);
  });

  it('a code stands beside the automatic vouchers, which need no code', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 2 } });
    const cart = await call(browser.api, addDiscountCode, { body: { code: 'FRISCH10' } });
    expect(cart.discountCodes).toEqual(['FRISCH10']);
    expect(cart.voucherLineItems).toContainEqual(expect.objectContaining({ articleId: 'GV-GRATIS-SACKERL', automatic: true }));
  });

  it('an amount code applies only from its minimum order value on', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    expect((await call(browser.api, addDiscountCode, { body: { code: 'WILLKOMMEN5' } })).priceInfo.discounts).toBe(0);
    expect((await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 2 } })).priceInfo.discounts).toBe(500);
  });
});

describe('distribution address and time slot', () => {
  it('click and collect at an open store; unknown stores are 404, closed ones 409', async () => {
    const cart = await call(browser.api, setCartDistributionAddress, { body: PICKUP_WIEN_1 });
    expect(cart.distributionAddress).toMatchObject({ distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' });
    expect(cart.distributionAddress?.pickingUnitIds.length).toBeGreaterThan(0);
    expect(await failure(call(browser.api, setCartDistributionAddress, { body: { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-atlantis' } }))).toMatchObject({
      status: 404,
      errorCode: 'storeNotFound',
    });
    expect(await failure(call(browser.api, setCartDistributionAddress, { body: { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-6' } }))).toMatchObject({
      status: 409,
      errorCode: 'storeClosed',
    });
    expect((await call(browser.api, getCart)).distributionAddress?.storeId).toBe('store-wien-1');
  });

  it('delivery is assigned to the delivery area of the postal code', async () => {
    const cart = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    expect(cart.distributionAddress).toMatchObject({ distributionType: 'DELIVERY', deliveryAreaNumber: 'LG-WIEN-MITTE', storeId: 'store-wien-5' });
    expect(cart.priceInfo.serviceFees).toBe(390);
    const graz = await call(browser.api, setCartDistributionAddress, { body: { ...VIENNA_DELIVERY, postalCode: '8020', city: 'Graz' } });
    expect(graz.distributionAddress?.deliveryAreaNumber).toBe('LG-GRAZ');
  });

  it('a loyalty member with a valid delivery pass pays no service fee (doc 2 §9)', async () => {
    await loginAs(browser, 'club@frischmarkt.example');
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const cart = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    expect(cart.priceInfo.serviceFees).toBe(0);
    expect(cart.priceInfo.orderValue).toBeLessThan(cart.freeOfChargeThreshold);
  });

  it('answers 400 for a delivery address without street and keeps the old address', async () => {
    await call(browser.api, setCartDistributionAddress, { body: PICKUP_WIEN_1 });
    const response = await browser.send('POST', '/api/carts/distribution-address', { distributionType: 'DELIVERY', streetNumber: '1', postalCode: '1010', city: 'Wien' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ customPayload: { issues: [expect.objectContaining({ path: 'streetName' })] } });
    expect((await call(browser.api, getCart)).distributionAddress?.distributionType).toBe('CLICK_AND_COLLECT');
  });

  it("keeps the delivery phone number and the driver's text, answers them, and puts them in the order (doc 2 §5)", async () => {
    const text = 'Hof links, 2x läuten; Hund bellt, beißt aber nicht. Danke!!'.padEnd(60, '!');
    expect([...text].length).toBe(60);
    const address = { ...VIENNA_DELIVERY, deliveryPhoneNumber: '+43 (0)664/123 45-67', deliveryAddressText: text };
    await readyCart(browser.api, address);
    const cart = await call(browser.api, getCart);
    expect(cart.distributionAddress).toMatchObject({ deliveryPhoneNumber: '+43 (0)664/123 45-67', deliveryAddressText: text });
    await call(browser.api, finalizeCart);
    const { orderNumber } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
    const order = shop.store.db.prepare<[string], { document: string }>('SELECT document FROM orders WHERE order_number = ?').get(orderNumber ?? '');
    expect(JSON.parse(order?.document ?? '{}').distributionAddress).toMatchObject({ deliveryPhoneNumber: '+43 (0)664/123 45-67', deliveryAddressText: text });
  });

  it('an empty phone number or text is left out, and neither is taken for a click-and-collect address', async () => {
    const cart = await call(browser.api, setCartDistributionAddress, { body: { ...VIENNA_DELIVERY, deliveryPhoneNumber: '', deliveryAddressText: '   ' } });
    expect(cart.distributionAddress).not.toHaveProperty('deliveryPhoneNumber');
    expect(cart.distributionAddress).not.toHaveProperty('deliveryAddressText');
    const stored = shop.store.db.prepare<[string], { document: string }>('SELECT document FROM carts WHERE id = ?').get(cart.id);
    expect(JSON.parse(stored?.document ?? '{}').distributionAddress).not.toHaveProperty('deliveryPhoneNumber');
    const pickup = await browser.send('POST', '/api/carts/distribution-address', { ...PICKUP_WIEN_1, deliveryPhoneNumber: '0664 1234567', deliveryAddressText: 'Hof' });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json().distributionAddress).not.toHaveProperty('deliveryPhoneNumber');
    expect(pickup.json().distributionAddress).not.toHaveProperty('deliveryAddressText');
  });

  it.each([
    ['a phone number outside the legacy pattern', { deliveryPhoneNumber: '0664 12345 x' }, 'deliveryPhoneNumber', 'validation.invalidFormat'],
    ['a phone number of five digits', { deliveryPhoneNumber: '12-345' }, 'deliveryPhoneNumber', 'validation.invalidFormat'],
    ['a placeholder for the phone number', { deliveryPhoneNumber: 'nan' }, 'deliveryPhoneNumber', 'validation.invalidFormat'],
    ["a driver's text of 61 characters", { deliveryAddressText: 'x'.repeat(61) }, 'deliveryAddressText', 'validation.maxLength|60'],
    ["a driver's text with '<'", { deliveryAddressText: 'Tür <b>links</b>' }, 'deliveryAddressText', 'validation.characterNotAllowed|<'],
  ])('answers 400 for %s, naming the field, and keeps the address as it was', async (_, change, path, message) => {
    const before = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    const response = await browser.send('POST', '/api/carts/distribution-address', { ...VIENNA_DELIVERY, postalCode: '8020', city: 'Graz', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path, message }] } });
    expect(await call(browser.api, getCart)).toEqual(before);
  });

  it('enforces the checkout rules on the street (doc 2 §5): name required max 255, number required max 5, additional info max 255', async () => {
    const longest = { ...VIENNA_DELIVERY, streetName: 'S'.repeat(255), streetNumber: '12a/3', additionalInfo: 'i'.repeat(255) };
    const accepted = await call(browser.api, setCartDistributionAddress, { body: longest });
    expect(accepted.distributionAddress).toMatchObject({ streetName: longest.streetName, streetNumber: '12a/3', additionalInfo: longest.additionalInfo });
    for (const [path, change] of [
      ['streetName', { streetName: 'S'.repeat(256) }],
      ['streetName', { streetName: '   ' }],
      ['streetNumber', { streetNumber: '12a/34' }],
      ['streetNumber', { streetNumber: '' }],
      ['additionalInfo', { additionalInfo: 'i'.repeat(256) }],
    ] as const) {
      const response = await browser.send('POST', '/api/carts/distribution-address', { ...VIENNA_DELIVERY, ...change });
      expect([path, response.statusCode]).toEqual([path, 400]);
      expect(response.json().customPayload.issues.map((issue: { path: string }) => issue.path)).toEqual([path]);
    }
    expect(await call(browser.api, getCart)).toEqual(accepted);
  });

  it('books a window of the address; other windows, unknown ones and no address are refused', async () => {
    expect(await failure(call(browser.api, setCartDistributionTimeSlot, { body: { id: 'irgendeins' } }))).toMatchObject({ status: 409, errorCode: 'distributionMissing' });
    await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    const windowId = await firstBookableWindow(browser.api, VIENNA_DELIVERY);
    const cart = await call(browser.api, setCartDistributionTimeSlot, { body: { id: windowId } });
    expect(cart.distributionWindow?.id).toBe(windowId);
    expect(await failure(call(browser.api, setCartDistributionTimeSlot, { body: { id: 'LG-WIEN-MITTE-19990101-08' } }))).toMatchObject({ status: 404, errorCode: 'timeSlotNotFound' });
    const pickupWindow = await firstBookableWindow(browser.api, PICKUP_WIEN_1);
    expect(await failure(call(browser.api, setCartDistributionTimeSlot, { body: { id: pickupWindow } }))).toMatchObject({ status: 409, errorCode: 'timeSlotNotForAddress' });
    expect((await call(browser.api, getCart)).distributionWindow?.id).toBe(windowId);
    expect((await browser.send('POST', '/api/carts/distribution-time-slot', {})).statusCode).toBe(400);
  });
});

describe('cart lifecycle OPEN → FINALIZED → ORDERED', () => {
  it('finalizes a valid cart, refuses every change with errorCode 3, and resets to OPEN', async () => {
    const ready = await readyCart(browser.api);
    const finalized = await call(browser.api, finalizeCart);
    expect(finalized.cartStatus).toBe('FINALIZED');
    const changes: Array<[string, 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['items', 'POST', '/api/carts/items', { sku: '100201', quantity: 1 }],
      ['bulk', 'POST', '/api/carts/items/bulk', { items: [{ sku: '100201', quantity: 1 }] }],
      ['all items', 'DELETE', '/api/carts/items/all'],
      ['some items', 'DELETE', `/api/carts/items/multiple?lineItemIds=${ready.productLineItems[0]?.lineItemId}`],
      ['billing', 'POST', '/api/carts/billing-address', BILLING],
      ['crate', 'POST', '/api/carts/crate-deposit-desired', { crateDepositDesired: true }],
      ['payment', 'POST', '/api/carts/payment', { methodKey: 'paypal', amount: 100 }],
      ['clean payments', 'PUT', '/api/carts/payments/clean'],
      ['discount', 'POST', '/api/carts/discount-codes', { code: 'FRISCH10' }],
      ['address', 'POST', '/api/carts/distribution-address', PICKUP_WIEN_1],
      ['window', 'POST', '/api/carts/distribution-time-slot', { id: ready.distributionWindow?.id }],
      ['finalize', 'POST', '/api/carts/finalize'],
    ];
    for (const [name, method, url, body] of changes) {
      const response = await browser.send(method, url, body);
      expect([name, response.statusCode, response.json().errorCode]).toEqual([name, 409, 3]);
    }
    const unchanged = await call(browser.api, getCart);
    expect(unchanged).toEqual({ ...ready, cartStatus: 'FINALIZED' });
    expect((await call(browser.api, resetCart)).cartStatus).toBe('OPEN');
    expect((await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } })).cartStatus).toBe('OPEN');
  });

  it('refuses removing a payment or a discount code of a FINALIZED cart with errorCode 3 too', async () => {
    await readyCart(browser.api);
    const planned = await call(browser.api, addCartPayment, { body: { methodKey: 'paypal', amount: 100 } });
    const withCode = await call(browser.api, addDiscountCode, { body: { code: 'FRISCH10' } });
    expect([planned.payments.length, withCode.discountCodes]).toEqual([1, ['FRISCH10']]);
    await call(browser.api, finalizeCart);
    const before = await call(browser.api, getCart);
    for (const [method, url] of [
      ['DELETE', `/api/carts/payment/${planned.payments[0]?.id}`],
      ['DELETE', `/api/carts/discount-codes?code=${withCode.discountCodes[0]}`],
    ] as const) {
      const response = await browser.send(method, url);
      expect([url, response.statusCode, response.json().errorCode]).toEqual([url, 409, 3]);
    }
    expect(await call(browser.api, getCart)).toEqual(before);
  });

  it("finalizes by the request's tenant's phone setting: without a delivery phone frischmarkt refuses (007), biogarten accepts", async () => {
    await readyCart(browser.api, { ...VIENNA_DELIVERY, deliveryPhoneNumber: undefined });
    const refused = await failure(call(browser.api, finalizeCart));
    expect(refused).toMatchObject({ status: 409, errorCode: 'cartInvalid' });
    expect(JSON.stringify(refused.customPayload)).toContain('"code":"007"');
    const bio = await shop.browser({ host: 'bio.localhost' });
    await readyCart(bio.api, { ...VIENNA_DELIVERY, deliveryPhoneNumber: undefined });
    expect((await call(bio.api, finalizeCart)).cartStatus).toBe('FINALIZED');
    const { orderNumber } = await call(bio.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
    expect(orderNumber).toMatch(/^FM\d{8}$/);
  });

  it('refuses to finalize an empty cart, an incomplete one, or one below the minimum order value', async () => {
    expect(await failure(call(browser.api, finalizeCart))).toMatchObject({ status: 409, errorCode: 'cartEmpty' });
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const incomplete = await failure(call(browser.api, finalizeCart));
    expect(incomplete).toMatchObject({ status: 409, errorCode: 'cartInvalid' });
    expect(JSON.stringify(incomplete.customPayload)).toContain('"code":"130"');
    await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    await call(browser.api, setCartDistributionTimeSlot, { body: { id: await firstBookableWindow(browser.api, VIENNA_DELIVERY) } });
    await call(browser.api, setCartBillingAddress, { body: BILLING });
    expect((await call(browser.api, validateCart)).errors).toEqual([]);
    expect(await failure(call(browser.api, finalizeCart))).toMatchObject({ status: 409, errorCode: 'orderLimits', customPayload: { limit: 'minimumOrderValue' } });
    expect((await call(browser.api, getCart)).cartStatus).toBe('OPEN');
  });
});

describe('set-customer and merge after login (doc 2 §4)', () => {
  it("set-customer makes the browser's cart the customer's; the customer's previous cart is abandoned", async () => {
    const local = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 3 } });
    await loginAs(browser, 'warenkorb@frischmarkt.example');
    const stored = await call(browser.api, getCart);
    expect(stored.id).not.toBe(local.id);
    const assigned = await call(browser.api, assignCartToCustomer, { query: { anonymousCartId: local.id } });
    expect(assigned).toMatchObject({ id: local.id, customerId: 'c-10004', lineItemCount: 1 });
    expect(cartStatus(stored.id)).toBe('ABANDONED');
    expect(browser.jar.get('cartId')).toBeUndefined();
    expect((await call(browser.api, getCart)).id).toBe(local.id);
  });

  it('merge adds the anonymous lines to the customer cart and abandons the anonymous cart', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 3 } });
    const local = await call(browser.api, addCartItem, { body: { sku: '100603', quantity: 1 } });
    await loginAs(browser, 'warenkorb@frischmarkt.example');
    const stored = await call(browser.api, getCart);
    const milkBefore = stored.productLineItems.find((line) => line.product.sku === '100201')?.quantity ?? 0;
    const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
    expect(merged.id).toBe(stored.id);
    expect(merged.productLineItems.find((line) => line.product.sku === '100201')?.quantity).toBe(milkBefore + 3);
    expect(merged.productLineItems.some((line) => line.product.sku === '100603')).toBe(true);
    expect(cartStatus(local.id)).toBe('ABANDONED');
    expect(await failure(call(browser.api, mergeCart, { params: { id: local.id } }))).toMatchObject({ status: 404, errorCode: 'cartNotFound' });
  });

  it("merge brings the guest's added vouchers along, and keeps the one code of the customer's cart", async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    await call(browser.api, addDiscountCode, { body: { code: 'WILLKOMMEN5' } });
    const local = await call(browser.api, addCartItem, { body: { sku: 'GV-ABHOLBONUS-2', quantity: 1 } });
    expect(local.voucherLineItems).toContainEqual(expect.objectContaining({ articleId: 'GV-ABHOLBONUS-2', automatic: false }));
    await loginAs(browser, 'warenkorb@frischmarkt.example');
    const stored = await call(browser.api, getCart);
    expect(stored.discountCodes).toEqual(['FRISCH10']);
    const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
    // One code per cart: the customer's cart had its code first.
    expect(merged.discountCodes).toEqual(['FRISCH10']);
    expect(merged.voucherLineItems).toContainEqual(expect.objectContaining({ articleId: 'GV-ABHOLBONUS-2', automatic: false }));
  });

  it("merge keeps the guest's service choice: the delivery address and window chosen before logging in", async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 20 } });
    const withService = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
    const windowId = await firstBookableWindow(browser.api, VIENNA_DELIVERY);
    const local = await call(browser.api, setCartDistributionTimeSlot, { body: { id: windowId } });
    expect(withService.distributionAddress).toMatchObject({ distributionType: 'DELIVERY', streetName: VIENNA_DELIVERY.streetName });
    await loginAs(browser, 'warenkorb@frischmarkt.example');

    const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
    expect(merged.distributionAddress).toMatchObject({ distributionType: 'DELIVERY', streetName: VIENNA_DELIVERY.streetName, postalCode: VIENNA_DELIVERY.postalCode });
    expect(merged.distributionWindow?.id).toBe(local.distributionWindow?.id);
  });

  it("merge brings the guest's code into a customer's cart that has none", async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const local = await call(browser.api, addDiscountCode, { body: { code: 'WILLKOMMEN5' } });
    await loginAs(browser, 'neu@frischmarkt.example');
    const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
    expect(merged.discountCodes).toEqual(['WILLKOMMEN5']);
  });

  describe('a FINALIZED cart on either side: errorCode 3, nothing changed, payment finalization goes on (doc 2 §4, §8)', () => {
    /** Everything stored of the carts: row and lines. */
    const stored = (...ids: string[]) =>
      ids.map((id) => ({
        cart: shop.store.db.prepare('SELECT * FROM carts WHERE id = ?').get(id),
        lines: shop.store.db.prepare('SELECT * FROM cart_lines WHERE cart_id = ? ORDER BY position').all(id),
      }));
    const cartsOf = (customerId: string) =>
      shop.store.db.prepare('SELECT id, status FROM carts WHERE customer_id = ? ORDER BY created_at').all(customerId);

    /** set-customer and merge both answer errorCode 3 and change no cart, no cookie. */
    async function expectBothRefused(anonymousCartId: string, ...cartIds: string[]) {
      const before = stored(anonymousCartId, ...cartIds);
      const customerCarts = cartsOf('c-10004');
      for (const url of [`/api/carts/set-customer?anonymousCartId=${anonymousCartId}`, `/api/carts/merge/${anonymousCartId}`]) {
        const response = await browser.send('POST', url);
        expect([url, response.statusCode, response.json().errorCode]).toEqual([url, 409, 3]);
        expect(browser.jar.get('cartId')).toBe(anonymousCartId);
      }
      expect(stored(anonymousCartId, ...cartIds)).toEqual(before);
      expect(cartsOf('c-10004')).toEqual(customerCarts);
    }

    it('the anonymous cart is being paid: refused; the browser keeps paying for it, then gets the customer cart', async () => {
      const local = await readyCart(browser.api);
      await call(browser.api, finalizeCart);
      await loginAs(browser, 'warenkorb@frischmarkt.example');
      const customerCart = (cartsOf('c-10004') as Array<{ id: string }>)[0]!.id;
      await expectBothRefused(local.id, customerCart);
      // Payment finalization: the cart calls and the checkout of this browser go on with the cart being paid.
      expect(await call(browser.api, getCart)).toMatchObject({ id: local.id, cartStatus: 'FINALIZED', customerId: null });
      expect(await failure(call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } }))).toMatchObject({ status: 409, errorCode: 3 });
      expect((await browser.send('GET', '/api/distribution/delivery-area')).json()).toMatchObject({ deliveryAreaNumber: 'LG-WIEN-MITTE' });
      const { orderNumber } = await call(browser.api, submitCheckout, { body: { paymentMethodKey: 'payment-at-the-door' } });
      const order = shop.store.db.prepare<[string], { cart_id: string }>('SELECT cart_id FROM orders WHERE order_number = ?').get(orderNumber ?? '');
      expect(order?.cart_id).toBe(local.id);
      // Paid: the customer's own cart again, as it was.
      const after = await call(browser.api, getCart);
      expect(after).toMatchObject({ id: customerCart, cartStatus: 'OPEN', customerId: 'c-10004', discountCodes: ['FRISCH10'] });
    });

    it('the anonymous cart reset to OPEN (back to checkout) is the customer cart again, and can be merged then', async () => {
      const local = await readyCart(browser.api);
      await call(browser.api, finalizeCart);
      await loginAs(browser, 'warenkorb@frischmarkt.example');
      await expectBothRefused(local.id);
      expect(await call(browser.api, resetCart)).toMatchObject({ id: local.id, cartStatus: 'OPEN' });
      expect((await call(browser.api, getCart)).customerId).toBe('c-10004');
      const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
      expect(merged.productLineItems.some((line) => line.product.sku === '100503')).toBe(true);
      expect(cartStatus(local.id)).toBe('ABANDONED');
    });

    it("the customer's cart is being paid (in another browser): refused; payment finalization goes on with the customer's cart", async () => {
      const phone = await shop.browser();
      await loginAs(phone, 'warenkorb@frischmarkt.example');
      const paying = await readyCart(phone.api);
      await call(phone.api, finalizeCart);
      const local = await call(browser.api, addCartItem, { body: { sku: '100603', quantity: 1 } });
      await loginAs(browser, 'warenkorb@frischmarkt.example');
      await expectBothRefused(local.id, paying.id);
      expect(cartStatus(local.id)).toBe('OPEN');
      expect(await call(browser.api, getCart)).toMatchObject({ id: paying.id, cartStatus: 'FINALIZED' });
      // Once the payment is given up (reset), the browser's cart is merged as usual.
      await call(browser.api, resetCart);
      const merged = await call(browser.api, mergeCart, { params: { id: local.id } });
      expect(merged.id).toBe(paying.id);
      expect(merged.productLineItems.some((line) => line.product.sku === '100603')).toBe(true);
    });

    it("both carts are being paid: refused; this browser's own payment comes first", async () => {
      const phone = await shop.browser();
      await loginAs(phone, 'warenkorb@frischmarkt.example');
      const customerPaying = await readyCart(phone.api);
      await call(phone.api, finalizeCart);
      const local = await readyCart(browser.api);
      await call(browser.api, finalizeCart);
      await loginAs(browser, 'warenkorb@frischmarkt.example');
      await expectBothRefused(local.id, customerPaying.id);
      expect(await call(browser.api, getCart)).toMatchObject({ id: local.id, cartStatus: 'FINALIZED' });
      expect(await call(phone.api, getCart)).toMatchObject({ id: customerPaying.id, cartStatus: 'FINALIZED' });
    });
  });

  it("needs a session (401) and only takes the cart this browser holds (404)", async () => {
    const local = await call(browser.api, getCart);
    expect(await failure(call(browser.api, assignCartToCustomer, { query: { anonymousCartId: local.id } }))).toMatchObject({ status: 401 });
    expect(await failure(call(browser.api, mergeCart, { params: { id: local.id } }))).toMatchObject({ status: 401 });
    const stranger = await shop.browser();
    const strangersCart = await call(stranger.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    await loginAs(browser, 'neu@frischmarkt.example');
    expect(await failure(call(browser.api, assignCartToCustomer, { query: { anonymousCartId: strangersCart.id } }))).toMatchObject({ status: 404 });
    expect(await failure(call(browser.api, mergeCart, { params: { id: strangersCart.id } }))).toMatchObject({ status: 404 });
    expect(cartStatus(strangersCart.id)).toBe('OPEN');
    expect((await browser.send('POST', '/api/carts/set-customer')).statusCode).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  it('a repeated add with the same key answers the first cart and adds nothing again; a checkout is placed once', async () => {
    const add = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/carts/items',
        headers: { cookie: browser.jar.header(), 'x-xsrf-token': browser.jar.get('XSRF-TOKEN') ?? '', 'idempotency-key': 'add-milk-1', 'content-type': 'application/json' },
        payload: JSON.stringify({ sku: '100201', quantity: 2 }),
      });
    await call(browser.api, getCart);
    const first = await add();
    const second = await add();
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect((await call(browser.api, getCart)).productLineItems[0]?.quantity).toBe(2);

    await readyCart(browser.api);
    await call(browser.api, finalizeCart);
    const checkout = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { cookie: browser.jar.header(), 'x-xsrf-token': browser.jar.get('XSRF-TOKEN') ?? '', 'idempotency-key': 'order-1', 'content-type': 'application/json' },
        payload: JSON.stringify({ paymentMethodKey: 'payment-at-the-door' }),
      });
    const placed = await checkout();
    expect(placed.statusCode).toBe(200);
    expect((await checkout()).json()).toEqual(placed.json());
    expect(shop.store.db.prepare('SELECT COUNT(*) AS count FROM orders').get()).toEqual({ count: 1 });
  });
});

describe('XSRF (doc 1 §7)', () => {
  it.each([
    ['POST', '/api/carts/finalize'],
    ['POST', '/api/carts/reset'],
    ['POST', '/api/carts/billing-address'],
    ['POST', '/api/carts/set-customer?anonymousCartId=x'],
    ['POST', '/api/carts/merge/x'],
    ['POST', '/api/carts/crate-deposit-desired'],
    ['POST', '/api/carts/payment'],
    ['PUT', '/api/carts/payments/clean'],
    ['DELETE', '/api/carts/payment/x'],
    ['POST', '/api/carts/items'],
    ['POST', '/api/carts/items/bulk'],
    ['DELETE', '/api/carts/items/all'],
    ['DELETE', '/api/carts/items/multiple?lineItemIds=x'],
    ['POST', '/api/carts/discount-codes'],
    ['DELETE', '/api/carts/discount-codes?code=x'],
    ['POST', '/api/carts/distribution-address'],
    ['POST', '/api/carts/distribution-time-slot'],
    ['POST', '/api/checkout'],
    ['POST', '/api/capacity'],
  ] as const)('%s %s without the XSRF header is 403 and changes nothing', async (method, url) => {
    const before = await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const response = await browser.send(method, url, method === 'DELETE' || url.includes('reset') ? undefined : {}, { xsrf: false });
    expect(response.statusCode).toBe(403);
    expect(await call(browser.api, getCart)).toEqual(before);
  });
});
