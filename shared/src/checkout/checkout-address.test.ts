// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutAddressSchema, checkoutFields } from './checkout-address';
import {
  anyValue,
  expectRuleMessages,
  letterOrDigit,
  messagesOf,
  RUNS,
  textRuleProperties,
} from '../platform/validation/rule-properties.test-support';

describe('checkout rules (doc 2 §5), 1,000 inputs per property', () => {
  textRuleProperties('street name', checkoutFields.streetName, { required: 'blank', unit: letterOrDigit, max: 255 });
  textRuleProperties('street number', checkoutFields.streetNumber, { required: 'blank', unit: letterOrDigit, max: 5 });
  textRuleProperties('additional street info', checkoutFields.additionalStreetInfo, {
    required: false,
    unit: letterOrDigit,
    max: 255,
  });
  textRuleProperties('delivery-address text', checkoutFields.deliveryAddressText, {
    required: false,
    unit: letterOrDigit,
    max: 60,
    forbids: '<',
  });

  it('never throws on any form, and says only rule messages', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyValue, fc.record({ streetName: anyValue, streetNumber: anyValue, deliveryAddressText: anyValue })),
        (form) => {
          expectRuleMessages(messagesOf(checkoutAddressSchema, form));
        },
      ),
      RUNS,
    );
  });

  it('tells each field its message', () => {
    const result = checkoutAddressSchema.safeParse({
      streetName: '',
      streetNumber: '123456',
      deliveryAddressText: 'Bitte <läuten>',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['streetName', 'validation.required'],
      ['streetNumber', 'validation.maxLength|5'],
      ['deliveryAddressText', 'validation.characterNotAllowed|<'],
    ]);
    expect(messagesOf(checkoutAddressSchema, { streetName: 'Hauptstraße', streetNumber: '12' })).toEqual([]);
  });
});
