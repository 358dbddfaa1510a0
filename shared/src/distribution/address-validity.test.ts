// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createAddressValidityFields,
  createAddressValiditySchema,
  geocodingMessage,
  isGeocodingComplete,
  type GeocodingResult,
} from './address-validity';
import { isLegacyPhone } from '../platform/validation/phone-patterns';
import { ruleMessage } from '../platform/validation/rule-message';
import {
  anyText,
  anyValue,
  expectRuleMessages,
  firstMessage,
  letterOrDigit,
  messagesOf,
  refusedCharacterMessage,
  RUNS,
  textRuleProperties,
} from '../platform/validation/rule-properties.test-support';

const optionalPhone = createAddressValidityFields({ deliveryPhoneNumber: 'Optional' });
const mandatoryPhone = createAddressValidityFields({ deliveryPhoneNumber: 'Mandatory' });

describe('address validity (doc 2 §5), 1,000 inputs per property', () => {
  textRuleProperties('street number', optionalPhone.streetNumber, { required: 'blank', unit: letterOrDigit });
  textRuleProperties('street name', optionalPhone.streetName, { required: 'blank', unit: letterOrDigit });
  textRuleProperties('postal code', optionalPhone.postalCode, { required: 'blank', unit: letterOrDigit });
  textRuleProperties('city', optionalPhone.city, { required: 'blank', unit: letterOrDigit });

  it('delivery phone: optional or mandatory as configured; when given, the legacy pattern', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.stringMatching(/^\+?[0-9 ()/-]{4,30}$/)), (phone) => {
        const expected =
          phone === '' ? undefined : (refusedCharacterMessage(phone) ?? (isLegacyPhone(phone) ? undefined : ruleMessage('validation.invalidFormat')));
        expect(firstMessage(optionalPhone.deliveryPhoneNumber, phone)).toBe(expected);
        expect(firstMessage(mandatoryPhone.deliveryPhoneNumber, phone)).toBe(
          phone.trim() === '' ? ruleMessage('validation.required') : expected,
        );
      }),
      RUNS,
    );
    expect(firstMessage(optionalPhone.deliveryPhoneNumber, undefined)).toBeUndefined();
    expect(firstMessage(mandatoryPhone.deliveryPhoneNumber, undefined)).toBe('validation.required');
  });

  it('geocoding: complete only with every part and a position; else the configured message', () => {
    const part = fc.option(fc.oneof(anyText, fc.constantFrom('Wien', '12')), { nil: undefined });
    const position = fc.option(fc.record({ lat: fc.double(), lng: fc.double() }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ streetName: part, streetNumber: part, postalCode: part, city: part, position }),
        (result: GeocodingResult) => {
          const parts = [result.streetName, result.streetNumber, result.postalCode, result.city];
          const complete =
            parts.every((p) => typeof p === 'string' && p.trim().length > 0) &&
            result.position !== undefined &&
            result.position !== null &&
            Number.isFinite(result.position.lat) &&
            Number.isFinite(result.position.lng);
          expect(isGeocodingComplete(result)).toBe(complete);
          expect(geocodingMessage(result, 'checkout.address.invalid')).toBe(
            complete ? undefined : 'checkout.address.invalid',
          );
        },
      ),
      RUNS,
    );
    expect(geocodingMessage(undefined)).toBe('validation.invalidAddress');
    expect(
      geocodingMessage({
        streetName: 'Hauptstraße',
        streetNumber: '1',
        postalCode: '1010',
        city: 'Wien',
        position: { lat: 48.2, lng: 16.37 },
      }),
    ).toBeUndefined();
  });

  it('never throws on any address, says only rule messages, and keeps the other parts', () => {
    const schema = createAddressValiditySchema({ deliveryPhoneNumber: 'Mandatory' });
    fc.assert(
      fc.property(
        fc.oneof(anyValue, fc.record({ streetName: anyValue, city: anyValue, deliveryPhoneNumber: anyValue })),
        (address) => {
          expectRuleMessages(messagesOf(schema, address));
        },
      ),
      RUNS,
    );
    const address = {
      streetNumber: '1',
      streetName: 'Hauptstraße',
      postalCode: '1010',
      city: 'Wien',
      deliveryPhoneNumber: '0664 1234567',
      floor: '2',
    };
    expect(schema.safeParse(address).data).toEqual(address);
    expect(messagesOf(schema, { ...address, city: '', deliveryPhoneNumber: '' })).toEqual([
      'validation.required',
      'validation.required',
    ]);
  });
});
