import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '@storefront/shared/platform/api';
import { login, getCustomer } from '@storefront/shared/platform/operations';
import { DEMO_PASSWORD } from '../seed/customers';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';
import { lastLoggedLink, register, registration, status } from './customers.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp({ captureLogs: true });
});
afterEach(() => testApp.close());

describe('POST /api/customers (registration)', () => {
  it('answers 202 for a new address; the account logs in once the logged confirmation link is opened', async () => {
    const visitor = await shopper(testApp.app);
    await expect(register(visitor.api, registration, 'captcha-token')).resolves.toEqual({ status: 'confirmationSent' });
    expect(visitor.jar.get('sid')).toBeUndefined();

    const early = await call(visitor.api, login, { body: { email: registration.email, password: registration.password } }).catch((e: unknown) => e);
    expect(status(early)).toEqual([403, 'emailNotConfirmed']);

    const link = lastLoggedLink(testApp);
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
