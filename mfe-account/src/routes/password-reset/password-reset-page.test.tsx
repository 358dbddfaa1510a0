import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultTexts, describedBy, jsonBody, renderAccount } from '../../testing/render-account.test-support';
import { PasswordResetPage } from './password-reset-page';

const TOKEN = 'a'.repeat(43);
const route = (query: string) => ({ name: 'password-reset' as const, params: {}, query: new URLSearchParams(query) });

describe('password reset page', () => {
  it('asks for the link with the e-mail address and says the same for every address', async () => {
    const bodies: unknown[] = [];
    const { user, calls } = renderAccount(<PasswordResetPage route={route('')} />, {
      customer: null,
      handlers: {
        'POST /api/customers/password-reset': ({ init }) => {
          bodies.push(jsonBody(init));
          return { status: 202 };
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'account.passwordReset.submit' }));
    expect(describedBy(screen.getByLabelText('account.field.email'))).toBe('validation.required');
    expect(calls).toEqual([]);
    await user.type(screen.getByLabelText('account.field.email'), ' kundin@frischmarkt.example ');
    await user.click(screen.getByRole('button', { name: 'account.passwordReset.submit' }));
    expect((await screen.findByRole('status')).textContent).toBe('account.passwordReset.sent');
    expect(bodies).toEqual([{ email: 'kundin@frischmarkt.example' }]);
  });

  it('sets the new password of the link once both entries match', async () => {
    const bodies: unknown[] = [];
    const { user } = renderAccount(<PasswordResetPage route={route(`token=${TOKEN}`)} />, {
      customer: null,
      handlers: {
        'POST /api/customers/password-reset/confirm': ({ init }) => {
          bodies.push(jsonBody(init));
          return { status: 204 };
        },
      },
    });
    await user.type(screen.getByLabelText('account.field.newPassword'), 'Sommerfrische!7');
    await user.type(screen.getByLabelText('account.field.repeatPassword'), 'Sommerfrische!8');
    await user.click(screen.getByRole('button', { name: 'account.passwordReset.save' }));
    expect(describedBy(screen.getByLabelText('account.field.repeatPassword'))).toBe('validation.passwordsDiffer');
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText('account.field.repeatPassword'));
    await user.type(screen.getByLabelText('account.field.repeatPassword'), 'Sommerfrische!7');
    await user.click(screen.getByRole('button', { name: 'account.passwordReset.save' }));
    expect((await screen.findByRole('status')).textContent).toBe('account.passwordReset.done');
    expect(bodies).toEqual([{ token: TOKEN, password: 'Sommerfrische!7' }]);
  });

  it('tells a new password the server refuses as too common at the field, and the link stays open', async () => {
    const { user } = renderAccount(<PasswordResetPage route={route(`token=${TOKEN}`)} />, {
      customer: null,
      messages: defaultTexts('validation.commonPassword'),
      handlers: {
        'POST /api/customers/password-reset/confirm': {
          status: 400,
          body: { errorCode: 'validation', message: 'Invalid request', customPayload: { issues: [{ path: 'password', message: 'validation.commonPassword' }] } },
        },
      },
    });
    await user.type(screen.getByLabelText('account.field.newPassword'), 'Password1');
    await user.type(screen.getByLabelText('account.field.repeatPassword'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'account.passwordReset.save' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('account.field.newPassword'))).toContain('Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wählen Sie ein anderes.'));
    expect(document.activeElement).toBe(screen.getByLabelText('account.field.newPassword'));
    expect(screen.getByRole('button', { name: 'account.passwordReset.save' })).toBeInTheDocument();
  });

  it('says a used or expired link is no longer good and offers a new one', async () => {
    const { user } = renderAccount(<PasswordResetPage route={route(`token=${TOKEN}`)} />, {
      customer: null,
      handlers: {
        'POST /api/customers/password-reset/confirm': { status: 410, body: { errorCode: 'passwordResetLinkInvalid', message: 'gone' } },
      },
    });
    await user.type(screen.getByLabelText('account.field.newPassword'), 'Sommerfrische!7');
    await user.type(screen.getByLabelText('account.field.repeatPassword'), 'Sommerfrische!7');
    await user.click(screen.getByRole('button', { name: 'account.passwordReset.save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('account.error.passwordResetLinkInvalid'));
    expect(screen.getByRole('link', { name: 'account.passwordReset.requestNew' })).toBeInTheDocument();
  });

  it('does not even offer the form for a link whose token cannot be one', () => {
    renderAccount(<PasswordResetPage route={route('token=kaputt')} />, { customer: null });
    expect(screen.getByRole('alert').textContent).toBe('account.error.passwordResetLinkInvalid');
    expect(screen.queryByLabelText('account.field.newPassword')).toBeNull();
  });
});
