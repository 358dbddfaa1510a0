import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  addDiscountCode,
  getCart,
  removeDiscountCode,
  setCartDistributionAddress,
  setCrateDepositDesired,
} from '@storefront/shared/cart';
import {
  submitCheckout,
  addCartPayment,
  cleanCartPayments,
  finalizeCart,
  removeCartPayment,
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

/* What the cart holds beside its lines: billing address, crate deposit, payments, discount codes, the service and its window. */

setUpCartTestShop();

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
