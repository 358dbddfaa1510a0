import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aCustomer } from '../../fixtures/fixtures.test-support';
import { call, callWithStatus } from '../../platform/api/call';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { confirmNewsletterTopics } from './confirm-newsletter-topics';
import { confirmRegistration } from './confirm-registration';
import { getCommunicationSettings } from './get-communication-settings';
import { manageNewsletterTopics, newsletterTopicsOutcome } from './manage-newsletter-topics';
import { registerCustomer, registrationOutcome, type CustomerRegistration } from './register-customer';
import { updateCommunicationSettings } from './update-communication-settings';
import { hasCustomerChanges, updateCustomer } from './update-customer';

const anna = aCustomer();
const family = { ...anna, salutation: 'Family' };
const { salutation: _, ...annaWithoutSalutation } = anna;
const settings = { personalEmailAllowed: true, personalMailAllowed: false, personalSmsAllowed: false };
const update = {
  academicTitle: 'Mag.',
  birthdate: '1990-04-01',
  email: 'kundin@frischmarkt.example',
  firstName: 'Anna',
  lastName: 'Berger',
  salutation: 'Female' as const,
};
const registration: CustomerRegistration = {
  salutation: 'Female',
  firstName: 'Anna',
  lastName: 'Berger',
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  postalCode: '1070',
  city: 'Wien',
  country: 'AT',
  email: 'kundin@frischmarkt.example',
  phoneNumber: '+436641234567',
  birthdate: '1990-04-01',
  password: 'Einkauf2026!',
  gender: 'Female',
  hasClubCard: false,
  hasActivationCode: false,
};
const page = '<!doctype html><html lang="de"><body><h1>E-Mail-Adresse bestätigt</h1></body></html>';

const cases: CallCase[] = [
  {
    name: 'PUT the six customer fields',
    operation: updateCustomer,
    input: { body: update },
    request: 'PUT /api/customers',
    body: update,
    answer: { body: { ...anna, academicTitle: 'Mag.', birthdate: '1990-04-01' } },
    result: { ...anna, academicTitle: 'Mag.', birthdate: '1990-04-01' },
  },
  {
    name: 'PUT the customer: the answer without the Family salutation (doc 1 §3)',
    operation: updateCustomer,
    input: { body: update },
    request: 'PUT /api/customers',
    body: update,
    answer: { body: family },
    result: annaWithoutSalutation,
  },
  {
    name: 'GET the communication settings',
    operation: getCommunicationSettings,
    request: 'GET /api/customers/communication-settings',
    result: settings,
  },
  {
    name: 'PUT the communication settings, answered with them',
    operation: updateCommunicationSettings,
    input: { body: settings },
    request: 'PUT /api/customers/communication-settings',
    body: settings,
    result: settings,
  },
  {
    name: 'GET the registration confirmation link: an HTML page',
    operation: confirmRegistration,
    input: { query: { token: 'a1b2c3' } },
    request: 'GET /api/customers/registration/confirm',
    query: { token: 'a1b2c3' },
    parsedQuery: { token: 'a1b2c3' },
    answer: { body: page },
    result: page,
  },
  {
    name: 'GET the newsletter confirmation link: an HTML page',
    operation: confirmNewsletterTopics,
    input: { query: { token: 'a1b2c3' } },
    request: 'GET /api/customers/newsletter-topics/confirm',
    query: { token: 'a1b2c3' },
    parsedQuery: { token: 'a1b2c3' },
    answer: { body: page },
    result: page,
  },
];

