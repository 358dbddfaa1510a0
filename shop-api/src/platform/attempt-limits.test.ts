import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { UNLINKED_GIFT_CARD_CODES } from '../account/seed/customer-accounts';
import { CookieJar, browserHeaders, buildTestShop, createTestApp, fetchXsrfToken, type TestApp } from '../testing/test-app.test-support';
import { delayAfter } from '@storefront/server-kit/security/attempt-ledger';
import { SIGN_IN_FAILURES, tooManyAttemptsMessage } from './attempt-limits';
import type { CaptchaVerifier } from './captcha';

const ANNA = { email: 'kundin@frischmarkt.example', password: 'Einkauf2026!' };
const MINUTE = 60_000;

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A shop on a clock the test moves. */
async function shopWithClock(options: { captcha?: CaptchaVerifier } = {}) {
  // From now: sessions are stamped with the real time when they open.
  let clock = Date.now();
  testApp = await createTestApp({ app: { now: () => clock, ...options } });
  return { app: testApp.app, store: testApp.store, advance: (ms: number) => void (clock += ms) };
}

async function browser(app: FastifyInstance, remoteAddress = '198.51.100.7') {
  const jar = new CookieJar();
  await fetchXsrfToken(app, jar);
  const send = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: browserHeaders(jar), remoteAddress, ...(payload ? { payload } : {}) });
    jar.store(response);
    return response;
  };
  return { jar, send, logIn: (password: string, email = ANNA.email) => send('POST', '/api/auth/login', { email, password }) };
}

describe('signing in', () => {
  it('lets a shopper who mistypes twice in; five wrong passwords cost a wait, during which even the right one is refused unchecked', async () => {
    const shop = await shopWithClock();
    const shopper = await browser(shop.app);
    expect((await shopper.logIn('einkauf2026!')).statusCode).toBe(401);
    expect((await shopper.logIn('Einkauf2026')).statusCode).toBe(401);
    expect((await shopper.logIn(ANNA.password)).statusCode).toBe(200);

    const attacker = await browser(shop.app, '203.0.113.9');
    for (let guess = 0; guess < 6; guess += 1) expect((await attacker.logIn(`Rate${guess}!`)).statusCode).toBe(401);
    const sessionsBefore = shop.store.db.prepare('SELECT COUNT(*) AS n FROM sessions').get();
    const refused = await attacker.logIn(ANNA.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      errorCode: 'tooManyAttempts',
      message: 'Zu viele Versuche. Bitte warten Sie 1 Minute.',
      customPayload: { retryAfterSeconds: 60 },
    });
    expect(shop.store.db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual(sessionsBefore);
    // Another machine gets no further with the account.
    expect((await (await browser(shop.app, '192.0.2.44')).logIn(ANNA.password)).statusCode).toBe(429);

    shop.advance(MINUTE + 1);
    expect((await attacker.logIn('Rate6!')).statusCode).toBe(401);
    // The next failure doubled the wait.
    const longer = await attacker.logIn(ANNA.password);
    expect(longer.statusCode).toBe(429);
    expect(longer.json().message).toBe('Zu viele Versuche. Bitte warten Sie 2 Minuten.');
    shop.advance(2 * MINUTE + 1);
    expect((await shopper.logIn(ANNA.password)).statusCode).toBe(200);
    // A success forgets the failures: the next mistake is free again.
    expect((await shopper.logIn('falsch')).statusCode).toBe(401);
    expect((await shopper.logIn(ANNA.password)).statusCode).toBe(200);
  }, 60_000);

  it('stops one client trying many accounts: twenty wrong passwords cost it a wait, whichever accounts they were for', async () => {
    const shop = await shopWithClock();
    const client = await browser(shop.app, '203.0.113.50');
    for (let call = 0; call < 21; call += 1) {
      expect((await client.send('POST', '/api/auth/login', { email: `niemand${call}@example.at`, password: 'irgendwas' })).statusCode).toBe(401);
    }
    const refused = await client.logIn(ANNA.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    // Another client is not held up.
    expect((await (await browser(shop.app, '203.0.113.51')).logIn(ANNA.password)).statusCode).toBe(200);
    shop.advance(MINUTE + 1);
    expect((await client.logIn(ANNA.password)).statusCode).toBe(200);
  }, 60_000);

  it('takes thirty sign-ins in five minutes from one client, then answers 429 with Retry-After until the window ends', async () => {
    const shop = await shopWithClock();
    const client = await browser(shop.app, '203.0.113.52');
    for (let call = 0; call < 30; call += 1) expect((await client.logIn(ANNA.password)).statusCode).toBe(200);
    const refused = await client.logIn(ANNA.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ errorCode: 'tooManyAttempts', message: 'Zu viele Versuche. Bitte warten Sie 5 Minuten.' });
    shop.advance(5 * MINUTE + 1);
    expect((await client.logIn(ANNA.password)).statusCode).toBe(200);
  }, 60_000);
});

