import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { call } from '../../platform/api/call';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { newPasswordFormSchema } from '../password-reset';
import { activateOfflineAccount } from './activate-offline-account';
import { changePassword } from './change-password';
import { orderPhysicalCard } from './order-physical-card';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz';
const address = { firstName: 'Lukas', lastName: 'Steiner', streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien', country: 'AT' };

const cases: CallCase[] = [
  {
    name: 'POST a password reset request with the reCAPTCHA answer in the query; 202',
    operation: requestPasswordReset,
    input: { body: { email: 'kundin@frischmarkt.example' }, query: { recaptchaResponse: 't' } },
    request: 'POST /api/customers/password-reset',
    query: { recaptchaResponse: 't' },
    body: { email: 'kundin@frischmarkt.example' },
    answer: { status: 202 },
    result: undefined,
  },
  {
    name: 'POST the new password with the link’s token; 204',
    operation: resetPassword,
    input: { body: { token: TOKEN, password: 'Sommerfrische!7' } },
    request: 'POST /api/customers/password-reset/confirm',
    body: { token: TOKEN, password: 'Sommerfrische!7' },
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: 'PUT the old and the new password; 204',
    operation: changePassword,
    input: { body: { oldPassword: 'Einkauf2026!', newPassword: 'Sommerfrische!7' } },
    request: 'PUT /api/customers/password',
    body: { oldPassword: 'Einkauf2026!', newPassword: 'Sommerfrische!7' },
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: 'POST the store card and the address to activate the offline account; 202',
    operation: activateOfflineAccount,
    input: { body: { cardNumber: '9120098765436', email: 'filiale@frischmarkt.example', firstName: 'Eva', lastName: 'Huber' } },
    request: 'POST /api/customers/offline-account',
    body: { cardNumber: '9120098765436', email: 'filiale@frischmarkt.example', firstName: 'Eva', lastName: 'Huber' },
    answer: { status: 202 },
    result: undefined,
  },
  {
    name: 'POST the address the physical card goes to, answered with its status',
    operation: orderPhysicalCard,
    input: { body: address },
    request: 'POST /api/customers/physical-card/order',
    body: address,
    result: { orderAvailability: 'IsOrdered' },
  },
];

describe('password and card calls (the shop’s own, beside doc 2 §5, §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));

  it('refuses locally what the backend would refuse: a short password, a token that cannot be one, a card failing EAN-13', async () => {
    const backend = fakeBackend({});
    await expect(call(backend.api, resetPassword, { body: { token: TOKEN, password: 'kurz' } })).rejects.toMatchObject({ kind: 'rejected-locally' });
    await expect(call(backend.api, resetPassword, { body: { token: 'kaputt', password: 'Sommerfrische!7' } })).rejects.toMatchObject({
      kind: 'rejected-locally',
    });
    await expect(
      call(backend.api, activateOfflineAccount, { body: { cardNumber: '9120098765437', email: 'a@b.at', firstName: 'A', lastName: 'B' } }),
    ).rejects.toMatchObject({ kind: 'rejected-locally' });
    expect(backend.requests).toEqual([]);
  });

  it('the new password form: 8 to 50 characters, and the repeat must match', () => {
    expect(z.safeParse(newPasswordFormSchema, { newPassword: 'Sommerfrische!7', repeatPassword: 'Sommerfrische!7' }).success).toBe(true);
    const differ = z.safeParse(newPasswordFormSchema, { newPassword: 'Sommerfrische!7', repeatPassword: 'Sommerfrische!8' });
    expect(differ.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['repeatPassword', 'validation.passwordsDiffer']]);
    expect(z.safeParse(newPasswordFormSchema, { newPassword: 'x'.repeat(51), repeatPassword: 'x'.repeat(51) }).success).toBe(false);
  });
});
