// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ruleMessage } from './rule-message';
import { anyText, anyValue, firstMessage, RUNS } from './rule-properties.test-support';
import {
  firstCharacterNotAllowed,
  matches,
  optionalText,
  requiredChoice,
  requiredText,
  requiredYesNo,
  uppercaseOnly,
} from './rules';

describe('rule building blocks, 1,000 inputs per property', () => {
  it('uppercase only: text without a lowercase letter passes, one lowercase letter anywhere fails', () => {
    const field = optionalText(uppercaseOnly());
    fc.assert(
      fc.property(anyText, (text) => {
        const upper = text.toUpperCase();
        // Some characters have no uppercase form of their own (ŉ); those are left out.
        fc.pre(!/\p{Ll}/u.test(upper));
        expect(firstMessage(field, upper)).toBeUndefined();
        expect(firstMessage(field, `${upper}ä`)).toBe(ruleMessage('validation.uppercaseOnly'));
      }),
      RUNS,
    );
    expect(firstMessage(field, 'STRASSE')).toBeUndefined();
    expect(firstMessage(field, 'STRAßE')).toBe('validation.uppercaseOnly');
  });

  it('firstCharacterNotAllowed names the first character outside the set, as a whole code point', () => {
    const digitsOnly = /^[0-9]$/;
    fc.assert(
      fc.property(anyText, (text) => {
        const found = firstCharacterNotAllowed(text, digitsOnly);
        const index = [...text].findIndex((character) => !digitsOnly.test(character));
        expect(found).toBe(index < 0 ? undefined : [...text][index]);
      }),
      RUNS,
    );
    expect(firstCharacterNotAllowed('12🙂3x', digitsOnly)).toBe('🙂');
  });

  it('a field reports only its first failing rule, and never throws', () => {
    const field = requiredText(matches(/^[a-z]+$/), matches(/^.{3}$/));
    fc.assert(
      fc.property(anyValue, (value) => {
        const result = field.safeParse(value);
        expect(result.success ? 0 : result.error.issues.length).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
    expect(firstMessage(field, 'AB')).toBe('validation.invalidFormat');
  });

  it('a required field: missing is "required", a value that is no text is "invalid format"', () => {
    const field = requiredText();
    expect(firstMessage(field, undefined)).toBe('validation.required');
    expect(firstMessage(field, null)).toBe('validation.required');
    expect(firstMessage(field, 3)).toBe('validation.invalidFormat');
    expect(firstMessage(optionalText(), 3)).toBe('validation.invalidFormat');
    expect(firstMessage(optionalText(), null)).toBe('validation.invalidFormat');
  });

  it('a choice: nothing chosen is "choose at least one value"', () => {
    expect(firstMessage(requiredChoice(), '')).toBe('validation.chooseOne');
    expect(firstMessage(requiredChoice(), undefined)).toBe('validation.chooseOne');
    expect(firstMessage(requiredChoice(), 'Male')).toBeUndefined();
    expect(requiredYesNo().safeParse('true').data).toBe(true);
    expect(requiredYesNo().safeParse(false).data).toBe(false);
    expect(firstMessage(requiredYesNo(), 'yes')).toBe('validation.chooseOne');
  });

  it('a form-level rule still runs when a field failed (the checks do not abort)', () => {
    const form = z
      .object({ a: requiredText(), b: z.string() })
      .check(z.refine((values) => values.b === 'ok', { error: 'form', path: ['b'] }));
    const result = form.safeParse({ a: '', b: 'no' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.required', 'form']);
  });
});
