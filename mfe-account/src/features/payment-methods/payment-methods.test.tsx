import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../../testing/render-account.test-support';
import { PaymentMethods } from './payment-methods';

const visa = { id: 'pm-1', provider: 'local', paymentBrand: 'Visa', cardExpiryMonth: 8, cardExpiryYear: 2029, isPrimary: true, expired: false };
const mastercard = { id: 'pm-2', provider: 'local', paymentBrand: 'Mastercard', cardExpiryMonth: 1, cardExpiryYear: 2024, isPrimary: false, expired: true };

describe('payment methods', () => {
  it('shows each card with its mark and expiry, an expired one as such, and no "primary" for it', async () => {
    renderAccount(<PaymentMethods />, {
      handlers: { 'GET /api/customers/payment-methods': { body: { activeMethods: [visa, mastercard], hasInactiveMethods: true } } },
    });
    const expired = await screen.findByRole('listitem', { name: 'Mastercard 01/24' }, { timeout: 5000 });
    expect(within(expired).getByText('account.payment.expired')).toBeInTheDocument();
    expect(within(expired).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: 'account.payment.makePrimary' })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Visa 08/29' })).getByText('account.payment.primary')).toBeInTheDocument();
    expect(screen.getByText('account.payment.hasInactive')).toBeInTheDocument();
  });

  it('deletes a card of its provider after asking', async () => {
    const { user, calls } = renderAccount(<PaymentMethods />, {
      handlers: {
        'GET /api/customers/payment-methods': { body: { activeMethods: [visa, mastercard], hasInactiveMethods: true } },
        'DELETE /api/customers/payment-methods/pm-2': { body: { activeMethods: [visa], hasInactiveMethods: false } },
      },
    });
    const expired = await screen.findByRole('listitem', { name: 'Mastercard 01/24' }, { timeout: 5000 });
    await user.click(within(expired).getByRole('button', { name: 'account.payment.remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'account.payment.remove' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toEqual(['GET /api/customers/payment-methods', 'DELETE /api/customers/payment-methods/pm-2?provider=local']);
  });

  it('tells two cards of one brand and expiry apart by their last digits, on screen and by name', async () => {
    const second = { ...visa, id: 'pm-3', isPrimary: false, maskedNumber: '•••• 1881' };
    renderAccount(<PaymentMethods />, {
      handlers: { 'GET /api/customers/payment-methods': { body: { activeMethods: [{ ...visa, maskedNumber: '•••• 4242' }, second], hasInactiveMethods: false } } },
    });
    const first = await screen.findByRole('listitem', { name: 'Visa •••• 4242 08/29' }, { timeout: 5000 });
    expect(within(first).getByText('•••• 4242')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Visa •••• 1881 08/29' })).getByRole('button', { name: 'account.payment.makePrimary' })).toBeInTheDocument();
  });
});
