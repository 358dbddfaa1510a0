import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createCustomerAddress,
  getCustomerAddresses,
  removeCombinedCustomerAddress,
  removeCustomerAddress,
  setPrimaryCustomerAddress,
  updateCustomerAddress,
  MAX_ADDRESSES_PER_CUSTOMER,
} from '@storefront/shared/account';
import { fillAddressPlaceholders } from '@storefront/shared/distribution';
import { call, isApiError } from '@storefront/shared/platform/api';
import { createTestApp, type TestApp } from '../../testing/test-app.test-support';
import { DEMO, shopper } from '../../testing/accounts.test-support';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.close());

const status = (error: unknown) => (isApiError(error) ? [error.status, error.details.errorCode] : error);
const street = { firstName: 'Lukas', lastName: 'Steiner', streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien' };

describe('the address book (doc 2 §7)', () => {
  it('lists the seeded book: delivery, billing, primary first', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const book = await call(anna.api, getCustomerAddresses);
    expect(book.map((a) => [a.id, a.category, a.primary])).toEqual([
      ['a-10001-1', 'delivery', true],
      ['a-10001-2', 'delivery', false],
      ['a-10001-3', 'billing', true],
    ]);
  });

  it('adds addresses: the first of a category is primary, a later one only when asked', async () => {
    const plain = await shopper(testApp.app, DEMO.plain);
    const first = await call(plain.api, createCustomerAddress, { params: { category: 'delivery' }, body: street });
    expect(first).toEqual([expect.objectContaining({ category: 'delivery', primary: true, streetName: 'Argentinierstraße' })]);
    const second = await call(plain.api, createCustomerAddress, { params: { category: 'delivery' }, body: { ...street, streetNumber: '10' } });
    expect(second.filter((a) => a.primary)).toHaveLength(1);
    const third = await call(plain.api, createCustomerAddress, { params: { category: 'delivery' }, body: { ...street, streetNumber: '12', primary: true } });
    expect(third.filter((a) => a.primary).map((a) => a.streetNumber)).toEqual(['12']);
    await call(plain.api, createCustomerAddress, { params: { category: 'billing' }, body: street });
    await call(plain.api, createCustomerAddress, { params: { category: 'combined' }, body: street });
    const book = await call(plain.api, getCustomerAddresses);
    // One primary per category.
    expect(book.filter((a) => a.primary).map((a) => a.category).sort()).toEqual(['billing', 'combined', 'delivery']);
  });

  it('stores missing parts as the placeholders the client sent and the client reads them as empty (doc 2 §5)', async () => {
    const plain = await shopper(testApp.app, DEMO.plain);
    const raw = await plain.send('POST', '/api/customers/addresses/billing', { firstName: 'Lukas', streetName: 'nan', streetNumber: 'na', postalCode: 'nana', city: 'Wien' });
    expect(raw.statusCode).toBe(200);
    expect(raw.json()[0]).toMatchObject({ streetName: 'nan', streetNumber: 'na', postalCode: 'nana' });
    const [address] = await call(plain.api, getCustomerAddresses);
    expect(address).toMatchObject({ streetName: '', streetNumber: '', postalCode: '', city: 'Wien' });
    // The shared client fills the placeholders itself.
    const book = await call(plain.api, createCustomerAddress, { params: { category: 'delivery' }, body: fillAddressPlaceholders({ firstName: 'Lukas', city: 'Graz' }) });
    expect(book.find((a) => a.city === 'Graz')).toMatchObject({ streetName: '', postalCode: '' });
  });

  it(`refuses the ${MAX_ADDRESSES_PER_CUSTOMER + 1}st address with 409 addressLimitReached and keeps ${MAX_ADDRESSES_PER_CUSTOMER}`, async () => {
    const plain = await shopper(testApp.app, DEMO.plain);
    for (let number = 1; number <= MAX_ADDRESSES_PER_CUSTOMER; number++) {
      await call(plain.api, createCustomerAddress, { params: { category: number % 2 ? 'delivery' : 'billing' }, body: { ...street, streetNumber: String(number) } });
    }
    const error = await call(plain.api, createCustomerAddress, { params: { category: 'delivery' }, body: { ...street, streetNumber: '99' } }).catch((e: unknown) => e);
    expect(status(error)).toEqual([409, 'addressLimitReached']);
    expect(isApiError(error) && error.details.customPayload).toEqual({ maxAddresses: MAX_ADDRESSES_PER_CUSTOMER });
    expect(await call(plain.api, getCustomerAddresses)).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
    // Room again after a delete.
    const [first] = await call(plain.api, getCustomerAddresses);
    await call(plain.api, removeCustomerAddress, { params: { id: first?.id ?? '' } });
    const again = call(plain.api, createCustomerAddress, { params: { category: 'delivery' }, body: { ...street, streetNumber: '99' } });
    await expect(again).resolves.toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
  });

  it('updates an address of its category; another category or customer is 404 addressNotFound', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const book = await call(anna.api, updateCustomerAddress, { params: { category: 'delivery' }, body: { ...street, id: 'a-10001-2', primary: true } });
    expect(book.find((a) => a.id === 'a-10001-2')).toMatchObject({ streetName: 'Argentinierstraße', primary: true });
    expect(book.find((a) => a.id === 'a-10001-1')?.primary).toBe(false);
    const asBilling = call(anna.api, updateCustomerAddress, { params: { category: 'billing' }, body: { ...street, id: 'a-10001-2' } });
    expect(status(await asBilling.catch((e: unknown) => e))).toEqual([404, 'addressNotFound']);
    const othersAddress = call(anna.api, updateCustomerAddress, { params: { category: 'combined' }, body: { ...street, id: 'a-10003-1' } });
    expect(status(await othersAddress.catch((e: unknown) => e))).toEqual([404, 'addressNotFound']);
  });

  it('sets the primary address of a category', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const book = await call(anna.api, setPrimaryCustomerAddress, { params: { id: 'a-10001-2' } });
    expect(book.filter((a) => a.category === 'delivery').map((a) => [a.id, a.primary])).toEqual([
      ['a-10001-2', true],
      ['a-10001-1', false],
    ]);
    expect(book.find((a) => a.id === 'a-10001-3')?.primary).toBe(true);
    expect(status(await call(anna.api, setPrimaryCustomerAddress, { params: { id: 'a-unknown' } }).catch((e: unknown) => e))).toEqual([404, 'addressNotFound']);
  });

  it('deletes an address; the oldest left of its category becomes primary', async () => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const book = await call(anna.api, removeCustomerAddress, { params: { id: 'a-10001-1' } });
    expect(book.map((a) => [a.id, a.primary])).toEqual([
      ['a-10001-2', true],
      ['a-10001-3', true],
    ]);
  });

  it('deletes a combined address only through …/combined', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    expect(status(await call(club.api, removeCustomerAddress, { params: { id: 'a-10003-1' } }).catch((e: unknown) => e))).toEqual([404, 'addressNotFound']);
    expect(await call(club.api, getCustomerAddresses)).toHaveLength(1);
    expect(await call(club.api, removeCombinedCustomerAddress, { params: { id: 'a-10003-1' } })).toEqual([]);
    const anna = await shopper(testApp.app, DEMO.anna);
    expect(status(await call(anna.api, removeCombinedCustomerAddress, { params: { id: 'a-10001-1' } }).catch((e: unknown) => e))).toEqual([404, 'addressNotFound']);
  });

  it.each([
    ['POST', '/api/customers/addresses/delivery', { ...street, door: '12345' }, 'door'],
    ['POST', '/api/customers/addresses/delivery', { ...street, postalCode: '10' }, 'postalCode'],
    ['POST', '/api/customers/addresses/delivery', { ...street, streetNumber: '' }, 'streetNumber'],
    ['POST', '/api/customers/addresses/shipping', street, 'category'],
    ['PUT', '/api/customers/addresses/delivery', street, 'id'],
    ['PUT', '/api/customers/addresses/delivery', { ...street, id: 'a-10001-2', email: 'kein-mail' }, 'email'],
    ['POST', '/api/customers/addresses/delivery', { ...street, deliveryNote: 'Hof <links>' }, 'deliveryNote'],
    ['PUT', '/api/customers/addresses/delivery', { ...street, id: 'a-10001-2', deliveryNote: 'x'.repeat(241) }, 'deliveryNote'],
    ['POST', '/api/customers/addresses/combined', { ...street, deliveryNote: '<script>' }, 'deliveryNote'],
    ['POST', '/api/customers/addresses/billing', { ...street, deliveryNote: 'Beim Nachbarn abgeben' }, 'deliveryNote'],
    ['POST', '/api/customers/addresses/delivery', { ...street, phoneNumber: 'nur abends' }, 'phoneNumber'],
    ['PUT', '/api/customers/addresses/delivery', { ...street, id: 'a-10001-2', phoneNumber: '12345' }, 'phoneNumber'],
  ] as const)('%s %s answers 400 naming %s and changes nothing', async (method, url, body, path) => {
    const anna = await shopper(testApp.app, DEMO.anna);
    const before = await call(anna.api, getCustomerAddresses);
    const response = await anna.send(method, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining(path) })]));
    expect(await call(anna.api, getCustomerAddresses)).toEqual(before);
  });
});

