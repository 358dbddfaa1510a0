import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestServices, renderParcel } from '@storefront/shared/platform/testing';
import { CheckoutPage } from './checkout-page';
import { aCart, asCustomer, checkoutHandlers, delivery, messages, progressButton, route, WALLET_TENANT } from './checkout-page.test-support';

beforeEach(() => sessionStorage.clear());

describe('checkout page: a customer', () => {
  it('a customer: the primary card preselected, the expired one disabled; the gift card covers part and the rest goes to the card', async () => {
    let current = aCart({ customerId: 'c-1', priceInfo: { ...aCart().priceInfo, total: 3000, uncoveredAmountWithoutOverAuthorization: 3000 } });
    const payments: unknown[] = [];
    const { services } = createTestServices({
      messages,
      tenant: WALLET_TENANT,
      handlers: {
        ...checkoutHandlers(() => current),
        'GET /api/customers/payment-methods': {
          body: {
            activeMethods: [
              { id: 'pm-visa', paymentBrand: 'Visa', cardExpiryMonth: 8, cardExpiryYear: 2031, isPrimary: true, expired: false },
              { id: 'pm-mc', paymentBrand: 'Mastercard', cardExpiryMonth: 3, cardExpiryYear: 2024, isPrimary: false, expired: true },
            ],
            hasInactiveMethods: true,
          },
        },
        'GET /api/customers/digital-wallet': { body: { balance: 2500, giftCards: [{ id: 'g1', balance: 2500 }] } },
        'GET /api/carts/files': { body: { files: [] } },
        'POST /api/carts/payment': ({ init }) => {
          const body = JSON.parse(String(init.body)) as { methodKey: string; amount: number };
          payments.push(body);
          current = { ...current, payments: [...current.payments, { id: `p${payments.length}`, methodKey: body.methodKey, amountPlanned: body.amount }] };
          return { body: current };
        },
      },
    });
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services: asCustomer(services), route: route() });

    const methods = await screen.findByRole('radiogroup', { name: 'Zahlungsart' });
    await waitFor(() => expect(within(methods).getByRole('radio', { name: /^Visa, gültig bis 08\/2031 \(Standard\)/ })).toBeChecked());
    expect(within(methods).getByRole('radio', { name: 'Mastercard, abgelaufen 03/2024' })).toBeDisabled();
    const useWallet = await screen.findByRole('checkbox', { name: /^Mit Geschenkkarte bezahlen/ });
    expect(useWallet.closest('label')?.textContent).toBe(`Mit Geschenkkarte bezahlen (Guthaben ${services.i18n.formatPrice(2500)})`);
    await user.click(useWallet);
    expect(screen.getByTestId('gift-card-cover').textContent).toBe(
      `Die Geschenkkarte zahlt ${services.i18n.formatPrice(2500)}. Den Rest von ${services.i18n.formatPrice(500)} zahlen Sie mit der gewählten Zahlungsart.`,
    );
    expect(sessionStorage.getItem('use-wallet')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(progressButton(/Prüfen/)).toHaveAttribute('aria-current', 'step'));
    expect(payments).toEqual([
      { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 2500 },
      { methodKey: 'credit-cards', amount: 500, brandName: 'Visa' },
    ]);
  });

  it('a part the new plan has no more is removed: a gift card now covering all leaves no card payment planned', async () => {
    let current = aCart({
      customerId: 'c-1',
      priceInfo: { ...aCart().priceInfo, total: 2000, uncoveredAmountWithoutOverAuthorization: 2000 },
      payments: [{ id: 'p-old', methodKey: 'credit-cards', amountPlanned: 2000 }],
    });
    const calls: string[] = [];
    const { services } = createTestServices({
      messages,
      tenant: WALLET_TENANT,
      handlers: {
        ...checkoutHandlers(() => current),
        'GET /api/customers/payment-methods': { body: { activeMethods: [], hasInactiveMethods: false } },
        'GET /api/customers/digital-wallet': { body: { balance: 2500, giftCards: [{ id: 'g1', balance: 2500 }] } },
        'GET /api/carts/files': { body: { files: [] } },
        'DELETE /api/carts/payment/p-old': () => {
          calls.push('remove p-old');
          current = { ...current, payments: current.payments.filter((payment) => payment.id !== 'p-old') };
          return { body: current };
        },
        'POST /api/carts/payment': ({ init }) => {
          const body = JSON.parse(String(init.body)) as { methodKey: string; amount: number };
          calls.push(`add ${body.methodKey} ${body.amount}`);
          current = { ...current, payments: [...current.payments.filter((payment) => (payment.methodKey === 'gift-card') !== (body.methodKey === 'gift-card')), { id: `p-${calls.length}`, methodKey: body.methodKey, amountPlanned: body.amount }] };
          return { body: current };
        },
      },
    });
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services: asCustomer(services), route: route('step=payment') });

    await user.click(await screen.findByRole('checkbox', { name: /^Mit Geschenkkarte bezahlen/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(progressButton(/Prüfen/)).toHaveAttribute('aria-current', 'step'));
    expect(current.payments.map((payment) => [payment.methodKey, payment.amountPlanned])).toEqual([['gift-card', 2000]]);
    expect(calls).toEqual(['add gift-card 2000', 'remove p-old']);
  });

  it('a customer’s new delivery address: the name filled from the account, and kept in the address book when chosen', async () => {
    let current = aCart({ customerId: 'c-1', distributionAddress: delivery, distributionWindow: null, billingAddress: null });
    const bodies: Record<string, unknown> = {};
    const { services } = createTestServices({
      messages,
      handlers: {
        ...checkoutHandlers(() => current),
        'GET /api/customers/addresses': {
          body: [{ id: 'a-1', category: 'combined', streetName: 'Neubaugasse', streetNumber: '7', postalCode: '1070', city: 'Wien', primary: true }],
        },
        'POST /api/carts/distribution-address': ({ init }) => {
          bodies['cart'] = JSON.parse(String(init.body));
          current = { ...current, distributionAddress: { ...delivery, firstName: 'Anna', lastName: 'Berger' } };
          return { body: current };
        },
        'POST /api/customers/addresses/delivery': ({ init }) => {
          bodies['book'] = JSON.parse(String(init.body));
          return { status: 201, body: [{ id: 'a-2', category: 'delivery', ...delivery, primary: false }] };
        },
        'POST /api/capacity': { body: [] },
        'GET /api/capacity/window/earliest': { status: 204 },
      },
    });
    const user = userEvent.setup();
    renderParcel(CheckoutPage, { services: asCustomer(services, { firstOrderDelivery: true }), route: route() });

    // With no validation error the service counts as done: checkout opens at the window; the shopper goes back.
    await waitFor(() => expect(progressButton(/Zeitfenster/)).toHaveAttribute('aria-current', 'step'));
    await user.click(progressButton(/Service/));
    expect(await screen.findByLabelText('Vorname', {}, { timeout: 5_000 })).toHaveValue('Anna');
    expect(screen.getByLabelText('Nachname')).toHaveValue('Berger');
    const keep = await screen.findByRole('checkbox', { name: 'Adresse im Adressbuch speichern' });
    await user.click(keep);
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(bodies['book']).toBeDefined());
    await waitFor(() => expect(progressButton(/Zeitfenster/)).toHaveAttribute('aria-current', 'step'));
    expect(bodies['cart']).not.toHaveProperty('saveToAddressBook');
    expect(bodies['book']).toMatchObject({ firstName: 'Anna', lastName: 'Berger', streetName: 'Mariahilfer Straße', streetNumber: '12', postalCode: '1060', city: 'Wien' });
  });
});
