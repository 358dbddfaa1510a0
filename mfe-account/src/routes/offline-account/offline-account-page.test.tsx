import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy, jsonBody, renderAccount } from '../../testing/render-account.test-support';
import { OfflineAccountPage } from './offline-account-page';

describe('offline account', () => {
  it('checks the card number (EAN-13), sends card, address and name, and says the same for every card', async () => {
    const bodies: unknown[] = [];
    const { user } = renderAccount(<OfflineAccountPage />, {
      customer: null,
      handlers: {
        'POST /api/customers/offline-account': ({ init }) => {
          bodies.push(jsonBody(init));
          return { status: 202 };
        },
      },
    });
    const card = screen.getByLabelText('account.field.cardNumber *');
    await user.type(card, '9120098765437');
    await user.type(screen.getByLabelText('account.field.email *'), 'filiale@frischmarkt.example');
    await user.type(screen.getByLabelText('account.field.firstName *'), 'Eva');
    await user.type(screen.getByLabelText('account.field.lastName *'), 'Huber');
    await user.click(screen.getByRole('button', { name: 'account.offlineAccount.submit' }));
    expect(describedBy(card)).toContain('validation.ean13');
    expect(bodies).toEqual([]);

    await user.clear(card);
    await user.type(card, '9120098765436');
    await user.click(screen.getByRole('button', { name: 'account.offlineAccount.submit' }));
    expect((await screen.findByRole('status')).textContent).toBe('account.offlineAccount.sent');
    expect(bodies).toEqual([{ cardNumber: '9120098765436', email: 'filiale@frischmarkt.example', firstName: 'Eva', lastName: 'Huber' }]);
  });
});
