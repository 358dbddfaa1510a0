// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginFormSchema } from './login-form';
import { anyCharacter, anyValue, expectRuleMessages, messagesOf, RUNS } from '../platform/validation/rule-properties.test-support';

describe('login form (doc 2 §5)', () => {
  it('password required: any non-empty password passes, blanks too', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCharacter, minLength: 1, maxLength: 60 }), (password) => {
        expect(messagesOf(loginFormSchema, { email: 'anna@example.at', password })).toEqual([]);
      }),
      RUNS,
    );
  });

  it('never throws on any form, and says only rule messages', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.record({ email: anyValue, password: anyValue })), (form) => {
        expectRuleMessages(messagesOf(loginFormSchema, form));
      }),
      RUNS,
    );
  });

  it('tells a missing email and password, and an address that is none', () => {
    const missing = loginFormSchema.safeParse({ email: '  ', password: '' });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'validation.required'],
      ['password', 'validation.required'],
    ]);
    expect(messagesOf(loginFormSchema, { email: 'anna@', password: 'x' })).toEqual(['validation.email']);
    expect(loginFormSchema.safeParse({ email: ' anna@example.at ', password: ' ' }).data).toEqual({
      email: 'anna@example.at',
      password: ' ',
    });
  });
});
