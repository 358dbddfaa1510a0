import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Customer } from '@storefront/shared/platform/schemas';
import { jsonBody, LUKAS, renderAccount } from '../../testing/render-account.test-support';
import { PersonalDataForm } from './personal-data-form';

const lukas: Customer = { ...LUKAS, salutation: 'Male', birthdate: '1991-02-03' };

describe('personal data', () => {
  it('shows the birthdate in the locale format and sends nothing when nothing changed', async () => {
    const { user, calls } = renderAccount(<PersonalDataForm customer={lukas} />);
    expect((screen.getByLabelText('account.field.birthdate') as HTMLInputElement).value).toBe('03.02.1991');
    await user.click(screen.getByRole('button', { name: 'account.profile.save' }));
    expect((await screen.findByRole('status')).textContent).toBe('account.profile.noChanges');
    expect(calls).toEqual([]);
  });

  it('sends the six fields once one changed, and the session reads the customer again', async () => {
    const bodies: unknown[] = [];
    const { user, sessionEvents } = renderAccount(<PersonalDataForm customer={lukas} />, {
      handlers: {
        'PUT /api/customers': ({ init }) => {
          const body = jsonBody(init) as object;
          bodies.push(body);
          return { body: { ...lukas, ...body } };
        },
      },
    });
    const firstName = screen.getByLabelText('account.field.firstName *');
    await user.clear(firstName);
    await user.type(firstName, 'Lukas Maria');
    await user.click(screen.getByRole('button', { name: 'account.profile.save' }));
    await waitFor(() => expect(sessionEvents).toEqual(['refresh']));
    expect(bodies).toEqual([{ firstName: 'Lukas Maria', lastName: 'Steiner', email: 'neu@frischmarkt.example', salutation: 'Male', birthdate: '1991-02-03' }]);
    expect(screen.getByRole('status').textContent).toBe('account.form.saved');
  });

  it('never offers the Family salutation', () => {
    renderAccount(<PersonalDataForm customer={{ ...lukas, salutation: 'Family' }} />);
    const salutation = screen.getByLabelText('account.field.salutation') as HTMLSelectElement;
    expect(salutation.value).toBe('');
    expect(Array.from(salutation.options).map((option) => option.value)).toEqual(['', 'Female', 'Male', 'Company']);
  });
});
