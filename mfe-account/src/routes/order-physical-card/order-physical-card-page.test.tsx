import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const confirmation = { name: 'order-physical-card-confirmation' as const, params: {}, query: new URLSearchParams() };
const CAN_BE_ORDERED = { 'GET /api/customers/physical-card/status': { body: { orderAvailability: 'CanBeOrdered' } } };

/** Orders the card through the form, as the shopper does, and leaves the order page. */
async function orderCard(answer: { status: number; body: unknown }) {
  const ordering = renderAccount(<OrderPhysicalCardPage route={route} />, {
    customer: lukas,
    handlers: { ...CAN_BE_ORDERED, 'POST /api/customers/physical-card/order': answer },
  });
  await screen.findByLabelText('account.field.streetName *', {}, { timeout: 5000 });
  await ordering.user.click(screen.getByRole('button', { name: 'account.physicalCard.submit' }));
  return ordering;
}

/** The confirmation page as a shopper finds it when nothing was just ordered in this tab. */
function expectNothingToConfirm() {
  expect(screen.queryByText('account.physicalCard.ordered')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'account.physicalCard.confirmationHeadline' })).not.toBeInTheDocument();
  expect(screen.getByText('account.physicalCard.nothingToConfirm')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'account.physicalCard.toCard' })).toHaveAttribute('href', '/order-physical-card');
}

describe('physical card order confirmation', () => {
  // sessionStorage lives as long as the test file: each test starts from a tab that ordered nothing.
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('tells a shopper who opens it without having ordered (a link, another tab, a guest) that there is nothing to confirm', () => {
    renderAccount(<OrderPhysicalCardPage route={confirmation} />, { customer: lukas });
    expectNothingToConfirm();
    cleanup();
    renderAccount(<OrderPhysicalCardPage route={confirmation} />, { customer: null });
    expectNothingToConfirm();
  });

  it('confirms a card just ordered in this tab once; opened again, it confirms nothing', async () => {
    const ordering = await orderCard({ status: 200, body: { orderAvailability: 'IsOrdered' } });
    await waitFor(() => expect(ordering.navigations).toEqual(['/order-physical-card-confirmation']));
    cleanup();

    renderAccount(<OrderPhysicalCardPage route={confirmation} />, { customer: lukas });
    expect(screen.getByRole('heading', { name: 'account.physicalCard.confirmationHeadline' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('account.physicalCard.ordered');
    cleanup();

    renderAccount(<OrderPhysicalCardPage route={confirmation} />, { customer: lukas });
    expectNothingToConfirm();
  });

  it('confirms nothing after a refused order', async () => {
    await orderCard({ status: 409, body: { errorCode: 'physicalCardNotOrderable', message: 'Für Ihr Konto kann gerade keine Karte bestellt werden.' } });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    cleanup();
    renderAccount(<OrderPhysicalCardPage route={confirmation} />, { customer: lukas });
    expectNothingToConfirm();
  });

  it('confirms a card just ordered once where the browser refuses session storage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const ordering = await orderCard({ status: 200, body: { orderAvailability: 'IsOrdered' } });
    await waitFor(() => expect(ordering.navigations).toEqual(['/order-physical-card-confirmation']));
    cleanup();

    renderAccount(<OrderPhysicalCardPage route={confirmation} />, { customer: lukas });
    expect(screen.getByRole('status')).toHaveTextContent('account.physicalCard.ordered');
    cleanup();
    renderAccount(<OrderPhysicalCardPage route={confirmation} />, { customer: lukas });
    expectNothingToConfirm();
  });
});
