import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultTexts, describedBy, jsonBody, renderAccount } from '../../testing/render-account.test-support';
import { PasswordChangeForm } from './password-change-form';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'account.profile.passwordChangeSubmit' });

async function fill(user: ReturnType<typeof renderAccount>['user'], newPassword: string) {
  await user.type(field('account.field.oldPassword'), 'Einkauf2026!');
  await user.type(field('account.field.newPassword'), newPassword);
  await user.type(field('account.field.repeatPassword'), newPassword);
}

describe('password change', () => {
  it('sends the old and the new password and says it is done', async () => {
    const bodies: unknown[] = [];
    const { user } = renderAccount(<PasswordChangeForm />, {
      handlers: {
        'PUT /api/customers/password': ({ init }) => {
          bodies.push(jsonBody(init));
          return { status: 204 };
        },
      },
    });
    await fill(user, 'Sommerfrische!7');
    await user.click(submit());
    expect((await screen.findByRole('status')).textContent).toBe('account.profile.passwordChanged');
    expect(bodies).toEqual([{ oldPassword: 'Einkauf2026!', newPassword: 'Sommerfrische!7' }]);
  });

  it('tells a new password the server refuses as too common at the new password field', async () => {
    const { user } = renderAccount(<PasswordChangeForm />, {
      messages: defaultTexts('validation.commonPassword'),
      handlers: {
        'PUT /api/customers/password': {
          status: 400,
          body: { errorCode: 'validation', message: 'Invalid request', customPayload: { issues: [{ path: 'newPassword', message: 'validation.commonPassword' }] } },
        },
      },
    });
    await fill(user, 'Iloveyou');
    await user.click(submit());
    await waitFor(() => expect(describedBy(field('account.field.newPassword'))).toContain('Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wählen Sie ein anderes.'));
    expect(document.activeElement).toBe(field('account.field.newPassword'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a wrong old password at the old password field', async () => {
    const { user } = renderAccount(<PasswordChangeForm />, {
      messages: defaultTexts('account.error.wrongPassword'),
      handlers: { 'PUT /api/customers/password': { status: 403, body: { errorCode: 'wrongPassword', message: 'wrong' } } },
    });
    await fill(user, 'Sommerfrische!7');
    await user.click(submit());
    await waitFor(() => expect(describedBy(field('account.field.oldPassword'))).toBe('Das bisherige Passwort ist nicht richtig.'));
  });
});
