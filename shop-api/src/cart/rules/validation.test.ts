import { describe, expect, it } from 'vitest';
import { addCartItem, addDiscountCode, classifyValidationErrors, setCartDistributionAddress, validateCart } from '@storefront/shared/cart';
import { addCartPayment, setCartBillingAddress, setCartDistributionTimeSlot } from '@storefront/shared/checkout';
import { fillAddressPlaceholders, getCapacity } from '@storefront/shared/distribution';
import {
  BILLING,
  PICKUP_WIEN_1,
  VIENNA_DELIVERY,
  browser,
  firstBookableWindow,
  loginAs,
  moveWindow,
  readyCart,
  setUpCartTestShop,
  shop,
} from '../../testing/cart-shop.test-support';
import { call } from '@storefront/shared/platform/api';

setUpCartTestShop();

async function codes(): Promise<string[]> {
  return (await call(browser.api, validateCart)).errors.map((error) => error.code);
}

/**
 * doc 2 §8: every cart validation code, each reached through a state a real
 * cart gets into (calls of the storefront, or time and the shop moving on).
 */
describe('GET /api/carts/validation', () => {
  it('a complete cart has no errors, and answers the cart as validated', async () => {
    const cart = await readyCart(browser.api);
    const result = await call(browser.api, validateCart);
    expect(result.errors).toEqual([]);
    expect(result.cartDTO).toEqual(cart);
  });

  it('130, 008 and 031: nothing chosen yet; each error has a German message', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
    const { errors } = await call(browser.api, validateCart);
    expect(errors.map((error) => error.code)).toEqual(['130', '008', '031']);
    expect(errors.every((error) => typeof error.message === 'string' && error.message.length > 10)).toBe(true);
  });

  it('005: the chosen store has closed since', async () => {
    await readyCart(browser.api, PICKUP_WIEN_1);
    expect(await codes()).toEqual([]);
    shop.store.db
      .prepare("UPDATE stores SET status = 'CLOSED', document = json_set(document, '$.status', 'CLOSED') WHERE id = ?")
      .run('store-wien-1');
    expect(await codes()).toEqual(['005']);
  });

  /** doc 2 §8 distribution location group per service type: each code from a state the shop's data gets into. */
  describe('distribution location codes for delivery and click and collect', () => {
    const setStore = (storeId: string, path: string, value: string) =>
      shop.store.db.prepare('UPDATE stores SET document = json_set(document, ?, json(?)) WHERE id = ?').run(path, value, storeId);
    const location = async (serviceType: 'DELIVERY' | 'CLICK_AND_COLLECT') => {
      const found = await codes();
      expect(classifyValidationErrors(found, serviceType).distributionLocation).toEqual(found);
      return found;
    };

    it('delivery 005: the address\'s delivery area has been withdrawn since', async () => {
      await readyCart(browser.api);
      expect(await codes()).toEqual([]);
      shop.store.db.prepare('DELETE FROM delivery_areas WHERE id = ?').run('LG-WIEN-MITTE');
      expect(await location('DELIVERY')).toEqual(['005']);
    });

    it("delivery 005: the delivery area's store no longer picks orders (no picking unit, or closed)", async () => {
      await readyCart(browser.api);
      // 1060 is Wien Innere Bezirke, picked by store-wien-5.
      setStore('store-wien-5', '$.pickingUnitIds', '[]');
      expect(await location('DELIVERY')).toEqual(['005']);
      setStore('store-wien-5', '$.pickingUnitIds', '["store-wien-5-pu-1"]');
      expect(await codes()).toEqual([]);
      shop.store.db.prepare("UPDATE stores SET status = 'CLOSED', document = json_set(document, '$.status', 'CLOSED') WHERE id = ?").run('store-wien-5');
      expect(await location('DELIVERY')).toEqual(['005']);
    });

    it('click and collect 005: the pickup store has no picking unit left; choosing it now is refused', async () => {
      await readyCart(browser.api, PICKUP_WIEN_1);
      setStore('store-wien-1', '$.pickingUnitIds', '[]');
      expect(await location('CLICK_AND_COLLECT')).toEqual(['005']);
      expect((await browser.send('POST', '/api/carts/distribution-address', PICKUP_WIEN_1)).json()).toMatchObject({ errorCode: 'storeClosed' });
    });

    it("click and collect 004: the pickup store's address data is incomplete (moving, the new address not entered yet)", async () => {
      await readyCart(browser.api, PICKUP_WIEN_1);
      setStore('store-wien-1', '$.streetNumber', '""');
      expect(await location('CLICK_AND_COLLECT')).toEqual(['004']);
      setStore('store-wien-1', '$.streetNumber', '"85"');
      setStore('store-wien-1', '$.postalCode', '"A-1060"');
      expect(await location('CLICK_AND_COLLECT')).toEqual(['004']);
    });

    it('click and collect 131: nobody is named to hand the order to (neither the pickup nor the billing address)', async () => {
      await readyCart(browser.api, PICKUP_WIEN_1);
      await call(browser.api, setCartBillingAddress, { body: { ...BILLING, firstName: undefined, lastName: undefined } });
      expect(await location('CLICK_AND_COLLECT')).toEqual(['131']);
      await call(browser.api, setCartBillingAddress, { body: { ...BILLING, firstName: undefined } });
      expect(await codes()).toEqual([]);
    });

    it('click and collect 132: the pickup store is no longer in the store list', async () => {
      await readyCart(browser.api, PICKUP_WIEN_1);
      shop.store.db.prepare('DELETE FROM stores WHERE id = ?').run('store-wien-1');
      expect(await location('CLICK_AND_COLLECT')).toEqual(['132']);
    });
  });

  it('004: the delivery address is missing parts (placeholders), 131: nobody is named, 132: outside every delivery area', async () => {
    await readyCart(browser.api);
    await call(browser.api, setCartDistributionAddress, { body: { ...VIENNA_DELIVERY, streetNumber: 'na' } });
    expect(await codes()).toEqual(['004']);
    await call(browser.api, setCartDistributionAddress, { body: { ...VIENNA_DELIVERY, firstName: undefined, lastName: undefined } });
    expect(await codes()).toEqual(['131']);
    await call(browser.api, setCartDistributionAddress, { body: { ...VIENNA_DELIVERY, streetName: 'Maria-Theresien-Straße', postalCode: '6020', city: 'Innsbruck' } });
    // Innsbruck has no delivery area, so the Vienna window does not fit either.
    expect(await codes()).toEqual(['132', '022']);
  });

  it('006: a guest without e-mail; 031: an incomplete billing address', async () => {
    await readyCart(browser.api);
    await call(browser.api, setCartBillingAddress, { body: { ...BILLING, email: undefined } });
    expect(await codes()).toEqual(['006']);
    await call(browser.api, setCartBillingAddress, { body: fillAddressPlaceholders({ ...BILLING, city: undefined }) });
    expect(await codes()).toEqual(['031']);
  });

  describe('007 by the tenant\'s delivery phone number setting (doc 2 §5, §8)', () => {
    const withoutPhone = { ...VIENNA_DELIVERY, deliveryPhoneNumber: undefined };

    it('frischmarkt (Mandatory): a delivery address without phone is 007 in the distribution group; the billing phone does not stand in', async () => {
      await readyCart(browser.api, withoutPhone);
      expect(await codes()).toEqual(['007']);
      expect(classifyValidationErrors(['007'], 'DELIVERY').distributionLocation).toEqual(['007']);
      // An empty field of the form is no phone number either.
      const emptied = await call(browser.api, setCartDistributionAddress, { body: { ...withoutPhone, deliveryPhoneNumber: '' } });
      expect(emptied.distributionAddress?.deliveryPhoneNumber).toBeUndefined();
      expect(await codes()).toEqual(['007']);
      const cart = await call(browser.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
      expect(cart.distributionAddress?.deliveryPhoneNumber).toBe('0664 1234567');
      expect(await codes()).toEqual([]);
      // Delivery asks the delivery address for the phone, not the billing address.
      await call(browser.api, setCartBillingAddress, { body: { ...BILLING, phoneNumber: undefined } });
      expect(await codes()).toEqual([]);
    });

    it('frischmarkt (Mandatory): click and collect is 007 in the billing group when the billing address has no phone', async () => {
      await readyCart(browser.api, PICKUP_WIEN_1);
      expect(await codes()).toEqual([]);
      await call(browser.api, setCartBillingAddress, { body: { ...BILLING, phoneNumber: undefined } });
      expect(await codes()).toEqual(['007']);
      expect(classifyValidationErrors(['007'], 'CLICK_AND_COLLECT')).toMatchObject({ billingAddress: ['007'], distributionLocation: [] });
      await call(browser.api, setCartBillingAddress, { body: { ...BILLING, phoneNumber: '  ' } });
      expect(await codes()).toEqual(['007']);
    });

    it('biogarten (Optional): no 007 for a missing phone, for delivery or click and collect', async () => {
      const bio = await shop.browser({ host: 'bio.localhost:3000' });
      await readyCart(bio.api, withoutPhone);
      expect((await call(bio.api, validateCart)).errors).toEqual([]);
      await call(bio.api, setCartDistributionAddress, { body: PICKUP_WIEN_1 });
      await call(bio.api, setCartDistributionTimeSlot, { body: { id: await firstBookableWindow(bio.api, PICKUP_WIEN_1) } });
      expect((await call(bio.api, validateCart)).errors).toEqual([]);
    });

    it("biogarten: a billing address without phone (given in frischmarkt) is 031 by biogarten's billing fields, not 007", async () => {
      await loginAs(browser, 'neu@frischmarkt.example');
      await readyCart(browser.api, PICKUP_WIEN_1);
      await call(browser.api, setCartBillingAddress, { body: { ...BILLING, phoneNumber: undefined } });
      const bio = await shop.browser({ host: 'bio.localhost' });
      await loginAs(bio, 'neu@frischmarkt.example');
      expect((await call(bio.api, validateCart)).errors.map((error) => error.code)).toEqual(['031']);
    });

    it('the same cart is validated by the tenant of each request', async () => {
      // One shopper's cart (one customer, two shops on one backend): the setting is the shop's, not the cart's.
      await loginAs(browser, 'neu@frischmarkt.example');
      await readyCart(browser.api, withoutPhone);
      const bio = await shop.browser({ host: 'bio.localhost' });
      await loginAs(bio, 'neu@frischmarkt.example');
      expect((await call(bio.api, validateCart)).errors).toEqual([]);
      expect(await codes()).toEqual(['007']);
    });
  });

  describe('031 by the tenant\'s billing fields (doc 2 §5)', () => {
    it('a mandatory billing field missing is 031 (the setting of the shop the cart is validated in); given, it is valid', async () => {
      // Frischmarkt shows the phone as Optional; Biogarten requires it (it calls about substitutes).
      await loginAs(browser, 'neu@frischmarkt.example');
      await readyCart(browser.api, { ...VIENNA_DELIVERY });
      await call(browser.api, setCartBillingAddress, { body: { ...BILLING, phoneNumber: undefined } });
      expect(await codes()).toEqual([]);
      const bio = await shop.browser({ host: 'bio.localhost' });
      await loginAs(bio, 'neu@frischmarkt.example');
      expect((await call(bio.api, validateCart)).errors.map((error) => error.code)).toEqual(['031']);
      expect(classifyValidationErrors(['031'], 'DELIVERY')).toMatchObject({ billingAddress: ['031'] });
      await call(bio.api, setCartBillingAddress, { body: BILLING });
      expect((await call(bio.api, validateCart)).errors).toEqual([]);
    });

    it('006 stays the missing e-mail of a guest where a billing field is mandatory', async () => {
      const bio = await shop.browser({ host: 'bio.localhost' });
      await readyCart(bio.api);
      await call(bio.api, setCartBillingAddress, { body: { ...BILLING, email: undefined } });
      expect((await call(bio.api, validateCart)).errors.map((error) => error.code)).toEqual(['006']);
    });
  });

  it("006 does not apply to a customer: the account's e-mail address is used", async () => {
    await loginAs(browser, 'neu@frischmarkt.example');
    await readyCart(browser.api);
    await call(browser.api, setCartBillingAddress, { body: { ...BILLING, email: undefined } });
    expect(await codes()).toEqual([]);
  });

  it('140: the window was withdrawn; 141: its booking cut-off has passed', async () => {
    const cart = await readyCart(browser.api);
    const windowId = cart.distributionWindow?.id ?? '';
    moveWindow(shop.store, windowId, 1);
    expect(await codes()).toEqual(['141']);
    shop.store.db.prepare('DELETE FROM time_windows WHERE id = ?').run(windowId);
    expect(await codes()).toEqual(['140']);
    expect((await call(browser.api, validateCart)).cartDTO.distributionWindow).toBeNull();
  });

  it('022: the address changed to another delivery area after the window was chosen', async () => {
    await readyCart(browser.api);
    await call(browser.api, setCartDistributionAddress, { body: { ...VIENNA_DELIVERY, postalCode: '8020', city: 'Graz' } });
    const result = await call(browser.api, validateCart);
    expect(result.errors.map((error) => error.code)).toEqual(['022']);
    expect(classifyValidationErrors(['022'], 'DELIVERY').hasIncompleteDeliveryWindow).toBe(true);
  });

  it('029: a window whose service fee is not published yet (Salzburg, more than a week ahead)', async () => {
    const salzburg = { ...VIENNA_DELIVERY, streetName: 'Ignaz-Harrer-Straße', streetNumber: '5', postalCode: '5020', city: 'Salzburg' };
    const slots = await call(browser.api, getCapacity, { body: { skus: [], distributionAddress: salzburg } });
    const unpriced = slots.find((slot) => slot.serviceFee === undefined);
    expect(unpriced).toBeDefined();
    await readyCart(browser.api, salzburg, { windowId: unpriced!.id });
    expect(await codes()).toEqual(['029']);
    expect((await call(browser.api, validateCart)).cartDTO.priceInfo.serviceFees).toBeUndefined();
  });

  it.each([
    ['SOMMER2024', '223'],
    ['ERSTE100', '227'],
    ['ADVENT2099', '228'],
    ['ABHOLEN3', '229'],
  ])('discount code %s answers %s and gives no discount', async (code, expected) => {
    await readyCart(browser.api);
    const cart = await call(browser.api, addDiscountCode, { body: { code } });
    expect(await codes()).toEqual([expected]);
    expect(cart.priceInfo.discounts).toBe(0);
  });

  it('264: a gift card payment without a gift card in the wallet (a guest)', async () => {
    await readyCart(browser.api);
    await call(browser.api, addCartPayment, { body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 500 } });
    expect(await codes()).toEqual(['264']);
  });

  it('261: the wallet does not cover the gift card payment; 260: more than the cart costs', async () => {
    await loginAs(browser, 'kundin@frischmarkt.example');
    const cart = await readyCart(browser.api, VIENNA_DELIVERY, { items: [{ sku: '100503', quantity: 3 }] });
    // Anna's wallet holds 25 €.
    expect(cart.priceInfo.total).toBeGreaterThan(3000);
    await call(browser.api, addCartPayment, { body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 3000 } });
    expect(await codes()).toEqual(['261']);
    await call(browser.api, addCartPayment, { body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: cart.priceInfo.total + 1 } });
    expect(await codes()).toEqual(['260']);
    const covered = await call(browser.api, addCartPayment, { body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 2500 } });
    expect(await codes()).toEqual([]);
    expect(covered.priceInfo.coveredAmount).toBe(2500);
    expect(covered.priceInfo.uncoveredAmountWithoutOverAuthorization).toBe(covered.priceInfo.total - 2500);
  });

  it('a window chosen for click and collect belongs to the store', async () => {
    await call(browser.api, addCartItem, { body: { sku: '100503', quantity: 2 } });
    await call(browser.api, setCartDistributionAddress, { body: PICKUP_WIEN_1 });
    const windowId = await firstBookableWindow(browser.api, PICKUP_WIEN_1);
    expect(windowId.startsWith('store-wien-1-')).toBe(true);
    await call(browser.api, setCartDistributionTimeSlot, { body: { id: windowId } });
    await call(browser.api, setCartBillingAddress, { body: BILLING });
    expect(await codes()).toEqual([]);
  });
});
