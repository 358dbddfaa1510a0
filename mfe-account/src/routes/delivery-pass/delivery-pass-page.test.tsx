import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAccount } from '../../testing/render-account.test-support';
import { CART_ANSWER_TIMEOUT_MS, DeliveryPassPage, passStatus } from './delivery-pass-page';

const offers = [{ sku: 'DP-12', name: 'Lieferpass 12 Monate', price: 7999, durationInMonths: 12 }];

describe('delivery pass', () => {
  it('shows the customer’s pass with its validity and status', async () => {
    renderAccount(<DeliveryPassPage />, {
      handlers: {
        'GET /api/customers/delivery-pass': { body: { startDate: '2026-01-01', endDate: '2099-12-31' } },
        'GET /api/delivery-pass': { body: offers },
      },
    });
    expect(await screen.findByText('account.deliveryPass.status.active', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(passStatus({ startDate: '2099-01-01', endDate: '2099-12-31' })).toBe('upcoming');
    expect(passStatus({ startDate: '2000-01-01', endDate: '2000-12-31' })).toBe('expired');
  });

  it('asks the cart to add a pass and, once it is in, shows the way to the cart (the cart says so in its notice)', async () => {
    const { user, services, published } = renderAccount(<DeliveryPassPage />, {
      handlers: { 'GET /api/customers/delivery-pass': { status: 204 }, 'GET /api/delivery-pass': { body: offers } },
    });
    await user.click(await screen.findByRole('button', { name: 'account.deliveryPass.buy' }, { timeout: 5000 }));
    expect(published).toContainEqual({ name: 'cart:add-item-requested', payload: { sku: 'DP-12', quantity: 1, source: 'delivery-pass' } });
    act(() => services.events.publish('cart:item-add-outcome', { sku: 'DP-12', outcome: 'added' }));
    expect(screen.getByRole('link', { name: 'account.deliveryPass.toCart' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('account.deliveryPass.none')).toBeInTheDocument();
  });

  it('says so when the cart does not answer', async () => {
    const { user } = renderAccount(<DeliveryPassPage />, {
      handlers: { 'GET /api/customers/delivery-pass': { status: 204 }, 'GET /api/delivery-pass': { body: offers } },
    });
    const buy = await screen.findByRole('button', { name: 'account.deliveryPass.buy' }, { timeout: 5000 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(buy);
      act(() => vi.advanceTimersByTime(CART_ANSWER_TIMEOUT_MS));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('account.deliveryPass.outcome.noAnswer'));
    } finally {
      vi.useRealTimers();
    }
  });
});
