import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_PLACEHOLDERS, fillAddressPlaceholders, stripAddressPlaceholders } from './address-placeholders';
import { requireNonEmpty } from '../platform/api/local-rules';

describe('address placeholders (doc 2 §5)', () => {
  it('fills missing parts on submit and strips them on read', () => {
    const submitted = fillAddressPlaceholders({ streetName: 'Hauptstraße', streetNumber: ' ', postalCode: undefined, city: 'Wien', floor: '2' });
    expect(submitted).toEqual({ streetName: 'Hauptstraße', streetNumber: 'na', postalCode: 'nana', city: 'Wien', floor: '2' });
    expect(stripAddressPlaceholders(submitted)).toEqual({ streetName: 'Hauptstraße', streetNumber: '', postalCode: '', city: 'Wien', floor: '2' });
  });

  it('uses the three placeholders of the spec', () => {
    expect(new Set(Object.values(ADDRESS_PLACEHOLDERS))).toEqual(new Set(['na', 'nana', 'nan']));
  });

  it('round-trips any address: what was given survives, what was missing reads empty', () => {
    const part = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(fc.record({ streetName: part, streetNumber: part, postalCode: part, city: part }), (address) => {
        const read = stripAddressPlaceholders(fillAddressPlaceholders(address));
        for (const key of ['streetName', 'streetNumber', 'postalCode', 'city'] as const) {
          const given = address[key];
          const blank = given === undefined || given.trim() === '';
          expect(read[key]).toBe(blank || given === ADDRESS_PLACEHOLDERS[key] ? '' : given);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('local rejection (doc 2 §5)', () => {
  it('rejects an empty discount code or address id without a request', () => {
    expect(() => requireNonEmpty('  ', 'discountCode')).toThrow(expect.objectContaining({ kind: 'rejected-locally', status: 400 }));
    expect(() => requireNonEmpty('', 'addressId')).toThrow(expect.objectContaining({ details: { errorCode: 'empty-addressId' } }));
    expect(requireNonEmpty(' SOMMER10 ', 'discountCode')).toBe('SOMMER10');
  });
});
