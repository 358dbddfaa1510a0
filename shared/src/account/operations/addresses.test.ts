import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fillAddressPlaceholders } from '../../distribution/address-placeholders';
import { aCustomerAddress } from '../../fixtures/fixtures.test-support';
import { call } from '../../platform/api/call';
import { isApiError } from '../../platform/api/errors';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { billingAddressRequestSchema } from '../address-request';
import { createCustomerAddress } from './create-customer-address';
import { getCustomerAddresses } from './get-customer-addresses';
import { removeCombinedCustomerAddress } from './remove-combined-customer-address';
import { removeCustomerAddress } from './remove-customer-address';
import { setPrimaryCustomerAddress } from './set-primary-customer-address';
import { updateCustomerAddress } from './update-customer-address';

const book = [aCustomerAddress(), aCustomerAddress({ id: 'address-2', category: 'delivery', primary: false })];
const full = { firstName: 'Anna', lastName: 'Berger', streetName: 'Neubaugasse', streetNumber: '5', postalCode: '1070', city: 'Wien' };

const cases: CallCase[] = (['billing', 'delivery', 'combined'] as const).flatMap((category): CallCase[] => [
  {
    name: `POST a ${category} address`,
    operation: createCustomerAddress,
    input: { params: { category }, body: fillAddressPlaceholders({ ...full, primary: true }) },
    request: `POST /api/customers/addresses/${category}`,
    body: { ...full, primary: true },
    result: book,
  },
  {
    name: `PUT a ${category} address`,
    operation: updateCustomerAddress,
    input: { params: { category }, body: fillAddressPlaceholders({ ...full, id: 'address-1' }) },
    request: `PUT /api/customers/addresses/${category}`,
    body: { ...full, id: 'address-1' },
    result: book,
  },
]);

cases.push(
  {
    name: 'POST a billing address without street: placeholders fill it (doc 2 §5)',
    operation: createCustomerAddress,
    input: { params: { category: 'billing' }, body: fillAddressPlaceholders({ firstName: 'Anna', lastName: 'Berger', city: 'Wien' }) },
    request: 'POST /api/customers/addresses/billing',
    body: { firstName: 'Anna', lastName: 'Berger', streetName: 'nan', streetNumber: 'na', postalCode: 'nana', city: 'Wien' },
    result: book,
  },
  {
    name: 'the address book reads placeholders as empty (doc 2 §5)',
    operation: setPrimaryCustomerAddress,
    input: { params: { id: 'address-2' } },
    request: 'POST /api/customers/addresses/address-2/primary',
    answer: { body: [{ id: 'address-2', category: 'billing', firstName: 'Anna', streetName: 'nan', streetNumber: 'na', postalCode: 'nana', city: 'Wien' }] },
    result: [{ id: 'address-2', category: 'billing', firstName: 'Anna', streetName: '', streetNumber: '', postalCode: '', city: 'Wien', primary: false }],
  },
  {
    name: 'GET the address book, placeholders read as empty',
    operation: getCustomerAddresses,
    request: 'GET /api/customers/addresses',
    answer: { body: [{ id: 'address-3', category: 'delivery', primary: true, streetName: 'Neubaugasse', streetNumber: 'na', postalCode: '1070', city: 'Wien' }] },
    result: [{ id: 'address-3', category: 'delivery', primary: true, streetName: 'Neubaugasse', streetNumber: '', postalCode: '1070', city: 'Wien' }],
  },
  {
    name: 'DELETE an address by id, URL-encoded',
    operation: removeCustomerAddress,
    input: { params: { id: 'a/1' } },
    request: 'DELETE /api/customers/addresses/a%2F1',
    result: [],
  },
  {
    name: 'DELETE a combined address',
    operation: removeCombinedCustomerAddress,
    input: { params: { id: 'address-1' } },
    request: 'DELETE /api/customers/addresses/address-1/combined',
    result: book.slice(1),
  },
);

describe('customer address calls (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it.each([
    ['primary', (api: Parameters<typeof call>[0]) => call(api, setPrimaryCustomerAddress, { params: { id: '' } })],
    ['delete', (api: Parameters<typeof call>[0]) => call(api, removeCustomerAddress, { params: { id: ' ' } })],
    ['delete combined', (api: Parameters<typeof call>[0]) => call(api, removeCombinedCustomerAddress, { params: { id: '' } })],
    [
      'update',
      (api: Parameters<typeof call>[0]) => call(api, updateCustomerAddress, { params: { category: 'billing' }, body: { ...full, id: '' } }),
    ],
  ])('rejects an empty address id locally (doc 2 §5): %s', async (_, attempt) => {
    const backend = fakeBackend({});
    const error = await attempt(backend.api).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('rejected-locally');
    expect(backend.requests).toHaveLength(0);
  });

  it('rejects a category that is not billing, delivery or combined locally', async () => {
    const backend = fakeBackend({});
    await expect(call(backend.api, createCustomerAddress, { params: { category: 'shipping' }, body: full })).rejects.toMatchObject({
      kind: 'rejected-locally',
    });
    expect(backend.requests).toHaveLength(0);
  });

  it('the request schema holds the form rules (doc 2 §5)', () => {
    const body = createCustomerAddress.body;
    expect(z.safeParse(body, { ...full, door: '12345' }).success).toBe(false);
    expect(z.safeParse(body, { ...full, streetNumber: '' }).success).toBe(false);
    expect(z.safeParse(body, { ...full, postalCode: '10' }).success).toBe(false);
    expect(z.safeParse(body, { ...full, salutation: 'Family' }).success).toBe(false);
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
