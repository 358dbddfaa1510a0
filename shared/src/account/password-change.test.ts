// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './password-change';
import { ruleMessage } from '../platform/validation/rule-message';
import {
  anyValue,
  expectRuleMessages,
  letterOrDigit,
  messagesOf,
  RUNS,
  textOfLength,
} from '../platform/validation/rule-properties.test-support';

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
