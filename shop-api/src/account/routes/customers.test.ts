import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  favoriteStoreOf,
  getCommunicationSettings,
  getFavoriteProducts,
  manageNewsletterTopics,
  newsletterTopicsOutcome,
  productSourceQuery,
  registerCustomer,
  registrationOutcome,
  setFavoriteStore,
  updateCommunicationSettings,
  updateCustomer,
  type CustomerRegistration,
  type NewsletterTopicChanges,
  type ProductSourceFilter,
} from '@storefront/shared/account';
import { call, callWithStatus, isApiError, type ApiClient } from '@storefront/shared/platform/api';
import { login, getCustomer, refreshCustomer } from '@storefront/shared/platform/operations';
import { CLUB_LETTERS } from '../seed/customer-accounts';
import { DEMO_PASSWORD } from '../seed/customers';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';
import { isAtLeast } from './customers';
import { customerFromBackend } from '@storefront/shared/platform/schemas';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp({ captureLogs: true });
});
afterEach(() => testApp.close());

const status = (error: unknown) => (isApiError(error) ? [error.status, error.details.errorCode] : error);

/** A registration as the registration page sends it, its answer read as the page reads it (doc 2 §5). */
const register = (api: ApiClient, body: CustomerRegistration, recaptchaResponse?: string) =>
  callWithStatus(api, registerCustomer, { body, query: { recaptchaResponse } }).then(registrationOutcome);

/** A newsletter change, its answer read as the newsletter block reads it (doc 1 §4). */
const changeTopics = (api: ApiClient, body: NewsletterTopicChanges) =>
  callWithStatus(api, manageNewsletterTopics, { body }).then(newsletterTopicsOutcome);

/** The link of the last confirmation mail the server logged. */
function lastLoggedLink(): string {
  const link = [...testApp.logs].reverse().find((line) => typeof line['confirmationLink'] === 'string')?.['confirmationLink'];
  if (typeof link !== 'string') throw new Error('no confirmation link logged');
  return link;
}

const registration = {
  salutation: 'Female' as const,
  firstName: 'Sophie',
  lastName: 'Wimmer',
  streetName: 'Neubaugasse',
  streetNumber: '12',
  postalCode: '1070',
  city: 'Wien',
  country: 'AT',
  email: 'sophie.wimmer@example.at',
  birthdate: '1990-02-14',
  password: 'Sommer2026!',
  gender: 'Female',
  hasClubCard: false,
  hasActivationCode: false,
};

describe('GET /api/customers and /api/customers/refresh', () => {
  it('answer the session customer as stored, the Family salutation too: the session removes it when it loads her (doc 1 §3)', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const raw = await club.send('GET', '/api/customers');
    expect(raw.json()).toMatchObject({ id: 'c-10003', salutation: 'Family' });
    expect(raw.headers['cache-control']).toBe('no-store');
    const customer = await call(club.api, getCustomer);
    expect(customer.salutation).toBe('Family');
    expect(customerFromBackend(customer).salutation).toBeUndefined();
    expect(await call(club.api, refreshCustomer)).toEqual(customer);
  });
});

