// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_KEYS } from '../validation/message-keys';
import {
  anyText,
  anyValue,
  expectRuleMessages,
  firstMessage,
  messagesOf,
  refusedCharacterMessage,
  RUNS,
} from '../validation/rule-properties.test-support';
import { parsePhone } from './parse-phone';
import { createPhoneField, phoneField } from './phone-field';
import { PHONE_MESSAGE_KEYS } from './phone-messages';

const KNOWN = new Set<string>([...VALIDATION_MESSAGE_KEYS, ...Object.values(PHONE_MESSAGE_KEYS)]);
const phoneLikeText = fc.string({ unit: fc.constantFrom(...'0123456789+ -()/'), maxLength: 30 });

describe('phoneField, 1,000 inputs per property', () => {
  it('agrees with parsePhone: a number it reads passes, else the phone.* message of its error', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, phoneLikeText), (raw) => {
        fc.pre(raw.trim() !== '');
        const parsed = parsePhone(raw);
        // A control or invisible character is told first, as in every text field: the parser reads past some of them.
        expect(firstMessage(phoneField, raw)).toBe(refusedCharacterMessage(raw) ?? (parsed.ok ? undefined : PHONE_MESSAGE_KEYS[parsed.error]));
      }),
      RUNS,
    );
  });

  it('never throws on any value, and says only known messages', () => {
    const optional = createPhoneField({ required: false, defaultCountry: 'DE' });
    fc.assert(
      fc.property(anyValue, (value) => {
        expectRuleMessages(messagesOf(phoneField, value), KNOWN);
        expectRuleMessages(messagesOf(optional, value), KNOWN);
      }),
      RUNS,
    );
  });

  it('is required unless told otherwise', () => {
    expect(firstMessage(phoneField, '')).toBe('validation.required');
    expect(firstMessage(phoneField, '0664 1234567')).toBeUndefined();
    expect(firstMessage(phoneField, '+43 1')).toBe('phone.tooShort');
    const optional = createPhoneField({ required: false, defaultCountry: 'DE' });
    expect(firstMessage(optional, '')).toBeUndefined();
    expect(firstMessage(optional, undefined)).toBeUndefined();
    expect(firstMessage(optional, '030 12345678')).toBeUndefined();
    expect(firstMessage(optional, 'abc')).toBe('phone.notANumber');
    expect(firstMessage(optional, 5)).toBe('phone.notANumber');
  });
});
