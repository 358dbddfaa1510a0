import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerOrder } from '@storefront/shared/account';
import { LAZY_CHUNK_TIMEOUT } from '@storefront/shared/platform/testing';
import { ACCOUNT_TEST_MESSAGES, renderAccount } from '../../testing/render-account.test-support';
import { OrdersSection } from './orders';

const messages = ACCOUNT_TEST_MESSAGES;

const delivery: CustomerOrder = {
  orderNumber: 'FM10000002',
  createdAt: '2026-11-20T09:15:00.000Z',
  status: 'PLACED',
  serviceType: 'DELIVERY',
  total: 4287,
  // 16:00–18:00 in Vienna (UTC+1 in November).
  window: { start: '2026-11-21T15:00:00.000Z', end: '2026-11-21T17:00:00.000Z' },
  place: 'Mariahilfer Straße 12, 1060 Wien',
  lines: [
    { sku: '100503', name: 'Bio-Kaffee 500 g', quantity: 2, totalPrice: 2998 },
    { sku: '100201', name: 'Bio-Vollmilch 3,8 % 1 l', quantity: 2, totalPrice: 258 },
  ],
  deliveryPass: 'Lieferpass 1 Monat',
};
const pickup: CustomerOrder = {
  ...delivery,
  orderNumber: 'FM10000001',
  createdAt: '2026-11-10T08:00:00.000Z',
  status: 'CANCELLED',
  serviceType: 'CLICK_AND_COLLECT',
  place: 'Frischmarkt Wien Mariahilf',
  lines: [{ sku: '100201', name: 'Bio-Vollmilch 3,8 % 1 l', quantity: 1, totalPrice: 129 }],
};
delete (pickup as { deliveryPass?: string }).deliveryPass;

describe('the orders in the account', () => {
  it('shows each order with number, day, status, total, service, place and window; its lines unfold', async () => {
    const { user } = renderAccount(<OrdersSection />, {
      messages,
      handlers: { 'GET /api/customers/orders': { body: { total: 2, offset: 0, results: [delivery, pickup] } } },
    });
    const list = await screen.findByRole('list', { name: 'Ihre Bestellungen' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(screen.getByText('2 Bestellungen')).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem', { name: /^Bestellung / });
    expect(first).toHaveAccessibleName('Bestellung FM10000002');
    expect(first).toHaveTextContent('Bestellt');
    expect(first).toHaveTextContent(/€\s*42,87/);
    expect(first).toHaveTextContent('Lieferung an');
    expect(first).toHaveTextContent('Mariahilfer Straße 12, 1060 Wien');
    expect(first).toHaveTextContent('Fr., 20.11.2026');
    expect(first).toHaveTextContent('Sa., 21.11.2026, 16:00–18:00 Uhr');
    expect(second).toHaveAccessibleName('Bestellung FM10000001');
    expect(second).toHaveTextContent('Storniert');
    expect(second).toHaveTextContent('Abholung im Markt');
    expect(second).toHaveTextContent('Frischmarkt Wien Mariahilf');

    const lines = within(first!).getByRole('list', { name: 'Artikel der Bestellung FM10000002', hidden: true });
    expect(lines).not.toBeVisible();
    await user.click(within(first!).getByText('3 Artikel anzeigen'));
    expect(lines).toBeVisible();
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^2 ×Bio-Kaffee 500 g€\s*29,98$/),
      expect.stringMatching(/^2 ×Bio-Vollmilch 3,8 % 1 l€\s*2,58$/),
      '1 ×Lieferpass 1 Monat',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Seiten der Bestellungen' })).not.toBeInTheDocument();
  });

  it('pages through older orders, ten at a time', async () => {
    const older = { ...pickup, orderNumber: 'FM09999999' };
    const { user, calls } = renderAccount(<OrdersSection />, {
      messages,
      handlers: {
        'GET /api/customers/orders': ({ url }) =>
          url.searchParams.get('offset') === '10'
            ? { body: { total: 11, offset: 10, results: [older] } }
            : { body: { total: 11, offset: 0, results: Array.from({ length: 10 }, (_, index) => ({ ...delivery, orderNumber: `FM1000${String(index).padStart(4, '0')}` })) } },
      },
    });
    const pages = await screen.findByRole('navigation', { name: 'Seiten der Bestellungen' }, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(within(pages).getByText('Seite 1 von 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Neuere' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Ältere' }));
    expect(await screen.findByRole('listitem', { name: 'Bestellung FM09999999' })).toBeInTheDocument();
    expect(within(pages).getByText('Seite 2 von 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Ältere' })).toBeDisabled();
    expect(calls).toEqual(['GET /api/customers/orders?pageSize=10&offset=0', 'GET /api/customers/orders?pageSize=10&offset=10']);
  });

  it('says when there is no order yet and leads to the shop', async () => {
    renderAccount(<OrdersSection />, { messages, handlers: { 'GET /api/customers/orders': { body: { total: 0, offset: 0, results: [] } } } });
    expect(await screen.findByText('Sie haben noch nichts bestellt.', {}, { timeout: LAZY_CHUNK_TIMEOUT })).toBeInTheDocument();
    // The test services' path of the start page (route index).
    expect(screen.getByRole('link', { name: 'Jetzt einkaufen' })).toHaveAttribute('href', '/index');
  });
});