describe('PUT /api/customers', () => {
  it('replaces the six profile fields and keeps them', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const updated = await call(anna.api, updateCustomer, {
      body: {
        email: 'anna.berger@example.at',
        firstName: 'Anna',
        lastName: 'Berger-Huber',
        academicTitle: 'Dr.',
        birthdate: '1986-04-12',
        salutation: 'Female',
      },
    });
    expect(updated).toMatchObject({ email: 'anna.berger@example.at', lastName: 'Berger-Huber', academicTitle: 'Dr.' });
    expect(await call(anna.api, refreshCustomer)).toEqual(updated);
    // The new address is the login from now on.
    const again = await shopper(testApp.app);
    await expect(call(again.api, login, { body: { email: 'anna.berger@example.at', password: DEMO_PASSWORD } })).resolves.toMatchObject({ id: 'c-10001' });
  });

  it('clears a field the form left out, so a Family salutation goes when the form is saved', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const updated = await call(club.api, updateCustomer, { body: { email: DEMO.club, firstName: 'Maria', lastName: 'Gruber' } });
    expect(updated.salutation).toBeUndefined();
    expect(updated.academicTitle).toBeUndefined();
    expect((await club.send('GET', '/api/customers')).json().salutation).toBeUndefined();
  });

  it.each([
    ['an under-age birthdate (doc 2 §5: at least 18)', { birthdate: `${new Date().getUTCFullYear() - 17}-01-01` }, 'birthdate'],
    ['the Family salutation, which cannot be chosen', { salutation: 'Family' }, 'salutation'],
    ['a first name over 20 characters', { firstName: 'Annabella-Maximiliane' }, 'firstName'],
    ['an academic title over 15 characters', { academicTitle: 'Univ.-Prof. Dr. Dr.' }, 'academicTitle'],
    ['a malformed e-mail address', { email: 'anna-at-example' }, 'email'],
    ['an impossible date', { birthdate: '1986-02-30' }, 'birthdate'],
  ])('answers 400 for %s and changes nothing', async (_case, change, path) => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const before = (await anna.send('GET', '/api/customers')).json();
    const response = await anna.send('PUT', '/api/customers', { email: DEMO.anna, firstName: 'Anna', lastName: 'Neu', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [expect.objectContaining({ path })] } });
    expect((await anna.send('GET', '/api/customers')).json()).toEqual(before);
  });

  it('answers 409 emailAlreadyRegistered for another customer’s address and changes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const error = await call(anna.api, updateCustomer, { body: { email: DEMO.club, firstName: 'Anna', lastName: 'Neu' } }).catch((e: unknown) => e);
    expect(status(error)).toEqual([409, 'emailAlreadyRegistered']);
    expect((await call(anna.api, getCustomer)).lastName).toBe('Berger');
  });

  it('counts the minimum age to the day', () => {
    const now = new Date('2026-06-15T10:00:00Z');
    expect(isAtLeast('2008-06-15', 18, now)).toBe(true);
    expect(isAtLeast('2008-06-16', 18, now)).toBe(false);
  });
});

