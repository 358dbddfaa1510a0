import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/customers';
import { commonPasswordCount, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('knows a real list, tens of thousands of the passwords people use most', async () => {
    expect(await commonPasswordCount()).toBeGreaterThan(10_000);
  });

  it.each(['password1', 'PASSWORT', '  Passwort  ', 'iloveyou', 'Qwertyuiop', '12345678', 'hallo123'])('refuses %j, whatever its case and surrounding blanks', async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  it.each([DEMO_PASSWORD, 'Sommerfrische!7', 'Sommer2026!', 'pass word1', 'passwort1x'])('takes %j', async (password) => {
    expect(await isCommonPassword(password)).toBe(false);
  });
});
