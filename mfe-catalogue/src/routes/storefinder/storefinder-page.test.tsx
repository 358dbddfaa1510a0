import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aCustomer } from '@storefront/shared/fixtures';
import { createTestServices, renderParcel } from '@storefront/shared/platform/testing';
import { catalogueTestMessages as messages } from '../../testing/catalogue.test-support';
import { StorefinderPage } from './storefinder-page';

const week = { '1': { opens: '08:00', closes: '19:00' }, '2': { opens: '08:00', closes: '19:00' }, '3': { opens: '08:00', closes: '19:00' }, '4': { opens: '08:00', closes: '19:00' }, '5': { opens: '08:00', closes: '19:00' }, '6': { opens: '08:00', closes: '17:00' } };
const stores = [
  { storeId: 'store-graz', name: 'Frischmarkt Graz', streetName: 'Annenstraße', streetNumber: '29', postalCode: '8020', city: 'Graz', position: { lat: 47.07, lng: 15.43 }, openingHours: week },
  { storeId: 'store-wien', name: 'Frischmarkt Wien', streetName: 'Mariahilfer Straße', streetNumber: '85', postalCode: '1060', city: 'Wien', position: { lat: 48.2, lng: 16.35 }, openingHours: week },
];

afterEach(() => window.localStorage.clear());

describe('the store finder', () => {
  it('lists the stores with opening hours, and orders them by distance from a searched address', async () => {
    const { services, calls } = createTestServices({
      messages,
      handlers: {
        'GET /api/checkout-stores': { body: stores },
        'GET /api/maps/geocode/address': { body: [{ postalCode: '1070', city: 'Wien', position: { lat: 48.2, lng: 16.34 } }] },
      },
    });
    renderParcel(StorefinderPage, { services });
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Filialen' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Frischmarkt Graz', 'Frischmarkt Wien']);
    expect(within(list).getAllByRole('article')[0]!.textContent).toContain('Mo–Fr08:00–19:00');
    await user.type(screen.getByRole('searchbox', { name: 'Adresse oder Postleitzahl' }), '1070 Wien');
    await user.click(screen.getByRole('button', { name: 'Filialen finden' }));
    expect(await screen.findByText('Filialen nach Entfernung von 1070 Wien')).toBeInTheDocument();
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Frischmarkt Wien', 'Frischmarkt Graz']);
    expect(within(list).getAllByRole('article')[0]!.textContent).toMatch(/0,\d km/);
    expect(calls).toContain('GET /api/maps/geocode/address?address=1070+Wien&restrictCountry=AT');
  });

  it('says so when the address is not found, also when the maps call fails', async () => {
    const { services } = createTestServices({
      messages,
      handlers: { 'GET /api/checkout-stores': { body: stores }, 'GET /api/maps/geocode/address': { status: 502, body: { errorCode: 'maps', message: 'down' } } },
    });
    renderParcel(StorefinderPage, { services });
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Filialen' });
    await user.type(screen.getByRole('searchbox', { name: 'Adresse oder Postleitzahl' }), 'Nirgendwo');
    await user.click(screen.getByRole('button', { name: 'Filialen finden' }));
    expect(await screen.findByText('Diese Adresse haben wir nicht gefunden. Bitte prüfen Sie die Eingabe oder versuchen Sie es mit der Postleitzahl.')).toBeInTheDocument();
  });

  it('keeps a guest’s favorite stores in the browser under favoriteStores, the key removed when empty', async () => {
    const { services } = createTestServices({ messages, handlers: { 'GET /api/checkout-stores': { body: stores } } });
    renderParcel(StorefinderPage, { services });
    const user = userEvent.setup();

    const graz = await screen.findByRole('article', { name: 'Frischmarkt Graz' });
    await user.click(within(graz).getByRole('button', { name: 'Als Lieblingsfiliale merken' }));
    expect(window.localStorage.getItem('favoriteStores')).toBe('["store-graz"]');
    expect(within(graz).getByRole('button', { name: 'Lieblingsfiliale entfernen' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(graz).getByRole('button', { name: 'Lieblingsfiliale entfernen' }));
    expect(window.localStorage.getItem('favoriteStores')).toBeNull();
  });

  it('saves a customer’s favorite store on the account (MY_STORE_{storeId}), nothing in the browser', async () => {
    let body: unknown;
    const test = createTestServices({
      messages,
      handlers: {
        'GET /api/checkout-stores': { body: stores },
        'POST /api/customers/favorite-store': ({ init }) => {
          body = JSON.parse(String(init.body));
          return { body: aCustomer({ favoriteStore: { storeType: 'MY_STORE_store-wien', storeId: 'store-wien' } }) };
        },
      },
    });
    let snapshot = { status: 'authenticated' as const, customer: aCustomer() };
    let refreshed = 0;
    const listeners = new Set<(value: typeof snapshot) => void>();
    const services = {
      ...test.services,
      session: {
        ...test.services.session,
        snapshot: () => snapshot,
        subscribe: (listener: (value: typeof snapshot) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        refresh: async () => {
          refreshed++;
          snapshot = { status: 'authenticated', customer: aCustomer({ favoriteStore: { storeType: 'MY_STORE_store-wien', storeId: 'store-wien' } }) };
          for (const listener of listeners) listener(snapshot);
        },
      },
    };
    renderParcel(StorefinderPage, { services });

    const wien = await screen.findByRole('article', { name: 'Frischmarkt Wien' });
    await userEvent.setup().click(within(wien).getByRole('button', { name: 'Als Lieblingsfiliale merken' }));
    expect(await within(wien).findByText('Ihre Lieblingsfiliale')).toBeInTheDocument();
    expect(body).toEqual({ storeType: 'MY_STORE_store-wien', storeId: 'store-wien' });
    expect(refreshed).toBe(1);
    expect(window.localStorage.getItem('favoriteStores')).toBeNull();
  });
});