describe('POST /api/customers (registration)', () => {
  it('answers 202 for a new address; the account logs in once the logged confirmation link is opened', async () => {
    const visitor = await shopper(testApp.app);
    await expect(register(visitor.api, registration, 'captcha-token')).resolves.toEqual({ status: 'confirmationSent' });
    expect(visitor.jar.get('sid')).toBeUndefined();

    const early = await call(visitor.api, login, { body: { email: registration.email, password: registration.password } }).catch((e: unknown) => e);
    expect(status(early)).toEqual([403, 'emailNotConfirmed']);

    const link = lastLoggedLink();
    const confirmed = await testApp.app.inject({ method: 'GET', url: link });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('E-Mail-Adresse bestätigt');
    const customer = await call(visitor.api, login, { body: { email: registration.email, password: registration.password } });
    expect(customer).toMatchObject({ email: registration.email, firstName: 'Sophie', newsletterTopics: [], firstOrderDelivery: true });
    expect(JSON.stringify(customer)).not.toContain('Sommer2026');

    // A link works once.
    expect((await testApp.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });

  it('answers 200 with the customer and a session for the address of a club card from a store', async () => {
    const visitor = await shopper(testApp.app);
    const outcome = await register(visitor.api, { ...registration, email: 'filiale@frischmarkt.example' });
    expect(outcome).toMatchObject({ status: 'registered', customer: { email: 'filiale@frischmarkt.example' } });
    expect(visitor.jar.get('loggedIn')).toBe('true');
    expect((await call(visitor.api, getCustomer)).email).toBe('filiale@frischmarkt.example');
    // The club card became the account's membership.
    const cardInfo = await visitor.send('GET', '/api/customers/loyalty/card-info');
    expect(cardInfo.json()).toMatchObject({ mpCardId: '9120098765436', loyalityMemberId: 'J-6020-1234' });
  });

  it('answers an address that has an account exactly as a new one (202, no body, no cookie) and changes nothing of the account', async () => {
    const stored = () => testApp.store.db.prepare("SELECT password_hash, document, email_confirmed FROM customers WHERE id = 'c-10001'").get();
    const before = stored();
    const customers = () => testApp.store.db.prepare('SELECT COUNT(*) AS n FROM customers').get();
    const countBefore = customers() as { n: number };

    const fresh = await (await shopper(testApp.app)).send('POST', '/api/customers', registration);
    const known = await (await shopper(testApp.app)).send('POST', '/api/customers', {
      ...registration,
      email: 'Kundin@Frischmarkt.example',
      firstName: 'Mallory',
      password: 'Anders2026!x',
    });
    const answer = (response: typeof fresh) => ({
      status: response.statusCode,
      body: response.body,
      contentType: response.headers['content-type'],
      cookies: response.cookies.map((cookie) => cookie.name),
    });
    expect(answer(known)).toEqual(answer(fresh));
    expect(answer(known)).toEqual({ status: 202, body: '', contentType: undefined, cookies: [] });

    expect(stored()).toEqual(before);
    expect(customers()).toEqual({ n: countBefore.n + 1 });
    const anna = await shopper(testApp.app);
    await expect(call(anna.api, login, { body: { email: DEMO.anna, password: DEMO_PASSWORD } })).resolves.toMatchObject({ firstName: 'Anna' });
    expect(status(await call(anna.api, login, { body: { email: DEMO.anna, password: 'Anders2026!x' } }).catch((e: unknown) => e))).toEqual([401, 'invalidCredentials']);
  });

  it('mails the owner of the address, not the one who typed it, a note with the password reset page instead of a confirmation', async () => {
    await (await shopper(testApp.app)).send('POST', '/api/customers', { ...registration, email: 'KUNDIN@frischmarkt.example' });
    const mail = testApp.logs.find((line) => line['msg'] === 'account exists mail (not sent: no mail service)');
    expect(mail).toMatchObject({ customerId: 'c-10001', passwordResetPage: expect.stringMatching(/^http:\/\/[^/]+\/passwort-vergessen$/) });
    // No confirmation link: nothing to confirm.
    expect(testApp.logs.some((line) => 'confirmationLink' in line)).toBe(false);
  });

  it('keeps that mail in the test outbox, with the text the owner reads', async () => {
    const testing = await createTestApp({ app: { faultInjection: true } });
    try {
      await (await shopper(testing.app)).send('POST', '/api/customers', { ...registration, email: 'Kundin@Frischmarkt.example' });
      await (await shopper(testing.app)).send('POST', '/api/customers', registration);
      const mailsTo = async (address: string) => (await testing.app.inject({ method: 'GET', url: `/__test/mails?to=${address}` })).json().mails;
      expect(await mailsTo(DEMO.anna)).toEqual([
        {
          to: DEMO.anna,
          kind: 'account-exists',
          link: expect.stringMatching(/\/passwort-vergessen$/),
          text: expect.stringMatching(/Sie haben bereits ein Kundenkonto[\s\S]*Passwort vergessen\?/),
        },
      ]);
      expect(await mailsTo(registration.email)).toEqual([]);
    } finally {
      await testing.close();
    }
  });

  it('hashes the password for an address with an account too, so the answer takes as long', async () => {
    const timed = async (email: string) => {
      const visitor = await shopper(testApp.app);
      const started = performance.now();
      await visitor.send('POST', '/api/customers', { ...registration, email });
      return performance.now() - started;
    };
    const fresh: number[] = [];
    const known: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      fresh.push(await timed(`zeit.${round}@example.at`));
      known.push(await timed(DEMO.anna));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    // Without the hash an address with an account would answer in a small fraction of the time (scrypt is most of it).
    expect(median(known)).toBeGreaterThan(median(fresh) * 0.3);
  });

  it.each(['password1', ' PASSWORT ', 'Iloveyou'])('answers 400 at the password for the common password %j and creates no account', async (password) => {
    const visitor = await shopper(testApp.app);
    const response = await visitor.send('POST', '/api/customers', { ...registration, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'validation', customPayload: { issues: [{ path: 'password', message: 'validation.commonPassword' }] } });
    expect(await testApp.store.customers.findByEmail(registration.email)).toBeUndefined();
    expect(testApp.logs.some((line) => 'confirmationLink' in line)).toBe(false);
  });

  it('refuses a common password for an address that has an account just as for a new one', async () => {
    const response = await (await shopper(testApp.app)).send('POST', '/api/customers', { ...registration, email: DEMO.anna, password: 'password1' });
    expect([response.statusCode, response.json().customPayload.issues]).toEqual([400, [{ path: 'password', message: 'validation.commonPassword' }]]);
  });

  it.each([
    ['a short password', { password: 'kurz' }, 'password'],
    ['a phone number not in international format', { phoneNumber: '0664 1234567' }, 'phoneNumber'],
    ['a postal code of 3 characters', { postalCode: '107' }, 'postalCode'],
    ['an under-age birthdate', { birthdate: `${new Date().getUTCFullYear() - 10}-05-05` }, 'birthdate'],
    ['no house number', { streetNumber: '' }, 'streetNumber'],
  ])('answers 400 for %s and creates no account', async (_case, change, path) => {
    const visitor = await shopper(testApp.app);
    const response = await visitor.send('POST', '/api/customers', { ...registration, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    const again = await visitor.send('POST', '/api/customers', registration);
    expect(again.statusCode).toBe(202);
  });

  it('names each bad field with the default form\'s rule message (doc 1 §5), the one the form shows', async () => {
    const visitor = await shopper(testApp.app);
    const response = await visitor.send('POST', '/api/customers', {
      ...registration,
      firstName: 'F'.repeat(21),
      lastName: 'L'.repeat(25),
      academicTitle: 'T'.repeat(16),
      companyName: 'C'.repeat(51),
      valueAddedTaxId: 'ATU123',
      door: '12345',
      postalCode: '10',
      email: 'keine-adresse',
      password: 'kurz',
      phoneNumber: '0664 1234567',
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().customPayload.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    );
    expect(messages).toEqual({
      firstName: 'validation.maxLength|20',
      lastName: 'validation.maxLength|24',
      academicTitle: 'validation.maxLength|15',
      companyName: 'validation.maxLength|50',
      valueAddedTaxId: 'validation.minLength|7',
      door: 'validation.maxLength|4',
      postalCode: 'validation.minLength|4',
      email: 'validation.email',
      password: 'validation.minLength|8',
      phoneNumber: expect.stringMatching(/^validation\./),
    });
  });

  it('keeps the mobile number, gender and delivery note on the customer', async () => {
    const visitor = await shopper(testApp.app);
    const outcome = await register(visitor.api, {
      ...registration,
      email: 'filiale@frischmarkt.example',
      gender: 'Diverse',
      mobileNumber: '+43 664 7654321',
      deliveryNote: 'Bitte beim Hintereingang läuten.',
    });
    expect(outcome).toMatchObject({
      status: 'registered',
      customer: { gender: 'Diverse', mobileNumber: '+43 664 7654321', deliveryNote: 'Bitte beim Hintereingang läuten.' },
    });
    const customer = await call(visitor.api, getCustomer);
    expect(customer).toMatchObject({ gender: 'Diverse', mobileNumber: '+43 664 7654321', deliveryNote: 'Bitte beim Hintereingang läuten.' });
    // The choices and the card are the club membership's, not fields of the customer.
    expect(Object.keys(customer)).not.toEqual(expect.arrayContaining(['hasClubCard']));
    expect(JSON.stringify(customer)).not.toMatch(/hasClubCard|hasActivationCode|cardNumber|activationCode/);
  });

  it.each([
    ['no gender', { gender: undefined }, 'gender'],
    ['a gender the form does not offer', { gender: 'Unknown' }, 'gender'],
    ['no answer to hasClubCard', { hasClubCard: undefined }, 'hasClubCard'],
    ['no answer to hasActivationCode', { hasActivationCode: 'vielleicht' }, 'hasActivationCode'],
    ['a club card without its number', { hasClubCard: true }, 'cardNumber'],
    ['a card number of 12 digits', { hasClubCard: true, cardNumber: '912004444444' }, 'cardNumber'],
    ['a card number with a wrong check digit', { hasClubCard: true, cardNumber: '9120044444447' }, 'cardNumber'],
    ['an activation code left out', { hasActivationCode: true, activationCode: '  ' }, 'activationCode'],
    ['an activation code with other characters', { hasActivationCode: true, activationCode: 'JOE7_K4M2' }, 'activationCode'],
    ['a mobile number not in international format', { mobileNumber: '0664/7654321' }, 'mobileNumber'],
    ['a delivery note with <', { deliveryNote: 'Tür <2>' }, 'deliveryNote'],
    ['a delivery note over 240 characters', { deliveryNote: 'x'.repeat(241) }, 'deliveryNote'],
  ])('answers 400 for %s, names the field, and creates no account', async (_case, change, path) => {
    const visitor = await shopper(testApp.app);
    const response = await visitor.send('POST', '/api/customers', { ...registration, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues).toEqual(expect.arrayContaining([{ path, message: expect.stringMatching(/^validation\./) }]));
    expect(testApp.store.db.prepare('SELECT count(*) AS n FROM customers WHERE email = ?').get(registration.email)).toEqual({ n: 0 });
    expect(testApp.store.db.prepare('SELECT count(*) AS n FROM loyalty_members').get()).toEqual({ n: 2 });
  });

  it('answers 400 for a recaptchaResponse over 4096 characters', async () => {
    const visitor = await shopper(testApp.app);
    const response = await visitor.send('POST', `/api/customers?recaptchaResponse=${'x'.repeat(4097)}`, registration);
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('recaptchaResponse');
  });

  it('answers 403 without the XSRF header', async () => {
    const visitor = await shopper(testApp.app);
    expect((await visitor.send('POST', '/api/customers', registration, { xsrf: false })).statusCode).toBe(403);
    expect((await visitor.send('POST', '/api/customers', registration)).statusCode).toBe(202);
  });
});

describe('communication settings', () => {
  it('reads and saves the three permissions', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(await call(anna.api, getCommunicationSettings)).toEqual({ personalEmailAllowed: true, personalMailAllowed: false, personalSmsAllowed: false });
    const saved = { personalEmailAllowed: false, personalMailAllowed: true, personalSmsAllowed: true };
    expect(await call(anna.api, updateCommunicationSettings, { body: saved })).toEqual(saved);
    expect(await call(anna.api, getCommunicationSettings)).toEqual(saved);
  });

  it('answers 400 for a setting that is not a flag and changes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('PUT', '/api/customers/communication-settings', {
      personalEmailAllowed: 'ja',
      personalMailAllowed: true,
      personalSmsAllowed: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('personalEmailAllowed');
    expect((await call(anna.api, getCommunicationSettings)).personalMailAllowed).toBe(false);
  });
});

describe('POST /api/customers/newsletter-topics/manage', () => {
  it('answers 202 for a new topic, which is added only once the confirmation link is opened (doc 1 §4)', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(await changeTopics(anna.api, { subscribe: ['rezepte'] })).toBe('pendingConfirmation');
    expect((await call(anna.api, getCustomer)).newsletterTopics).toEqual([{ newsletterTopicId: 'wochenangebote' }]);
    const confirmed = await testApp.app.inject({ method: 'GET', url: lastLoggedLink() });
    expect(confirmed.statusCode).toBe(200);
    expect((await call(anna.api, getCustomer)).newsletterTopics).toEqual([{ newsletterTopicId: 'wochenangebote' }, { newsletterTopicId: 'rezepte' }]);
  });

  it('answers 200 with the customer when only unsubscribing or re-subscribing a held topic', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('POST', '/api/customers/newsletter-topics/manage', { subscribe: ['wochenangebote'] });
    expect(response.statusCode).toBe(200);
    expect(await changeTopics(anna.api, { unsubscribe: ['wochenangebote'] })).toBe('updated');
    expect((await call(anna.api, getCustomer)).newsletterTopics).toEqual([]);
  });

  it('answers 400 for a topic the shop has no newsletter for, naming the entry, and changes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('POST', '/api/customers/newsletter-topics/manage', {
      subscribe: ['rezepte', 'weekly-offers'],
      unsubscribe: ['wochenangebote'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'validation',
      customPayload: { issues: [{ path: 'subscribe.1', message: 'unknown newsletter topic: weekly-offers' }] },
    });
    expect((await call(anna.api, getCustomer)).newsletterTopics).toEqual([{ newsletterTopicId: 'wochenangebote' }]);
    const confirmations = testApp.store.db.prepare("SELECT COUNT(*) AS n FROM newsletter_confirmations WHERE customer_id = 'c-10001'").get();
    expect(confirmations).toEqual({ n: 0 });
  });

  it('answers 400 for an empty topic id and changes nothing', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('POST', '/api/customers/newsletter-topics/manage', { subscribe: [''], unsubscribe: ['wochenangebote'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('subscribe.0');
    expect((await call(anna.api, getCustomer)).newsletterTopics).toHaveLength(1);
  });
});

describe('POST /api/customers/favorite-store', () => {
  it('sets the favourite store and answers the customer', async () => {
    const plain = await shopper(testApp.app, DEMO.plain);
    const customer = await call(plain.api, setFavoriteStore, { body: favoriteStoreOf('store-wien-2') });
    expect(customer.favoriteStore).toEqual({ storeType: 'MY_STORE_store-wien-2', storeId: 'store-wien-2' });
    expect((await call(plain.api, getCustomer)).favoriteStore).toEqual(customer.favoriteStore);
  });

  it('answers 400 when storeType is not MY_STORE_{storeId}, and 404 storeNotFound for an unknown store', async () => {
    const plain = await shopper(testApp.app, DEMO.plain);
    const mismatch = await plain.send('POST', '/api/customers/favorite-store', { storeType: 'MY_STORE_store-wien-1', storeId: 'store-graz-1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().customPayload.issues[0].path).toBe('storeType');
    const unknown = await plain.send('POST', '/api/customers/favorite-store', { storeType: 'MY_STORE_filiale-mond', storeId: 'filiale-mond' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('storeNotFound');
    expect((await call(plain.api, getCustomer)).favoriteStore).toBeUndefined();
  });
});

describe('GET /api/customers/favorites/products', () => {
  it('lists favourites, purchases, either or both (doc 1 §3 source filters)', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const skus = async (filter: ProductSourceFilter) =>
      (await call(anna.api, getFavoriteProducts, { query: { ...productSourceQuery(filter), pageSize: 50 } })).results.map((product) => product.sku);
    expect(await skus('Favorites')).toEqual(['100605', '100503', '100203', '100101']);
    expect(await skus('Purchased')).toEqual(['100201', '100301', '100101', '100502', '100603', '100402']);
    expect(await skus('Favorites OR Purchased')).toEqual(['100605', '100503', '100203', '100101', '100201', '100301', '100502', '100603', '100402']);
    expect(await skus('Favorite AND Purchased')).toEqual(['100101']);
  });

  it('pages with pageSize and offset', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const page = await call(anna.api, getFavoriteProducts, { query: { ...productSourceQuery('Favorites OR Purchased'), pageSize: 2, offset: 2 } });
    expect(page).toMatchObject({ total: 9, count: 2, offset: 2 });
    expect(page.results.map((product) => product.sku)).toEqual(['100203', '100101']);
  });

  it('answers 400 for a pageSize over 100', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const response = await anna.send('GET', '/api/customers/favorites/products?favorites=true&pageSize=101');
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('pageSize');
  });
});

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
    await testApp.app.inject({ method: 'GET', url: lastLoggedLink() });
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
