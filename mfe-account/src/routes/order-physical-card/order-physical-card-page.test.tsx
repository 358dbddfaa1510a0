import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonBody, LUKAS, renderAccount } from '../../testing/render-account.test-support';
import { OrderPhysicalCardPage } from './order-physical-card-page';

const route = { name: 'order-physical-card' as const, params: {}, query: new URLSearchParams() };
const lukas = { ...LUKAS, streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien', country: 'AT' };

describe('physical card order', () => {
  it('orders the card to the customer’s address and goes on to the confirmation', async () => {
    const bodies: unknown[] = [];
    const { user, navigations } = renderAccount(<OrderPhysicalCardPage route={route} />, {
      customer: lukas,
      handlers: {
        'GET /api/customers/physical-card/status': { body: { orderAvailability: 'CanBeOrdered' } },
        'POST /api/customers/physical-card/order': ({ init }) => {
          bodies.push(jsonBody(init));
          return { body: { orderAvailability: 'IsOrdered' } };
        },
      },
    });
    const street = await screen.findByLabelText('account.field.streetName *', {}, { timeout: 5000 });
    expect((street as HTMLInputElement).value).toBe('Argentinierstraße');
    await user.click(screen.getByRole('button', { name: 'account.physicalCard.submit' }));
    await waitFor(() => expect(navigations).toEqual(['/order-physical-card-confirmation']));
    expect(bodies).toEqual([
      { firstName: 'Lukas', lastName: 'Steiner', streetName: 'Argentinierstraße', streetNumber: '8', stairCase: '', floor: '', door: '', postalCode: '1040', city: 'Wien', country: 'AT' },
    ]);
  });

  it('offers no order for a card that is ordered already or blocked', async () => {
    renderAccount(<OrderPhysicalCardPage route={route} />, {
      customer: lukas,
      handlers: { 'GET /api/customers/physical-card/status': { body: { orderAvailability: 'CanNotBeOrdered' } } },
    });
    expect(await screen.findByText('account.physicalCard.blocked', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'account.physicalCard.submit' })).toBeNull();
  });
});
