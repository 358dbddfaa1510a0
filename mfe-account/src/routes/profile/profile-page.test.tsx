import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccount } from '../../testing/render-account.test-support';
import { ProfilePage } from './profile-page';

const route = (slug: string | undefined, query = '', sub?: string) => ({
  name: sub ? ('profile-sub' as const) : ('profile' as const),
  params: { ...(slug ? { slug } : {}), ...(sub ? { sub } : {}) },
  query: new URLSearchParams(query),
});

describe('profile page', () => {
  it('welcomes a customer who just registered', () => {
    renderAccount(<ProfilePage services={undefined as never} route={route(undefined, 'from=registration')} />);
    expect(screen.getByRole('status').textContent).toBe('account.profile.welcomeNew');
  });

  it('shows the not-found page for a page it does not have, and for the wallet where the tenant has none', () => {
    const { shownErrors } = renderAccount(<ProfilePage services={undefined as never} route={route('geldboerse')} />, { features: { featureWallet: false } });
    expect(shownErrors).toEqual([{ status: 404 }]);
    const other = renderAccount(<ProfilePage services={undefined as never} route={route('persoenliche-daten', '', 'unbekannt')} />);
    expect(other.shownErrors).toEqual([{ status: 404 }]);
  });

  it('has the orders as a page of its own, linked from the overview', async () => {
    renderAccount(<ProfilePage services={undefined as never} route={route(undefined)} />);
    expect(screen.getAllByRole('link', { name: 'account.profile.section.bestellungen' })[0]).toHaveAttribute('href', '/profile/bestellungen');
    const { calls } = renderAccount(<ProfilePage services={undefined as never} route={route('bestellungen')} />, {
      handlers: { 'GET /api/customers/orders': { body: { total: 0, offset: 0, results: [] } } },
    });
    expect(await screen.findByText('account.orders.empty', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/customers/orders?pageSize=10&offset=0']);
  });

  it('forgets the customer’s data when the session ends', async () => {
    const { services, calls } = renderAccount(<ProfilePage services={undefined as never} route={route('adressen')} />, {
      handlers: { 'GET /api/customers/addresses': { body: [] } },
    });
    expect(await screen.findByText('account.addresses.empty', {}, { timeout: 5000 })).toBeInTheDocument();
    await act(async () => {
      await services.session.logout();
      services.events.publish('session:changed', { status: 'anonymous', customerId: null });
    });
    await waitFor(() => expect(screen.queryByText('account.addresses.empty')).toBeNull());
    expect(calls).toEqual(['GET /api/customers/addresses']);
  });
});