describe('customer calls (doc 1 §7, doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('PUT the communication settings, answered with no content: the sent ones are the saved ones', async () => {
    const backend = fakeBackend({ 'PUT /api/customers/communication-settings': { status: 204 } });
    const saved = (await call(backend.api, updateCommunicationSettings, { body: settings })) ?? settings;
    expect(saved).toEqual(settings);
    expect(backend.requests[0]?.body).toEqual(settings);
  });

  it('the confirmation links take a token of 1 to 100 characters', () => {
    for (const operation of [confirmRegistration, confirmNewsletterTopics]) {
      expect(z.safeParse(operation.query, { token: 'x'.repeat(100) }).success).toBe(true);
      for (const query of [{}, { token: '' }, { token: 'x'.repeat(101) }]) {
        expect(z.safeParse(operation.query, query).success, JSON.stringify(query)).toBe(false);
      }
      expect(operation.responseMediaType).toBe('text/html');
    }
  });

  describe('registration: POST /api/customers', () => {
    it('200: registered, with the customer (Family removed)', async () => {
      const backend = fakeBackend({ 'POST /api/customers': { status: 200, body: family } });
      const answer = await callWithStatus(backend.api, registerCustomer, { body: registration, query: { recaptchaResponse: 'captcha-answer' } });
      expect(registrationOutcome(answer)).toEqual({ status: 'registered', customer: annaWithoutSalutation });
      const [sent] = backend.requests;
      expect(sent?.query).toEqual({ recaptchaResponse: 'captcha-answer' });
      expect(z.safeParse(registerCustomer.query, sent?.query).success).toBe(true);
      expect(sent?.body).toEqual(registration);
      expect(z.safeParse(registerCustomer.body, sent?.body).success).toBe(true);
    });

    it('202: a confirmation mail was sent (doc 2 §5)', async () => {
      const backend = fakeBackend({ 'POST /api/customers': { status: 202 } });
      expect(registrationOutcome(await callWithStatus(backend.api, registerCustomer, { body: registration }))).toEqual({ status: 'confirmationSent' });
      expect(backend.requests[0]?.query).toEqual({});
    });

    it('a 200 without the customer is a broken contract', async () => {
      const backend = fakeBackend({ 'POST /api/customers': { status: 200 } });
      const answer = await callWithStatus(backend.api, registerCustomer, { body: registration });
      expect(() => registrationOutcome(answer)).toThrow(expect.objectContaining({ kind: 'contract' }));
    });

    it.each([
      ['a password under 8 characters', { password: 'kurz' }],
      ['a zip under 4 characters', { postalCode: '107' }],
      ['a house number over 5 characters', { streetNumber: '123456' }],
      ['a phone number not in international format', { phoneNumber: '0664 1234567' }],
      ['a first name over 20 characters', { firstName: 'A'.repeat(21) }],
      ['a VAT id under 7 characters', { valueAddedTaxId: 'ATU123' }],
      ['the Family salutation', { salutation: 'Family' }],
      ['a birthdate that is not a date', { birthdate: '01.04.1990' }],
    ])('the registration request rejects %s (doc 2 §5), before anything is sent', async (_, change) => {
      expect(z.safeParse(registerCustomer.body, { ...registration, ...change }).success).toBe(false);
      const backend = fakeBackend({});
      const body = { ...registration, ...change } as CustomerRegistration;
      await expect(call(backend.api, registerCustomer, { body })).rejects.toMatchObject({ kind: 'rejected-locally' });
      expect(backend.requests).toEqual([]);
    });
  });

  it('the registration request takes the phone number as the form does: + and 7 to 15 digits, single blanks allowed', () => {
    for (const phoneNumber of ['+436641234567', '+43 664 1234567']) {
      expect(z.safeParse(registerCustomer.body, { ...registration, phoneNumber }).success, phoneNumber).toBe(true);
    }
    expect(z.safeParse(registerCustomer.body, { ...registration, phoneNumber: '+43  664' }).success).toBe(false);
  });

  it('the registration request sends a yes/no choice as a flag, which the backend reads the same', () => {
    const sent = z.parse(registerCustomer.body, { ...registration, hasClubCard: 'true', cardNumber: '9120044444446' });
    expect(sent).toMatchObject({ hasClubCard: true, cardNumber: '9120044444446' });
    expect(z.parse(registerCustomer.body, sent)).toEqual(sent);
  });

  describe('newsletter topics: POST /api/customers/newsletter-topics/manage', () => {
    it('202: pending confirmation (doc 1 §4)', async () => {
      const backend = fakeBackend({ 'POST /api/customers/newsletter-topics/manage': { status: 202 } });
      const answer = await callWithStatus(backend.api, manageNewsletterTopics, { body: { subscribe: ['weekly'] } });
      expect(newsletterTopicsOutcome(answer)).toBe('pendingConfirmation');
      expect(backend.requests[0]?.body).toEqual({ subscribe: ['weekly'], unsubscribe: [] });
      expect(z.safeParse(manageNewsletterTopics.body, backend.requests[0]?.body).success).toBe(true);
    });

    it('200: updated', async () => {
      const backend = fakeBackend({ 'POST /api/customers/newsletter-topics/manage': { status: 200, body: {} } });
      const answer = await callWithStatus(backend.api, manageNewsletterTopics, { body: { unsubscribe: ['weekly'] } });
      expect(newsletterTopicsOutcome(answer)).toBe('updated');
      expect(backend.requests[0]?.body).toEqual({ subscribe: [], unsubscribe: ['weekly'] });
    });
  });

  describe('customer update is sent only when a field changed (doc 1 §4)', () => {
    const current = aCustomer({ academicTitle: 'Mag.', birthdate: '1990-04-01' });
    it('no change', () => {
      expect(hasCustomerChanges(current, update)).toBe(false);
    });
    it.each([
      ['email', { email: 'neu@frischmarkt.example' }],
      ['salutation', { salutation: 'Male' as const }],
      ['academic title removed', { academicTitle: undefined }],
    ])('%s', (_, change) => {
      expect(hasCustomerChanges(current, { ...update, ...change })).toBe(true);
    });
  });
});
