import { beforeEach, describe, expect, it } from 'vitest';
import { validateCart } from '@storefront/shared/cart';
import { addCartPayment } from '@storefront/shared/checkout';
import { getWallet } from '@storefront/shared/account';
import { browser, loginAs, readyCart, setUpCartTestShop, shop } from '../../testing/cart-shop.test-support';
import { call } from '@storefront/shared/platform/api';

setUpCartTestShop();
beforeEach(async () => {
  // Anna's wallet holds one card of 25 €.
  await loginAs(browser, 'kundin@frischmarkt.example');
});

async function codes(): Promise<string[]> {
  return (await call(browser.api, validateCart)).errors.map((error) => error.code);
}

/** doc 2 §8 260 "gift card validation error": the wallet has cards, but none of them can pay. */
describe('260 for a gift card payment from a wallet without a usable card', () => {
  it.each([
    ['blocked by the issuer', "UPDATE gift_cards SET status = 'BLOCKED' WHERE id = 'gc-10001-1'"],
    ['past its expiry date', "UPDATE gift_cards SET expires_on = '2020-01-31' WHERE id = 'gc-10001-1'"],
  ])('answers 260 when the only card is %s', async (_case, change) => {
    await readyCart(browser.api);
    await call(browser.api, addCartPayment, { body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 1000 } });
    expect(await codes()).toEqual([]);
    shop.store.db.prepare(change).run();
    // The card stays in the wallet (not 264), unusable, with no balance that could pay.
    const wallet = await call(browser.api, getWallet);
    expect(wallet.giftCards).toEqual([expect.objectContaining({ id: 'gc-10001-1', usable: false })]);
    expect(wallet.balance).toBe(0);
    expect(await codes()).toEqual(['260']);
  });
});
