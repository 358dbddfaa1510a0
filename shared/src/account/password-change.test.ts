// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './password-change';
import { ruleMessage } from '../platform/validation/rule-message';
import {
  anyValue,
  codePointName,
  expectRuleMessages,
  firstMessage,
  letterOrDigit,
  messagesOf,
  refusedCharacter,
  RUNS,
  textOfLength,
} from '../platform/validation/rule-properties.test-support';
import { requiredPassword } from '../platform/validation/rules';
import { newPasswordField } from './password';

const issuesOf = (values: unknown) =>
  passwordChangeSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('password change (doc 2 §5), 1,000 inputs per property', () => {
  it('new password: 8 to 50 characters pass, 7 and 51 fail, empty is required', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }).chain((n) => textOfLength(letterOrDigit, n)),
        (password) => {
          const expected =
            password === ''
              ? [['newPassword', ruleMessage('validation.required')]]
              : password.length < 8
                ? [['newPassword', ruleMessage('validation.minLength', 8)]]
                : password.length > 50
                  ? [['newPassword', ruleMessage('validation.maxLength', 50)]]
                  : [];
          expect(issuesOf({ oldPassword: 'alt', newPassword: password, repeatPassword: password })).toEqual(expected);
        },
      ),
      RUNS,
    );
  });

  it('a repeat that differs is told at the repeat field, whatever else is wrong', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        (oldPassword, newPassword, repeatPassword) => {
          const issues = issuesOf({ oldPassword, newPassword, repeatPassword });
          const differs = issues.some(
            ([path, text]) => path === 'repeatPassword' && text === ruleMessage('validation.passwordsDiffer'),
          );
          expect(differs).toBe(newPassword !== repeatPassword);
        },
      ),
      RUNS,
    );
  });

  it('never throws on any form, and says only rule messages', () => {
    fc.assert(
      fc.property(
        fc.oneof(anyValue, fc.record({ oldPassword: anyValue, newPassword: anyValue, repeatPassword: anyValue })),
        (form) => {
          expectRuleMessages(messagesOf(passwordChangeSchema, form));
        },
      ),
      RUNS,
    );
  });

  it('tells each field its message', () => {
    expect(issuesOf({ oldPassword: '', newPassword: 'neuesPasswort1', repeatPassword: 'neuesPasswort2' })).toEqual([
      ['oldPassword', 'validation.required'],
      ['repeatPassword', 'validation.passwordsDiffer'],
    ]);
    expect(issuesOf({ oldPassword: 'alt', newPassword: 'neuesPasswort1', repeatPassword: 'neuesPasswort1' })).toEqual(
      [],
    );
  });
});

/*
 * A password is compared hashed, so it may hold any character a shopper can
 * type. A new one refuses only what no keyboard types and what would hash
 * like another password: control characters, and lone surrogates (UTF-8 has
 * no encoding for them and writes each as U+FFFD).
 */
describe('the characters of a new password', () => {
  it('a new password refuses controls and lone surrogates only; the login takes any password given', () => {
    const newPassword = newPasswordField();
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZ0123!?#'), minLength: 8, maxLength: 40 }), refusedCharacter('password'), fc.nat(), (text, refused, at) => {
        const characters = [...text];
        characters.splice(at % (characters.length + 1), 0, refused);
        expect(firstMessage(newPassword, characters.join(''))).toBe(ruleMessage('validation.characterNotAllowed', codePointName(refused)));
      }),
      RUNS,
    );
    // Typed on a phone: an emoji sequence with a zero-width joiner, a bidi mark of an Arabic keyboard.
    expect(firstMessage(newPassword, 'Einkauf👩\u200d💻2026')).toBeUndefined();
    expect(firstMessage(newPassword, 'كلمة\u200fسر2026!')).toBeUndefined();
    // The login's and the old password's field check nothing but presence, so a password set before this rule still logs in.
    expect(firstMessage(requiredPassword(), 'alt\u0000\ud800')).toBeUndefined();
  });
});
