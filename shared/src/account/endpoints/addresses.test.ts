import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aCustomerAddress } from '../../fixtures/fixtures';
import { isApiError } from '../../platform/api/errors';
import {
  billingAddressRequestSchema,
  createCustomerAddress,
  createCustomerAddressRequestSchema,
  getCustomerAddresses,
  removeCombinedCustomerAddress,
  removeCustomerAddress,
  setPrimaryCustomerAddress,
  updateCustomerAddress,
  updateCustomerAddressRequestSchema,
} from './addresses';
import { checkEndpointCall, fakeBackend, type EndpointCallCase } from '../../platform/api/harness.test-support';

const book = [aCustomerAddress(), aCustomerAddress({ id: 'address-2', category: 'delivery', primary: false })];
const full = { firstName: 'Anna', lastName: 'Berger', streetName: 'Neubaugasse', streetNumber: '5', postalCode: '1070', city: 'Wien' };

const cases: EndpointCallCase[] = (['billing', 'delivery', 'combined'] as const).flatMap((category): EndpointCallCase[] => [
  {
    name: `POST a ${category} address`,
    call: (api) => createCustomerAddress(api, category, { ...full, primary: true }),
    request: `POST /api/customers/addresses/${category}`,
    body: { ...full, primary: true },
    bodySchema: createCustomerAddressRequestSchema,
    result: book,
  },
  {
    name: `PUT a ${category} address`,
    call: (api) => updateCustomerAddress(api, category, { ...full, id: 'address-1' }),
    request: `PUT /api/customers/addresses/${category}`,
    body: { ...full, id: 'address-1' },
    bodySchema: updateCustomerAddressRequestSchema,
    result: book,
  },
]);

cases.push(
  {
    name: 'POST a billing address without street: placeholders fill it (doc 2 §5)',
    call: (api) => createCustomerAddress(api, 'billing', { firstName: 'Anna', lastName: 'Berger', city: 'Wien' }),
    request: 'POST /api/customers/addresses/billing',
    body: { firstName: 'Anna', lastName: 'Berger', streetName: 'nan', streetNumber: 'na', postalCode: 'nana', city: 'Wien' },
    bodySchema: createCustomerAddressRequestSchema,
    result: book,
  },
  {
    name: 'the address book reads placeholders as empty (doc 2 §5)',
    call: (api) => setPrimaryCustomerAddress(api, 'address-2'),
    request: 'POST /api/customers/addresses/address-2/primary',
    answer: { body: [{ id: 'address-2', category: 'billing', firstName: 'Anna', streetName: 'nan', streetNumber: 'na', postalCode: 'nana', city: 'Wien' }] },
    result: [{ id: 'address-2', category: 'billing', firstName: 'Anna', streetName: '', streetNumber: '', postalCode: '', city: 'Wien', primary: false }],
  },
  {
    name: 'GET the address book, placeholders read as empty',
    call: (api) => getCustomerAddresses(api),
    request: 'GET /api/customers/addresses',
    answer: { body: [{ id: 'address-3', category: 'delivery', primary: true, streetName: 'Neubaugasse', streetNumber: 'na', postalCode: '1070', city: 'Wien' }] },
    result: [{ id: 'address-3', category: 'delivery', primary: true, streetName: 'Neubaugasse', streetNumber: '', postalCode: '1070', city: 'Wien' }],
  },
  {
    name: 'DELETE an address by id, URL-encoded',
    call: (api) => removeCustomerAddress(api, 'a/1'),
    request: 'DELETE /api/customers/addresses/a%2F1',
    result: [],
  },
  {
    name: 'DELETE a combined address',
    call: (api) => removeCombinedCustomerAddress(api, 'address-1'),
    request: 'DELETE /api/customers/addresses/address-1/combined',
    result: book.slice(1),
  },
);

describe('customer address endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));

  it.each([
    ['primary', (api: Parameters<typeof removeCustomerAddress>[0]) => setPrimaryCustomerAddress(api, '')],
    ['delete', (api: Parameters<typeof removeCustomerAddress>[0]) => removeCustomerAddress(api, ' ')],
    ['delete combined', (api: Parameters<typeof removeCustomerAddress>[0]) => removeCombinedCustomerAddress(api, '')],
    ['update', (api: Parameters<typeof removeCustomerAddress>[0]) => updateCustomerAddress(api, 'billing', { ...full, id: '' })],
  ])('rejects an empty address id locally (doc 2 §5): %s', async (_, call) => {
    const backend = fakeBackend({});
    const error = await call(backend.api).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('rejected-locally');
    expect(backend.requests).toHaveLength(0);
  });

  it('the request schema holds the form rules (doc 2 §5)', () => {
    expect(z.safeParse(createCustomerAddressRequestSchema, { ...full, door: '12345' }).success).toBe(false);
    expect(z.safeParse(createCustomerAddressRequestSchema, { ...full, streetNumber: '' }).success).toBe(false);
    expect(z.safeParse(createCustomerAddressRequestSchema, { ...full, postalCode: '10' }).success).toBe(false);
    expect(z.safeParse(createCustomerAddressRequestSchema, { ...full, salutation: 'Family' }).success).toBe(false);
  });
});

describe('the billing address request (doc 2 §5)', () => {
  const address = { streetName: 'Mariahilfer Straße', streetNumber: '1', postalCode: '1060', city: 'Wien' };
  it('takes a phone number in the legacy pattern, or none (blank is none)', () => {
    for (const phoneNumber of [undefined, '', '  ', '+43 (0)664/123 45-67', '01 5871234']) {
      expect(z.safeParse(billingAddressRequestSchema, { ...address, phoneNumber }).success, String(phoneNumber)).toBe(true);
    }
  });
  it('refuses a phone number that is not one', () => {
    for (const phoneNumber of ['abc', '12345', '+43 664 1234567 ext. 5']) {
      expect(z.safeParse(billingAddressRequestSchema, { ...address, phoneNumber }).success, phoneNumber).toBe(false);
    }
  });
});