describe('mails and codes', () => {
  it('sends at most three reset mails an hour to one address, and takes ten requests in 15 minutes from one client', async () => {
    const shop = await shopWithClock();
    const client = await browser(shop.app, '203.0.113.60');
    const reset = (email: string) => client.send('POST', '/api/customers/password-reset', { email });
    for (let call = 0; call < 3; call += 1) expect((await reset(ANNA.email)).statusCode).toBe(202);
    expect((await reset(ANNA.email)).statusCode).toBe(429);
    // Unknown addresses are limited alike: the answer tells nobody which address has an account.
    for (let call = 0; call < 3; call += 1) expect((await reset('niemand@example.at')).statusCode).toBe(202);
    expect((await reset('niemand@example.at')).statusCode).toBe(429);
    expect((await reset('noch-jemand@example.at')).statusCode).toBe(202);
    expect((await reset('und-noch@example.at')).statusCode).toBe(202);
    // The client's eleventh request.
    expect((await reset('zu-viel@example.at')).statusCode).toBe(429);
  });

  it('slows guessing gift-card codes after eight wrong ones; a right code waits too, and then links', async () => {
    const shop = await shopWithClock();
    const anna = await browser(shop.app);
    expect((await anna.logIn(ANNA.password)).statusCode).toBe(200);
    const link = (code: string) => anna.send('PUT', '/api/customers/digital-wallet/gift-card', { code });
    for (let guess = 0; guess < 9; guess += 1) {
      const answer = await link(`6001 0000 0009 ${String(9000 + guess)}`);
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).not.toBe(429);
    }
    const refused = await link(UNLINKED_GIFT_CARD_CODES.fifty);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Zu viele Versuche. Bitte warten Sie 1 Minute.');
    shop.advance(MINUTE + 1);
    expect((await link(UNLINKED_GIFT_CARD_CODES.fifty)).statusCode).toBeLessThan(300);
  }, 30_000);

  it('slows guessing discount codes for one cart', async () => {
    const shop = await shopWithClock();
    const guest = await browser(shop.app);
    expect((await guest.send('POST', '/api/carts/items', { sku: '100201', quantity: 1 })).statusCode).toBe(200);
    for (let guess = 0; guess < 9; guess += 1) {
      const answer = await guest.send('POST', '/api/carts/discount-codes', { code: `RATEN${guess}` });
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).not.toBe(429);
    }
    expect((await guest.send('POST', '/api/carts/discount-codes', { code: 'RATEN9' })).statusCode).toBe(429);
  });
});

describe('the captcha seam', () => {
  it('refuses a call whose answer the verifier failed, and lets one through it passed', async () => {
    const asked: Array<[string | undefined, string]> = [];
    const strict: CaptchaVerifier = {
      verify: async (answer, context) => {
        asked.push([answer, context.action]);
        return answer === 'echt' ? 'passed' : 'failed';
      },
    };
    const shop = await shopWithClock({ captcha: strict });
    const shopper = await browser(shop.app);
    const refused = await shopper.send('POST', '/api/auth/login?recaptchaResponse=robot', ANNA);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'captchaFailed' });
    expect((await shopper.send('POST', '/api/auth/login?recaptchaResponse=echt', ANNA)).statusCode).toBe(200);
    expect(asked).toEqual([
      ['robot', 'login'],
      ['echt', 'login'],
    ]);
  });
});

describe('several server instances on one database', () => {
  it('count the same failures: guesses spread over two instances are slowed alike', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'storefront-limits-'));
    const databasePath = path.join(dir, 'shop.sqlite');
    const options = { databasePath };
    const first = await buildTestShop(options);
    const second = await buildTestShop(options);
    try {
      for (let guess = 0; guess < 6; guess += 1) {
        const instance = guess % 2 === 0 ? first : second;
        expect((await (await browser(instance, `203.0.113.${70 + guess}`)).logIn(`Rate${guess}!`)).statusCode).toBe(401);
      }
      for (const instance of [first, second]) expect((await (await browser(instance, '203.0.113.99')).logIn(ANNA.password)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the attempt ledger', () => {
  // The ledger itself is tested on both databases in server-kit (attempt-ledger.test.ts).
  it('lets the free sign-in failures cost nothing, then doubles the wait up to its cap', () => {
    expect([1, 5, 6, 7, 8, 12, 30].map((failures) => delayAfter(failures, SIGN_IN_FAILURES) / MINUTE)).toEqual([0, 0, 1, 2, 4, 60, 60]);
  });

  it('says the wait in whole minutes, in the right number', () => {
    expect([1, 60_000, 60_001, 119_000, 300_000].map(tooManyAttemptsMessage)).toEqual([
      'Zu viele Versuche. Bitte warten Sie 1 Minute.',
      'Zu viele Versuche. Bitte warten Sie 1 Minute.',
      'Zu viele Versuche. Bitte warten Sie 2 Minuten.',
      'Zu viele Versuche. Bitte warten Sie 2 Minuten.',
      'Zu viele Versuche. Bitte warten Sie 5 Minuten.',
    ]);
  });
});
