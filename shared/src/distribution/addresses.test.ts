import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addressSchema, billingAddressSchema, customerAddressSchema } from './addresses';

describe('addresses (doc 2 §3)', () => {
  it('billing and customer addresses read the placeholders of missing parts as empty (doc 2 §5)', () => {
    const sent = { firstName: 'Anna', streetName: 'nan', streetNumber: 'na', postalCode: 'nana', city: 'Wien' };
    expect(z.parse(billingAddressSchema, sent)).toEqual({ firstName: 'Anna', streetName: '', streetNumber: '', postalCode: '', city: 'Wien' });
    expect(z.parse(customerAddressSchema, { ...sent, id: 'a1', category: 'billing' })).toMatchObject({
      streetName: '',
      city: 'Wien',
      id: 'a1',
      category: 'billing',
      primary: false,
    });
  });

  it('every part of an address as read may be missing', () => {
    expect(z.parse(addressSchema, {})).toEqual({});
    expect(z.safeParse(addressSchema, { salutation: 'Herr' }).success).toBe(false);
  });

  it('a customer address has an id and one of the categories billing, delivery, combined', () => {
    expect(z.safeParse(customerAddressSchema, { id: 'a1', category: 'shipping' }).success).toBe(false);
    expect(z.safeParse(customerAddressSchema, { id: '', category: 'billing' }).success).toBe(false);
  });
});
