import type { DeliveryAreaSeed, OpeningHours, StoreSeed } from '../rules/distribution-rules';

const WEEKDAYS: OpeningHours = {
  1: { opens: '07:30', closes: '20:00' },
  2: { opens: '07:30', closes: '20:00' },
  3: { opens: '07:30', closes: '20:00' },
  4: { opens: '07:30', closes: '20:00' },
  5: { opens: '07:30', closes: '20:00' },
  6: { opens: '07:30', closes: '18:00' },
};
const SHORTER: OpeningHours = { ...WEEKDAYS, 1: { opens: '08:00', closes: '19:00' }, 6: { opens: '08:00', closes: '17:00' } };

function store(
  storeId: string,
  name: string,
  [streetName, streetNumber]: [string, string],
  postalCode: string,
  city: string,
  position: [number, number],
  openingHours: OpeningHours = WEEKDAYS,
  status: 'OPEN' | 'CLOSED' = 'OPEN',
): StoreSeed {
  return {
    storeId,
    name,
    streetName,
    streetNumber,
    postalCode,
    city,
    position: { lat: position[0], lng: position[1] },
    openingHours,
    status,
    pickingUnitIds: [`${storeId}-pu-1`, `${storeId}-pu-2`],
  };
}

/**
 * Eleven stores in the four delivery cities; one has closed for good. Named by
 * their city and street: every tenant's shoppers pick up here, each under their
 * own shop's name (the header, the page), so a store's name carries none.
 */
export const seedStores: readonly StoreSeed[] = [
  store('store-wien-1', 'Wien Mariahilfer Straße', ['Mariahilfer Straße', '85'], '1060', 'Wien', [48.1969, 16.3447]),
  store('store-wien-2', 'Wien Favoriten', ['Favoritenstraße', '120'], '1100', 'Wien', [48.1746, 16.3771]),
  store('store-wien-3', 'Wien Ottakring', ['Thaliastraße', '42'], '1160', 'Wien', [48.2089, 16.3212], SHORTER),
  store('store-wien-4', 'Wien Floridsdorf', ['Brünner Straße', '57'], '1210', 'Wien', [48.2645, 16.4016]),
  store('store-wien-5', 'Wien Landstraße', ['Landstraßer Hauptstraße', '28'], '1030', 'Wien', [48.2035, 16.3887]),
  store('store-wien-6', 'Wien Meidling', ['Meidlinger Hauptstraße', '14'], '1120', 'Wien', [48.1796, 16.3305], WEEKDAYS, 'CLOSED'),
  store('store-graz-1', 'Graz Annenstraße', ['Annenstraße', '29'], '8020', 'Graz', [47.0714, 15.4269]),
  store('store-graz-2', 'Graz St. Peter', ['St.-Peter-Hauptstraße', '33'], '8042', 'Graz', [47.0534, 15.4671], SHORTER),
  store('store-linz-1', 'Linz Landstraße', ['Landstraße', '49'], '4020', 'Linz', [48.2996, 14.2911]),
  store('store-linz-2', 'Linz Urfahr', ['Hauptstraße', '18'], '4040', 'Linz', [48.3127, 14.2835], SHORTER),
  store('store-salzburg-1', 'Salzburg Lehen', ['Ignaz-Harrer-Straße', '21'], '5020', 'Salzburg', [47.8114, 13.0335]),
];

/** Delivery areas by postal code: Vienna 1010–1230, Graz 8010–8055, Linz 4020–4040, Salzburg 5020. */
export const seedDeliveryAreas: readonly DeliveryAreaSeed[] = [
  { deliveryAreaNumber: 'LG-WIEN-MITTE', name: 'Wien Innere Bezirke', storeId: 'store-wien-5', postalCodes: [[1010, 1090]], centre: { lat: 48.2049, lng: 16.3707 }, radiusKm: 3.2 },
  { deliveryAreaNumber: 'LG-WIEN-SUED', name: 'Wien Süd', storeId: 'store-wien-2', postalCodes: [[1100, 1120], [1230, 1230]], centre: { lat: 48.1587, lng: 16.3597 }, radiusKm: 5.5 },
  { deliveryAreaNumber: 'LG-WIEN-WEST', name: 'Wien West', storeId: 'store-wien-3', postalCodes: [[1130, 1170]], centre: { lat: 48.2006, lng: 16.2951 }, radiusKm: 5 },
  { deliveryAreaNumber: 'LG-WIEN-NORD', name: 'Wien Nord und Donaustadt', storeId: 'store-wien-4', postalCodes: [[1180, 1220]], centre: { lat: 48.2556, lng: 16.4095 }, radiusKm: 7 },
  { deliveryAreaNumber: 'LG-GRAZ', name: 'Graz', storeId: 'store-graz-1', postalCodes: [[8010, 8055]], centre: { lat: 47.0707, lng: 15.4395 }, radiusKm: 7 },
  { deliveryAreaNumber: 'LG-LINZ', name: 'Linz', storeId: 'store-linz-1', postalCodes: [[4020, 4040]], centre: { lat: 48.3064, lng: 14.2861 }, radiusKm: 6.5 },
  // A new area: service fees are published one week ahead only (cart validation code 029 beyond that).
  { deliveryAreaNumber: 'LG-SALZBURG', name: 'Salzburg Stadt', storeId: 'store-salzburg-1', postalCodes: [[5020, 5020]], centre: { lat: 47.8095, lng: 13.055 }, radiusKm: 5.5, feesPublishedForDays: 7 },
];
