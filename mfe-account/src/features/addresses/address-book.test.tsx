import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultTexts, jsonBody, renderAccount } from '../../testing/render-account.test-support';
import { AddressBook } from './address-book';

function address(number: number, extra: object = {}) {
  return {
    id: `a-${number}`,
    category: 'delivery',
    primary: number === 1,
    firstName: 'Lukas',
    lastName: 'Steiner',
    streetName: 'Argentinierstraße',
    streetNumber: String(number),
    postalCode: '1040',
    city: 'Wien',
    ...extra,
  };
}

describe('address book', () => {
  it('at 20 addresses offers no further one and says why', async () => {
    renderAccount(<AddressBook />, {
      messages: defaultTexts('account.error.addressLimitReached_other'),
      handlers: { 'GET /api/customers/addresses': { body: Array.from({ length: 20 }, (_, index) => address(index + 1)) } },
    });
    expect(await screen.findByText('Sie können höchstens 20 Adressen speichern. Bitte löschen Sie zuerst eine Adresse.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'account.addresses.add' })).toBeNull();
  });

  it('reads a placeholder street as missing, and fills the placeholders again when saving', async () => {
    const bodies: unknown[] = [];
    const { user } = renderAccount(<AddressBook />, {
      handlers: {
        'GET /api/customers/addresses': { body: [address(1, { streetName: 'nan', streetNumber: 'na' })] },
        'POST /api/customers/addresses/billing': ({ init }) => {
          bodies.push(jsonBody(init));
          return { body: [address(1), address(2, { category: 'billing' })] };
        },
      },
    });
    const item = await screen.findByRole('listitem', {}, { timeout: 5000 });
    expect(item.textContent).not.toContain('nan');
    await user.click(screen.getByRole('button', { name: 'account.addresses.add' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('account.addresses.category'), 'billing');
    await user.type(within(dialog).getByLabelText('account.field.streetName *'), 'Wiedner Hauptstraße');
    await user.type(within(dialog).getByLabelText('account.field.streetNumber *'), '12');
    await user.type(within(dialog).getByLabelText('account.field.postalCode *'), '1040');
    await user.type(within(dialog).getByLabelText('account.field.city *'), 'Wien');
    await user.click(within(dialog).getByRole('button', { name: 'account.addresses.save' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(bodies).toEqual([
      { streetName: 'Wiedner Hauptstraße', streetNumber: '12', postalCode: '1040', city: 'Wien', countryCode: 'AT', country: 'AT', primary: false },
    ]);
  });

  it('refuses a bidi override in the city under the field, naming it, and sends nothing; the driver’s note keeps its line break', async () => {
    const bodies: unknown[] = [];
    const { user, calls } = renderAccount(<AddressBook />, {
      messages: defaultTexts('validation.characterNotAllowed'),
      handlers: {
        'GET /api/customers/addresses': { body: [] },
        'POST /api/customers/addresses/delivery': ({ init }) => {
          bodies.push(jsonBody(init));
          return { body: [address(1)] };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'account.addresses.add' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('account.field.streetName *'), 'Argentinierstraße');
    await user.type(within(dialog).getByLabelText('account.field.streetNumber *'), '8');
    await user.type(within(dialog).getByLabelText('account.field.postalCode *'), '1040');
    // "Wien" with a right-to-left override after the W shows as "Wnei": the shopper would not see it.
    const city = within(dialog).getByLabelText('account.field.city *');
    await user.type(city, 'W\u202eien');
    await user.type(within(dialog).getByLabelText('account.field.deliveryNote'), 'Hof links{Enter}2. Stiege');
    await user.click(within(dialog).getByRole('button', { name: 'account.addresses.save' }));
    expect(await within(dialog).findByText('Das Zeichen „U+202E“ ist nicht erlaubt.')).toBeInTheDocument();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual(['GET /api/customers/addresses']);
    await user.clear(city);
    await user.type(city, 'Wien');
    await user.click(within(dialog).getByRole('button', { name: 'account.addresses.save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ city: 'Wien', deliveryNote: 'Hof links\n2. Stiege' });
  });

  it('deletes an address only after asking', async () => {
    const { user, calls } = renderAccount(<AddressBook />, {
      handlers: {
        'GET /api/customers/addresses': { body: [address(1), address(2)] },
        'DELETE /api/customers/addresses/a-2': { body: [address(1)] },
      },
    });
    const second = await screen.findByRole('listitem', { name: /Argentinierstraße 2,/ }, { timeout: 5000 });
    await user.click(within(second).getByRole('button', { name: 'account.addresses.remove' }));
    expect(calls).toEqual(['GET /api/customers/addresses']);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'account.addresses.remove' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toEqual(['GET /api/customers/addresses', 'DELETE /api/customers/addresses/a-2']);
  });
});
