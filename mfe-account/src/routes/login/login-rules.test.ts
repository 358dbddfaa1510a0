import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-rules';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(validateLogin({ email: '   ', password: 'geheim' })).toEqual({ email: 'validation.required' });
  });

  it('wants an email address', () => {
    for (const email of ['anna', 'anna@', '@example.de', 'anna@example', 'anna example@example.de']) {
      expect(validateLogin({ email, password: 'geheim' })).toEqual({ email: 'validation.email' });
    }
  });

  it('accepts a valid email, surrounding spaces included, and any non-empty password', () => {
    expect(validateLogin({ email: ' anna.schmidt@example.de ', password: ' ' })).toEqual({});
  });
});
