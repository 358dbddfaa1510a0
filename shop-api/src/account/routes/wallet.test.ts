import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getWallet, linkGiftCard, unlinkGiftCard, WALLET_ERROR_CODES } from '@storefront/shared/account';
import { call, isApiError } from '@storefront/shared/platform/api';
import { UNLINKED_GIFT_CARD_CODES as CODES } from '../seed/customer-accounts';
import { MAX_GIFT_CARDS_PER_WALLET } from '../store/wallet';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.close());

/** The wallet code and status of a failed call. */
const failure = (error: unknown) => (isApiError(error) ? [error.details.errorCode, error.status] : error);

describe('GET /api/customers/digital-wallet', () => {
  it('answers the balance of the usable cards and the cards with masked codes', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const wallet = await call(anna.api, getWallet);
    expect(wallet.balance).toBe(2500);
    expect(wallet.giftCards).toEqual([expect.objectContaining({ id: 'gc-10001-1', balance: 2500, maskedCode: '•••• 0011', usable: true })]);
    expect(JSON.stringify(wallet)).not.toContain('6001234567890011');
    const plain = await shopper(testApp.app, DEMO.plain);
    expect(await call(plain.api, getWallet)).toEqual({ balance: 0, giftCards: [] });
  });

  it('answers 1010 for a customer without a wallet account', async () => {
    const karl = await shopper(testApp.app, DEMO.blocked);
    expect(failure(await call(karl.api, getWallet).catch((e: unknown) => e))).toEqual([1010, 404]);
    expect(failure(await call(karl.api, linkGiftCard, { body: { code: CODES.fifty } }).catch((e: unknown) => e))).toEqual([1010, 404]);
    expect(failure(await call(karl.api, unlinkGiftCard, { params: { id: 'gc-10001-1' } }).catch((e: unknown) => e))).toEqual([1010, 404]);
  });
});

describe('PUT /api/customers/digital-wallet/gift-card', () => {
  it('links a card by its code (spaces and hyphens ignored) and answers the new balance', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect((await call(anna.api, linkGiftCard, { body: { code: CODES.fifty } })).balance).toBe(7500);
    const wallet = await call(anna.api, linkGiftCard, { body: { code: '6001 0000-0000 1002' } });
    expect(wallet.balance).toBe(9500);
    expect(wallet.giftCards.map((card) => card.id)).toEqual(['gc-10001-1', 'gc-free-50', 'gc-free-20']);
    expect(await call(anna.api, getWallet)).toEqual(wallet);
  });

  it.each([
    ['1001 for a code that is no card code', 'GUTSCHEIN-2026', [1001, 422]],
    ['1002 for a code without a card', '6001999999999999', [1002, 404]],
    ['1000 for a blocked card', CODES.blocked, [1000, 422]],
    ['1000 for an expired card', CODES.expired, [1000, 422]],
    ['1004 for a card in another wallet', CODES.linkedToClubMember, [1004, 409]],
    ['1004 for a card in the own wallet', '6001234567890011', [1004, 409]],
    ['1005 while a transaction on the card is open', CODES.pendingTransaction, [1005, 409]],
  ])('answers %s and links nothing', async (_case, code, expected) => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const error = await call(anna.api, linkGiftCard, { body: { code } }).catch((e: unknown) => e);
    expect(failure(error)).toEqual(expected);
    expect(isApiError(error) && error.message).toMatch(/\S/);
    expect((await call(anna.api, getWallet)).giftCards).toHaveLength(1);
  });

  it(`answers 1014 once ${MAX_GIFT_CARDS_PER_WALLET} cards are in the wallet`, async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    for (const code of [CODES.fifty, CODES.twenty, CODES.hundred, CODES.ten]) await call(anna.api, linkGiftCard, { body: { code } });
    expect((await call(anna.api, getWallet)).giftCards).toHaveLength(MAX_GIFT_CARDS_PER_WALLET);
    const error = await call(anna.api, linkGiftCard, { body: { code: CODES.fifteen } }).catch((e: unknown) => e);
    expect(failure(error)).toEqual([1014, 409]);
    expect(isApiError(error) && error.details.customPayload).toEqual({ maxGiftCards: MAX_GIFT_CARDS_PER_WALLET });
    // The card stays free for someone else.
    const plain = await shopper(testApp.app, DEMO.plain);
    expect((await call(plain.api, linkGiftCard, { body: { code: CODES.fifteen } })).balance).toBe(1500);
  });

  it('answers a repeated Idempotency-Key with the first answer and links nothing again', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const headers = { 'idempotency-key': 'link-gift-card-7f3a' };
    const first = await anna.send('PUT', '/api/customers/digital-wallet/gift-card', { code: CODES.fifty }, { headers });
    const repeated = await anna.send('PUT', '/api/customers/digital-wallet/gift-card', { code: CODES.fifty }, { headers });
    expect(first.statusCode).toBe(200);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual(first.json());
    expect(repeated.json().balance).toBe(7500);
    // Without the key the same call meets the card linked already.
    const fresh = await anna.send('PUT', '/api/customers/digital-wallet/gift-card', { code: CODES.fifty });
    expect(fresh.json().errorCode).toBe(1004);
  });

  it('answers 400 for an empty code and changes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('PUT', '/api/customers/digital-wallet/gift-card', { code: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('code');
    expect((await call(anna.api, getWallet)).balance).toBe(2500);
  });

  it('knows every wallet code of doc 2 §8', () => {
    expect(Object.keys(WALLET_ERROR_CODES).map(Number)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1010, 1014]);
  });
});

