import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultTexts, describedBy, renderAccount } from '../../testing/render-account.test-support';
import { WalletSection } from './wallet';

describe('wallet', () => {
  it('tells a refused code by its wallet code at the field, keeps it, and adds a valid card', async () => {
    let linked = false;
    const { user } = renderAccount(<WalletSection />, {
      messages: defaultTexts('wallet.error.1002'),
      handlers: {
        'GET /api/customers/digital-wallet': { body: { balance: 0, giftCards: [] } },
        'PUT /api/customers/digital-wallet/gift-card': ({ init }) => {
          if (String(init.body).includes('9999')) return { status: 404, body: { errorCode: 1002, message: 'x' } };
          linked = true;
          return { body: { balance: 2000, giftCards: [{ id: 'gc-1', balance: 2000, maskedCode: '•••• 1002' }] } };
        },
      },
    });
    const code = await screen.findByLabelText('account.wallet.code', {}, { timeout: 5000 });
    await user.type(code, '6001000000009999');
    await user.click(screen.getByRole('button', { name: 'account.wallet.add' }));
    await waitFor(() => expect(describedBy(code)).toContain('Zu diesem Code gibt es keinen Gutschein.'));
    expect((code as HTMLInputElement).value).toBe('6001000000009999');

    await user.clear(code);
    await user.type(code, '6001000000001002');
    await user.click(screen.getByRole('button', { name: 'account.wallet.add' }));
    expect(await screen.findByText('•••• 1002')).toBeInTheDocument();
    expect(linked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('account.wallet.added');
  });
});
