import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '@storefront/shared/platform/api';
import { login } from '@storefront/shared/platform/operations';
import { CLUB_LETTERS } from '../seed/customer-accounts';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';
import { lastLoggedLink, register, registration } from './customers.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp({ captureLogs: true });
});
afterEach(() => testApp.close());

/** doc 2 §5 hasclubcard / hasactivationcode: the club membership a registration brings. */
describe('POST /api/customers with a club card or an activation code', () => {
  const FREE_CARD = '9120044444446';
  const memberOf = (email: string) =>
    testApp.store.db
      .prepare('SELECT m.member_id, m.card_id, m.physical_card FROM loyalty_members m JOIN customers c ON c.id = m.customer_id WHERE c.email = ?')
      .get(email);
  const letter = (code: string) => testApp.store.db.prepare('SELECT used_by FROM club_activation_codes WHERE code = ?').get(code) as { used_by: string | null };

  it('makes the new customer a member with the card given; card-info shows it once the account is confirmed', async () => {
    const visitor = await shopper(testApp.app);
    await expect(register(visitor.api, { ...registration, hasClubCard: 'true', cardNumber: FREE_CARD })).resolves.toEqual({ status: 'confirmationSent' });
    expect(memberOf(registration.email)).toEqual({ member_id: expect.stringMatching(/^J-\d{4}-\d{4}$/), card_id: FREE_CARD, physical_card: 'IsOrdered' });
    await testApp.app.inject({ method: 'GET', url: lastLoggedLink(testApp) });
    await call(visitor.api, login, { body: { email: registration.email, password: registration.password } });
    const cardInfo = await visitor.send('GET', '/api/customers/loyalty/card-info');
    expect(cardInfo.json()).toMatchObject({ mpCardId: FREE_CARD, pools: [{ poolId: 'joe-punkte', value: 0 }] });
  });

  it('makes no membership without a club card, and ignores a card number when hasClubCard is no', async () => {
    const visitor = await shopper(testApp.app);
    await register(visitor.api, { ...registration, hasClubCard: false, cardNumber: FREE_CARD });
    expect(memberOf(registration.email)).toBeUndefined();
  });

  it.each([
    ["a member's card", '9120012345676'],
    ['the card of a store account not claimed yet', '9120098765436'],
    ['the card of a club letter not used yet', CLUB_LETTERS[1].cardId],
  ])('answers 409 clubCardTaken for %s and creates no account', async (_case, cardNumber) => {
    const visitor = await shopper(testApp.app);
    const response = await visitor.send('POST', '/api/customers', { ...registration, hasClubCard: true, cardNumber });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'clubCardTaken', customPayload: { field: 'cardNumber' } });
    expect(await testApp.store.customers.findByEmail(registration.email)).toBeUndefined();
  });

  it('refuses a taken card for an address with an account as for a new one, so a card tells nothing about the address', async () => {
    for (const email of [registration.email, DEMO.anna]) {
      const response = await (await shopper(testApp.app)).send('POST', '/api/customers', { ...registration, email, hasClubCard: true, cardNumber: '9120012345676' });
      expect([email, response.statusCode, response.json().errorCode]).toEqual([email, 409, 'clubCardTaken']);
    }
  });

  it("leaves a club letter's code unused when the address has an account: the account stays as it was", async () => {
    const [first] = CLUB_LETTERS;
    const response = await (await shopper(testApp.app)).send('POST', '/api/customers', { ...registration, email: DEMO.anna, hasActivationCode: true, activationCode: first.code });
    expect(response.statusCode).toBe(202);
    expect(letter(first.code.replaceAll('-', ''))).toEqual({ used_by: null });
    expect(memberOf(DEMO.anna)).toBeUndefined();
  });

  it("brings the letter's membership with its activation code (blanks, hyphens and case ignored) and uses the code up", async () => {
    const [first] = CLUB_LETTERS;
    const visitor = await shopper(testApp.app);
    const code = first.code.toLowerCase().replaceAll('-', ' ');
    await expect(register(visitor.api, { ...registration, hasActivationCode: true, activationCode: code })).resolves.toEqual({
      status: 'confirmationSent',
    });
    expect(memberOf(registration.email)).toEqual({ member_id: first.memberId, card_id: first.cardId, physical_card: 'IsOrdered' });
    const customer = await testApp.store.customers.findByEmail(registration.email);
    expect(letter(first.code.replaceAll('-', ''))).toEqual({ used_by: customer?.customer.id });

    const other = await shopper(testApp.app);
    const again = await other.send('POST', '/api/customers', { ...registration, email: 'zweite@example.at', hasActivationCode: true, activationCode: first.code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'activationCodeUsed', customPayload: { field: 'activationCode' } });
    expect(await testApp.store.customers.findByEmail('zweite@example.at')).toBeUndefined();
  });

  it('accepts the card number of the letter together with its code', async () => {
    const [, second] = CLUB_LETTERS;
    const visitor = await shopper(testApp.app);
    await register(visitor.api, { ...registration, hasClubCard: true, cardNumber: second.cardId, hasActivationCode: true, activationCode: second.code });
    expect(memberOf(registration.email)).toMatchObject({ member_id: second.memberId, card_id: second.cardId });
  });

  it.each([
    ['an unknown activation code', { hasActivationCode: true, activationCode: 'JOE0-0000-0000' }, 422, 'activationCodeInvalid'],
    ['a card number that is not the letter’s', { hasActivationCode: true, activationCode: CLUB_LETTERS[2].code, hasClubCard: true, cardNumber: FREE_CARD }, 409, 'clubCardMismatch'],
    ['another card for the address of a store card', { email: 'filiale@frischmarkt.example', hasClubCard: true, cardNumber: FREE_CARD }, 409, 'clubCardMismatch'],
    ['an activation code for the address of a store card', { email: 'filiale@frischmarkt.example', hasActivationCode: true, activationCode: CLUB_LETTERS[2].code }, 409, 'clubCardMismatch'],
  ])('answers %s with %s %s and changes nothing', async (_case, change, statusCode, errorCode) => {
    const visitor = await shopper(testApp.app);
    const body = { ...registration, ...change };
    const response = await visitor.send('POST', '/api/customers', body);
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toMatchObject({ errorCode, message: expect.stringMatching(/\S/) });
    expect(await testApp.store.customers.findByEmail(body.email)).toBeUndefined();
    expect(letter(CLUB_LETTERS[2].code.replaceAll('-', ''))).toEqual({ used_by: null });
    expect(testApp.store.db.prepare("SELECT claimed_by FROM offline_accounts WHERE email = 'filiale@frischmarkt.example'").get()).toEqual({ claimed_by: null });
  });

  it('gives the address of a store card that card when its number is given too', async () => {
    const visitor = await shopper(testApp.app);
    const outcome = await register(visitor.api, { ...registration, email: 'filiale@frischmarkt.example', hasClubCard: true, cardNumber: '9120098765436' });
    expect(outcome.status).toBe('registered');
    expect(memberOf('filiale@frischmarkt.example')).toMatchObject({ member_id: 'J-6020-1234', card_id: '9120098765436' });
  });
});