/** doc 2 §5 delivery note (max 240, no '<') on delivery and combined addresses, with the address's phone number. */
describe('the delivery note of an address', () => {
  it('keeps the note (trimmed) and phone of a delivery address, and changes them with the address', async () => {
    const plain = await shopper(testApp.app, DEMO.plain);
    const note = 'Bitte im Hof links, 2. Stiege läuten. '.padEnd(236, '.');
    const [added] = await call(plain.api, createCustomerAddress, {
      params: { category: 'delivery' },
      body: { ...street, deliveryNote: `  ${note}  `, phoneNumber: '+43 (0)664/123 45-67' },
    });
    expect(added).toMatchObject({ deliveryNote: note.trim(), phoneNumber: '+43 (0)664/123 45-67' });
    const [changed] = await call(plain.api, updateCustomerAddress, { params: { category: 'delivery' }, body: { ...street, id: added?.id ?? '', deliveryNote: 'Hinterhaus' } });
    expect(changed?.deliveryNote).toBe('Hinterhaus');
    // A blank note is no note.
    const [cleared] = await call(plain.api, updateCustomerAddress, { params: { category: 'delivery' }, body: { ...street, id: added?.id ?? '', deliveryNote: '   ' } });
    expect(cleared).not.toHaveProperty('deliveryNote');
  });

  it('keeps the note of a combined address', async () => {
    const club = await shopper(testApp.app, DEMO.club);
    const book = await call(club.api, updateCustomerAddress, { params: { category: 'combined' }, body: { ...street, id: 'a-10003-1', deliveryNote: 'Portier im Erdgeschoß' } });
    expect(book).toEqual([expect.objectContaining({ id: 'a-10003-1', deliveryNote: 'Portier im Erdgeschoß' })]);
  });

  it('answers 401 without a session', async () => {
    const guest = await shopper(testApp.app);
    const response = await guest.send('POST', '/api/customers/addresses/delivery', { ...street, deliveryNote: 'Hof' });
    expect(response.statusCode).toBe(401);
  });
});
