import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../../testing/render-account.test-support';
import { AccountMenu } from './account-menu';

describe('account menu', () => {
  it('is the login link for a guest', () => {
    renderAccount(<AccountMenu />, { customer: null });
    expect(screen.getByRole('link', { name: 'account.menu.login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the first name and opens, moves and closes by keyboard', async () => {
    const { user } = renderAccount(<AccountMenu />, { features: { featureWallet: true } });
    const trigger = screen.getByRole('button', { name: 'account.menu.label: Lukas' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([
      'account.menu.profile',
      'account.menu.orders',
      'account.menu.favorites',
      'account.menu.deliveryPass',
      'account.menu.addresses',
      'account.menu.paymentMethods',
      'account.menu.wallet',
    ]);
    expect(screen.getByRole('link', { name: 'account.menu.orders' }).getAttribute('href')).toMatch(/\/bestellungen$/);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('account.menu.profile'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('account.menu.logout'));
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('leaves the wallet out where the tenant has none', async () => {
    const { user } = renderAccount(<AccountMenu />, { features: { featureWallet: false } });
    await user.click(screen.getByRole('button', { name: 'account.menu.label: Lukas' }));
    expect(screen.queryByRole('link', { name: 'account.menu.wallet' })).toBeNull();
  });

  it('logs out through the session and becomes the login link', async () => {
    const { user, sessionEvents } = renderAccount(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'account.menu.label: Lukas' }));
    await act(() => user.click(screen.getByRole('button', { name: 'account.menu.logout' })));
    expect(sessionEvents).toEqual(['logout']);
    expect(await screen.findByRole('link', { name: 'account.menu.login' })).toBeInTheDocument();
  });
});
