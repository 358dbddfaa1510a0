import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aCustomer } from '../../fixtures/fixtures';
import {
  getCommunicationSettings,
  hasCustomerChanges,
  manageNewsletterTopics,
  manageNewsletterTopicsRequestSchema,
  registerCustomer,
  registerCustomerQuerySchema,
  registerCustomerRequestSchema,
  updateCommunicationSettings,
  updateCommunicationSettingsRequestSchema,
  updateCustomer,
  updateCustomerRequestSchema,
  type CustomerRegistration,
} from './customers';
import { checkEndpointCall, fakeBackend, type EndpointCallCase } from '../../platform/api/harness.test-support';

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

const cases: EndpointCallCase[] = [
  {
    name: 'PUT the six customer fields',
    call: (api) => updateCustomer(api, update),
    request: 'PUT /api/customers',
    body: update,
    bodySchema: updateCustomerRequestSchema,
    answer: { body: { ...anna, academicTitle: 'Mag.', birthdate: '1990-04-01' } },
    result: { ...anna, academicTitle: 'Mag.', birthdate: '1990-04-01' },
  },
  {
    name: 'GET the communication settings',
    call: (api) => getCommunicationSettings(api),
    request: 'GET /api/customers/communication-settings',
    result: settings,
  },
  {
    name: 'PUT the communication settings, answered with them',
    call: (api) => updateCommunicationSettings(api, settings),
    request: 'PUT /api/customers/communication-settings',
    body: settings,
    bodySchema: updateCommunicationSettingsRequestSchema,
    result: settings,
  },
  {
    name: 'PUT the communication settings, answered with no content: the sent ones',
    call: (api) => updateCommunicationSettings(api, settings),
    request: 'PUT /api/customers/communication-settings',
    body: settings,
    answer: { status: 204 },
    result: settings,
  },
];

describe('customer endpoints (doc 1 §7, doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));

  describe('registration: POST /api/customers', () => {
    it('200: registered, with the customer (Family removed)', async () => {
      const backend = fakeBackend({ 'POST /api/customers': { status: 200, body: family } });
      await expect(registerCustomer(backend.api, registration, 'captcha-answer')).resolves.toEqual({
        status: 'registered',
        customer: annaWithoutSalutation,
      });
      const [sent] = backend.requests;
      expect(sent?.query).toEqual({ recaptchaResponse: 'captcha-answer' });
      expect(z.safeParse(registerCustomerQuerySchema, sent?.query).success).toBe(true);
      expect(sent?.body).toEqual(registration);
      expect(z.safeParse(registerCustomerRequestSchema, sent?.body).success).toBe(true);
    });

    it('202: a confirmation mail was sent (doc 2 §5)', async () => {
      const backend = fakeBackend({ 'POST /api/customers': { status: 202 } });
      await expect(registerCustomer(backend.api, registration)).resolves.toEqual({ status: 'confirmationSent' });
      expect(backend.requests[0]?.query).toEqual({});
    });

    it('a 200 without the customer is a broken contract', async () => {
      const backend = fakeBackend({ 'POST /api/customers': { status: 200 } });
      await expect(registerCustomer(backend.api, registration)).rejects.toMatchObject({ kind: 'contract' });
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
    ])('the registration request rejects %s (doc 2 §5)', (_, change) => {
      expect(z.safeParse(registerCustomerRequestSchema, { ...registration, ...change }).success).toBe(false);
    });
  });

  it('the registration request takes the phone number as the form does: + and 7 to 15 digits, single blanks allowed', () => {
    for (const phoneNumber of ['+436641234567', '+43 664 1234567']) {
      expect(z.safeParse(registerCustomerRequestSchema, { ...registration, phoneNumber }).success, phoneNumber).toBe(true);
    }
    expect(z.safeParse(registerCustomerRequestSchema, { ...registration, phoneNumber: '+43  664' }).success).toBe(false);
  });

  describe('newsletter topics: POST /api/customers/newsletter-topics/manage', () => {
    it('202: pending confirmation (doc 1 §4)', async () => {
      const backend = fakeBackend({ 'POST /api/customers/newsletter-topics/manage': { status: 202 } });
      await expect(manageNewsletterTopics(backend.api, { subscribe: ['weekly'] })).resolves.toBe('pendingConfirmation');
      expect(backend.requests[0]?.body).toEqual({ subscribe: ['weekly'], unsubscribe: [] });
      expect(z.safeParse(manageNewsletterTopicsRequestSchema, backend.requests[0]?.body).success).toBe(true);
    });

    it('200: updated', async () => {
      const backend = fakeBackend({ 'POST /api/customers/newsletter-topics/manage': { status: 200, body: {} } });
      await expect(manageNewsletterTopics(backend.api, { unsubscribe: ['weekly'] })).resolves.toBe('updated');
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
