import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import fc from 'fast-check';
import { communicationSettingsSchema } from '../../account/communication-settings';
import { SALUTATIONS, customerFromBackend, customerSchema, favoriteStoreSchema } from './customer';

const backendCustomer = {
  id: 'c-1',
  email: 'kundin@frischmarkt.example',
  firstName: 'Anna',
  lastName: 'Berger',
  salutation: 'Family',
};

describe('customer (doc 1 §3, doc 2 §3)', () => {
  it('removes Family from a loaded customer', () => {
    const customer = customerFromBackend(z.parse(customerSchema, backendCustomer));
    expect(customer).not.toHaveProperty('salutation');
    expect(customer.firstName).toBe('Anna');
  });

  it('keeps every other salutation, and a customer without one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SALUTATIONS.filter((s) => s !== 'Family'), undefined), (salutation) => {
        const parsed = z.parse(customerSchema, { ...backendCustomer, salutation });
        expect(customerFromBackend(parsed)).toBe(parsed);
      }),
    );
  });

  it('defaults newsletter topics to none and first orders to true', () => {
    const customer = z.parse(customerSchema, { ...backendCustomer, salutation: 'Male' });
    expect(customer.newsletterTopics).toEqual([]);
    expect(customer.firstOrderDelivery).toBe(true);
    expect(customer.firstOrderClickAndCollect).toBe(true);
  });

  it('reads the checkout and registration fields of doc 2 §3', () => {
    const fields = {
      title: 'BSc',
      companyName: 'Frischmarkt GmbH',
      valueAddedTaxId: 'ATU12345678',
      companyRegistrationNumber: 'FN123456a',
      stairCase: '2',
      floor: '3',
      door: '14',
      postalCode: '1070',
      city: 'Wien',
      country: 'AT',
      phoneNumber: '+436641234567',
      favoriteStore: { storeType: 'MY_STORE_1010', storeId: '1010' },
      newsletterTopics: [{ newsletterTopicId: 'weekly' }],
      firstOrderDelivery: false,
    };
    expect(z.parse(customerSchema, { ...backendCustomer, ...fields })).toMatchObject(fields);
  });

  it('rejects a customer without a valid email', () => {
    expect(z.safeParse(customerSchema, { ...backendCustomer, email: 'anna' }).success).toBe(false);
  });

  it('reads communication settings and a favorite store', () => {
    const settings = { personalEmailAllowed: true, personalMailAllowed: false, personalSmsAllowed: true };
    expect(z.parse(communicationSettingsSchema, settings)).toEqual(settings);
    expect(z.safeParse(communicationSettingsSchema, { personalEmailAllowed: true }).success).toBe(false);
    expect(z.parse(favoriteStoreSchema, { storeType: 'MY_STORE_7', storeId: '7' })).toEqual({ storeType: 'MY_STORE_7', storeId: '7' });
  });
});
