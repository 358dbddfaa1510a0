import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAZY_CHUNK_TIMEOUT } from '@storefront/shared/platform/testing';
import { defaultTexts, describedBy, jsonBody, renderAccount } from '../../testing/render-account.test-support';
import { RegistrationPage } from './registration-page';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof renderAccount>['user']) {
  await user.type(field('account.field.firstName *'), 'Eva');
  await user.type(field('account.field.lastName *'), 'Huber');
  await user.type(field('account.field.birthdate'), '17.05.1990');
  await user.click(screen.getByRole('radio', { name: 'account.gender.Female' }));
  await user.type(field('account.field.streetName *'), 'Schottenring');
  await user.type(field('account.field.streetNumber *'), '3');
  await user.type(field('account.field.postalCode *'), '1010');
  await user.type(field('account.field.city *'), 'Wien');
  await user.type(field('account.field.phoneNumber'), '0664 1234567');
  await user.type(field('account.field.email *'), 'eva@example.at');
  await user.type(field('account.field.password *'), 'Einkauf2026!');
  const [clubNo, codeNo] = screen.getAllByRole('radio', { name: 'account.form.no' });
  await user.click(clubNo!);
  await user.click(codeNo!);
}

const submit = () => screen.getByRole('button', { name: 'account.registration.submit' });

describe('registration page', () => {
  it('tells every missing field, focuses the first and sends nothing', async () => {
    const { user, calls } = renderAccount(<RegistrationPage />, { customer: null });
    await user.type(field('account.field.birthdate'), '01.01.2020');
    await user.click(submit());
    expect(document.activeElement).toBe(field('account.field.firstName *'));
    expect(describedBy(field('account.field.firstName *'))).toBe('validation.required');
    // The birthdate names someone younger than 18 (doc 2 §5).
    expect(describedBy(field('account.field.birthdate'))).toContain('validation.minimumAge');
    expect(screen.getByRole('radiogroup', { name: 'account.field.gender *' }).getAttribute('aria-invalid')).toBe('true');
    expect(field('account.field.birthdate').value).toBe('01.01.2020');
    expect(calls).toEqual([]);
  });

  it('asks for a valid EAN-13 card number only when the shopper has a card', async () => {
    const { user, calls } = renderAccount(<RegistrationPage />, { customer: null });
    await fillValid(user);
    await user.click(screen.getAllByRole('radio', { name: 'account.form.yes' })[0]!);
    await user.type(field('account.field.cardNumber *'), '9120098765437');
    await user.click(submit());
    // The form's answer waits for the phone check, a lazy chunk (the phone number is filled).
    await waitFor(() => expect(describedBy(field('account.field.cardNumber *'))).toBe('account.field.cardNumberHint validation.ean13'), {
      timeout: LAZY_CHUNK_TIMEOUT,
    });
    expect(calls).toEqual([]);
  });

  it('sends the checked form and shows the confirmation page on 202', async () => {
    const bodies: unknown[] = [];
    const { user } = renderAccount(<RegistrationPage />, {
      customer: null,
      handlers: {
        'POST /api/customers': ({ init }) => {
          bodies.push(jsonBody(init));
          return { status: 202 };
        },
      },
    });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'account.registration.confirmationHeadline' }, { timeout: 5000 })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        firstName: 'Eva',
        lastName: 'Huber',
        email: 'eva@example.at',
        password: 'Einkauf2026!',
        gender: 'Female',
        streetName: 'Schottenring',
        streetNumber: '3',
        postalCode: '1010',
        city: 'Wien',
        country: 'AT',
        hasClubCard: false,
        hasActivationCode: false,
        birthdate: '1990-05-17',
        phoneNumber: '+43 6641234567',
      },
    ]);
  });

  it('on 200 lets the session read the new customer and goes on to the profile with from=registration', async () => {
    const { user, sessionEvents, navigations } = renderAccount(<RegistrationPage />, {
      customer: null,
      handlers: {
        'POST /api/customers': {
          body: { id: 'c-9', email: 'eva@example.at', firstName: 'Eva', lastName: 'Huber', newsletterTopics: [] },
        },
      },
    });
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(navigations).toEqual(['/profile']), { timeout: LAZY_CHUNK_TIMEOUT });
    expect(sessionEvents).toEqual(['refresh']);
  });

  it('tells a password the server refuses as too common at the password field, keeping everything typed', async () => {
    const { user } = renderAccount(<RegistrationPage />, {
      customer: null,
      messages: defaultTexts('validation.commonPassword'),
      handlers: {
        'POST /api/customers': {
          status: 400,
          body: { errorCode: 'validation', message: 'Invalid request', customPayload: { issues: [{ path: 'password', message: 'validation.commonPassword' }] } },
        },
      },
    });
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(describedBy(field('account.field.password *'))).toContain('Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wählen Sie ein anderes.'), {
      timeout: LAZY_CHUNK_TIMEOUT,
    });
    expect(document.activeElement).toBe(field('account.field.password *'));
    expect(field('account.field.lastName *').value).toBe('Huber');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
