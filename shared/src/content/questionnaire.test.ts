// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionnaireAgeField, questionnaireFormSchema } from './questionnaire';
import { ruleMessage } from '../platform/validation/rule-message';
import {
  anyCharacter,
  anyValue,
  expectRuleMessages,
  firstMessage,
  messagesOf,
  RUNS,
} from '../platform/validation/rule-properties.test-support';

describe('questionnaire age (doc 2 §5), 1,000 inputs per property', () => {
  it('an integer passes exactly when greater than 0 and less than 100, typed or prefilled', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 105 }), fc.integer()), (age) => {
        const expected = age > 0 && age < 100 ? undefined : ruleMessage('validation.numberRange', 1, 99);
        expect(firstMessage(questionnaireAgeField, age)).toBe(expected);
        expect(firstMessage(questionnaireAgeField, String(age))).toBe(expected);
        expect(firstMessage(questionnaireAgeField, ` ${age} `)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('a number that is not whole, or text that is no integer, is "integers only"', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (age) => {
        fc.pre(!Number.isInteger(age));
        expect(firstMessage(questionnaireAgeField, age)).toBe(ruleMessage('validation.integersOnly'));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.string({ unit: anyCharacter, maxLength: 10 }), (text) => {
        fc.pre(text.trim() !== '' && !/^\s*[+-]?[0-9]+\s*$/.test(text));
        expect(firstMessage(questionnaireAgeField, text)).toBe(ruleMessage('validation.integersOnly'));
      }),
      RUNS,
    );
  });

  it('never throws on any form, and says only rule messages', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.record({ age: anyValue })), (form) => {
        expectRuleMessages(messagesOf(questionnaireFormSchema, form));
      }),
      RUNS,
    );
  });

  it('is optional, and keeps the prefilled fields', () => {
    expect(messagesOf(questionnaireFormSchema, { age: '' })).toEqual([]);
    expect(questionnaireFormSchema.safeParse({ firstname: 'Anna' }).data).toEqual({ firstname: 'Anna' });
    expect(messagesOf(questionnaireFormSchema, { age: '12.5' })).toEqual(['validation.integersOnly']);
    expect(messagesOf(questionnaireFormSchema, { age: true })).toEqual(['validation.integersOnly']);
  });
});