describe('DELETE /api/customers/digital-wallet/gift-card/{id}', () => {
  it('unlinks a card of the wallet, which can then be linked by someone else', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(await call(anna.api, unlinkGiftCard, { params: { id: 'gc-10001-1' } })).toEqual({ balance: 0, giftCards: [] });
    const plain = await shopper(testApp.app, DEMO.plain);
    expect((await call(plain.api, linkGiftCard, { body: { code: '6001234567890011' } })).balance).toBe(2500);
  });

  it('answers 1003 for a card of another wallet or an unknown id, and unlinks nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(failure(await call(anna.api, unlinkGiftCard, { params: { id: 'gc-10003-1' } }).catch((e: unknown) => e))).toEqual([1003, 404]);
    expect(failure(await call(anna.api, unlinkGiftCard, { params: { id: 'gc-unbekannt' } }).catch((e: unknown) => e))).toEqual([1003, 404]);
    const club = await shopper(testApp.app, DEMO.club);
    expect((await call(club.api, getWallet)).balance).toBe(4000);
  });

  it('answers 1005 while a till is booking on the card, and unlinks it once the booking is settled', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    // A till in a store books an amount on Anna's card: the transaction stays open until the till settles it.
    testApp.store.db
      .prepare("INSERT INTO gift_card_transactions (id, gift_card_id, amount_cents, status, reference) VALUES ('gct-till-1', 'gc-10001-1', 830, 'PENDING', 'Kassa Filiale Wien')")
      .run();
    const error = await call(anna.api, unlinkGiftCard, { params: { id: 'gc-10001-1' } }).catch((e: unknown) => e);
    expect(failure(error)).toEqual([1005, 409]);
    expect(isApiError(error) && error.details.customPayload).toEqual({ reason: 'pendingTransaction' });
    expect((await call(anna.api, getWallet)).giftCards.map((card) => card.id)).toEqual(['gc-10001-1']);
    testApp.store.db.prepare("UPDATE gift_card_transactions SET status = 'CAPTURED' WHERE id = 'gct-till-1'").run();
    expect(await call(anna.api, unlinkGiftCard, { params: { id: 'gc-10001-1' } })).toEqual({ balance: 0, giftCards: [] });
  });

  it('answers 401 without a session', async () => {
    const guest = await shopper(testApp.app);
    const response = await guest.send('DELETE', '/api/customers/digital-wallet/gift-card/gc-10001-1');
    expect(response.statusCode).toBe(401);
    expect(testApp.store.db.prepare("SELECT customer_id FROM gift_cards WHERE id = 'gc-10001-1'").get()).toEqual({ customer_id: 'c-10001' });
  });

  it('answers 400 for a blank id and unlinks nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('DELETE', '/api/customers/digital-wallet/gift-card/%20%20');
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('id');
    expect((await call(anna.api, getWallet)).balance).toBe(2500);
  });
});

/** doc 2 §8 1005 "transaction idempotency conflict": one Idempotency-Key names one wallet transaction. */
describe('a reused Idempotency-Key on the wallet calls', () => {
  const key = (value: string) => ({ headers: { 'idempotency-key': value } });
  const cardsOf = (customerId: string) =>
    testApp.store.db.prepare('SELECT id FROM gift_cards WHERE customer_id = ? ORDER BY id').all(customerId);

  it('answers 1005 when linking another code under the key of a linking, and links nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const url = '/api/customers/digital-wallet/gift-card';
    expect((await anna.send('PUT', url, { code: CODES.fifty }, key('link-1'))).statusCode).toBe(200);
    const before = cardsOf('c-10001');
    const reused = await anna.send('PUT', url, { code: CODES.twenty }, key('link-1'));
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ errorCode: 1005, message: expect.stringMatching(/\S/), customPayload: { reason: 'idempotencyKeyReused' } });
    expect(cardsOf('c-10001')).toEqual(before);
    // The same request under the key is the first answer again; the other code under a key of its own is linked.
    expect((await anna.send('PUT', url, { code: CODES.fifty }, key('link-1'))).json().balance).toBe(7500);
    expect((await anna.send('PUT', url, { code: CODES.twenty }, key('link-2'))).json().balance).toBe(9500);
  });

  it('answers 1005 when unlinking another card under the key of an unlinking, and unlinks nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    await call(anna.api, linkGiftCard, { body: { code: CODES.fifty } });
    const first = await anna.send('DELETE', '/api/customers/digital-wallet/gift-card/gc-10001-1', undefined, key('unlink-1'));
    expect(first.statusCode).toBe(200);
    const reused = await anna.send('DELETE', '/api/customers/digital-wallet/gift-card/gc-free-50', undefined, key('unlink-1'));
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ errorCode: 1005, customPayload: { reason: 'idempotencyKeyReused' } });
    expect(cardsOf('c-10001')).toEqual([{ id: 'gc-free-50' }]);
    expect((await anna.send('DELETE', '/api/customers/digital-wallet/gift-card/gc-free-50', undefined, key('unlink-2'))).statusCode).toBe(200);
  });

  it('keeps the generic answer for the key reused on calls outside the wallet', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const url = '/api/customers/favorites/products';
    expect((await anna.send('PUT', url, { reference: '100201' }, key('fav-1'))).statusCode).toBe(200);
    const reused = await anna.send('PUT', url, { reference: '100102' }, key('fav-1'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ errorCode: 'idempotencyKeyReused' });
  });
});
