import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCustomer } from '@storefront/shared/fixtures';
import { EMPTY_PREFILL, prefillFromCustomer } from './prefill-from-customer';

const TODAY = { year: 2026, month: 3, day: 2 };

describe('prefillFromCustomer (doc 1 §4)', () => {
  it('fills the person fields from the customer and the billing address', () => {
    const customer = aCustomer({
      academicTitle: 'Mag.',
      birthdate: '24.12.1990',
      salutation: 'Female',
      phoneNumber: '06641234567',
      streetName: 'Mariahilfer Straße',
      streetNumber: '12',
      postalCode: '1070',
      city: 'Wien',
      country: 'AT',
    });
    expect(prefillFromCustomer(customer, TODAY)).toEqual({
      firstname: 'Anna',
      surname: 'Berger',
      email: 'kundin@frischmarkt.example',
      academicTitle: 'Mag.',
      age: '35',
      gender: 'Female',
      telephoneNumber: '+43 6641234567',
      street: 'Mariahilfer Straße 12',
      zip: '1070',
      city: 'Wien',
      countryCode: 'AT',
    });
  });

  it('computes the age from the birthdate in either format, one more on the birthday', () => {
    expect(prefillFromCustomer(aCustomer({ birthdate: '1990-03-02' }), TODAY).age).toBe('36');
    expect(prefillFromCustomer(aCustomer({ birthdate: '3.3.1990' }), TODAY).age).toBe('35');
    expect(prefillFromCustomer(aCustomer({ birthdate: 'irgendwann' }), TODAY).age).toBe('');
  });

  it('keeps a phone number that does not parse as it was typed (doc 1 §8)', () => {
    expect(prefillFromCustomer(aCustomer({ phoneNumber: 'bitte abends anrufen' }), TODAY).telephoneNumber).toBe('bitte abends anrufen');
    expect(prefillFromCustomer(aCustomer({ phoneNumber: '+49 (0)30 1234567' }), TODAY).telephoneNumber).toBe('+49 301234567');
  });

  it('is empty for nobody, so clearing the customer resets every field', () => {
    expect(prefillFromCustomer(null, TODAY)).toEqual(EMPTY_PREFILL);
  });

  it('never throws and fills only text, for any birthdate and phone', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (birthdate, phoneNumber) => {
        const values = prefillFromCustomer(aCustomer({ birthdate, phoneNumber }), TODAY);
        for (const value of Object.values(values)) expect(typeof value).toBe('string');
        if (values.age !== '') expect(Number(values.age)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });
});
