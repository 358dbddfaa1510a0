import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aCheckoutStore, aDistributionWindow } from '../../fixtures/fixtures.test-support';
import { call } from '../../platform/api/call';
import { checkCall, fakeBackend, type CallCase } from '../../platform/api/harness.test-support';
import { autocompletePlaces } from './autocomplete-places';
import { geocodeAddress } from './geocode-address';
import { geocodeLocation } from './geocode-location';
import { geocodePlace } from './geocode-place';
import { getCapacity } from './get-capacity';
import { getCheckoutStores } from './get-checkout-stores';
import { getDefaultDeliveryArea } from './get-default-delivery-area';
import { getDeliveryArea } from './get-delivery-area';
import { getDeliveryAreaAt } from './get-delivery-area-at';
import { getEarliestWindow } from './get-earliest-window';

const pickup = { distributionType: 'CLICK_AND_COLLECT' as const, storeId: 'store-1010' };
const slot = { ...aDistributionWindow(), available: true, serviceFee: 499 };
const area = { deliveryAreaNumber: '1010', storeId: 'store-1010', pickingUnitIds: ['pu-1'], name: 'Wien Innere Stadt' };
const vienna = {
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  postalCode: '1070',
  city: 'Wien',
  countryCode: 'AT',
  position: { lat: 48.1986, lng: 16.3503 },
};

const capacityCases: CallCase[] = [
  {
    name: 'POST /api/capacity with skus, distributionAddress and the selected time slot',
    operation: getCapacity,
    input: { body: { skus: ['100201', '100501'], distributionAddress: pickup }, query: { timeSlotId: 'window-1' } },
    request: 'POST /api/capacity',
    query: { timeSlotId: 'window-1' },
    parsedQuery: { timeSlotId: 'window-1' },
    body: { skus: ['100201', '100501'], distributionAddress: pickup },
    result: [slot],
  },
  {
    name: 'GET the earliest window with address and position',
    operation: getEarliestWindow,
    input: {
      query: {
        distributionType: 'DELIVERY',
        appointableId: 'area-1010',
        streetName: 'Mariahilfer Straße',
        streetNumber: '12',
        postalCode: '1070',
        city: 'Wien',
        latitude: 48.1986,
        longitude: 16.3503,
      },
    },
    request: 'GET /api/capacity/window/earliest',
    query: {
      distributionType: 'DELIVERY',
      appointableId: 'area-1010',
      streetName: 'Mariahilfer Straße',
      streetNumber: '12',
      postalCode: '1070',
      city: 'Wien',
      latitude: '48.1986',
      longitude: '16.3503',
    },
    parsedQuery: {
      distributionType: 'DELIVERY',
      appointableId: 'area-1010',
      streetName: 'Mariahilfer Straße',
      streetNumber: '12',
      postalCode: '1070',
      city: 'Wien',
      latitude: 48.1986,
      longitude: 16.3503,
    },
    result: aDistributionWindow(),
  },
  {
    name: 'GET the earliest window: no content when none is free',
    operation: getEarliestWindow,
    input: { query: { distributionType: 'CLICK_AND_COLLECT', appointableId: 'store-1010' } },
    request: 'GET /api/capacity/window/earliest',
    query: { distributionType: 'CLICK_AND_COLLECT', appointableId: 'store-1010' },
    answer: { status: 204 },
    result: null,
  },
];

const distributionCases: CallCase[] = [
  { name: 'GET the checkout stores', operation: getCheckoutStores, request: 'GET /api/checkout-stores', result: [aCheckoutStore()] },
  { name: 'GET the delivery area', operation: getDeliveryArea, request: 'GET /api/distribution/delivery-area', result: area },
  {
    name: 'GET the delivery area: none yet',
    operation: getDeliveryArea,
    request: 'GET /api/distribution/delivery-area',
    answer: { status: 204 },
    result: null,
  },
  {
    name: 'GET the default delivery area; picking units default to none',
    operation: getDefaultDeliveryArea,
    request: 'GET /api/distribution/delivery-area/default',
    answer: { body: { deliveryAreaNumber: '1000' } },
    result: { deliveryAreaNumber: '1000', pickingUnitIds: [] },
  },
  {
    name: 'GET the delivery area at a position',
    operation: getDeliveryAreaAt,
    input: { query: { latitude: 48.2082, longitude: 16.3738 } },
    request: 'GET /api/distribution/delivery-area/intersection',
    query: { latitude: '48.2082', longitude: '16.3738' },
    parsedQuery: { latitude: 48.2082, longitude: 16.3738 },
    result: area,
  },
  {
    name: 'GET the delivery area at a position outside every area',
    operation: getDeliveryAreaAt,
    input: { query: { latitude: 0, longitude: 0 } },
    request: 'GET /api/distribution/delivery-area/intersection',
    query: { latitude: '0', longitude: '0' },
    answer: { body: null },
    result: null,
  },
];

const mapCases: CallCase[] = [
  {
    name: 'GET autocomplete with q, addressOnly and restrictCountry',
    operation: autocompletePlaces,
    input: { query: { q: 'Mariahilfer Str', addressOnly: true, restrictCountry: 'AT' } },
    request: 'GET /api/maps/places/autocomplete',
    query: { q: 'Mariahilfer Str', addressOnly: 'true', restrictCountry: 'AT' },
    parsedQuery: { q: 'Mariahilfer Str', addressOnly: true, restrictCountry: 'AT' },
    result: [{ id: 'place-1', primaryPart: 'Mariahilfer Straße 12', secondaryPart: '1070 Wien' }],
  },
  {
    name: 'GET geocode/location with latitude, longitude and addressOnly',
    operation: geocodeLocation,
    input: { query: { latitude: 48.1986, longitude: 16.3503, addressOnly: false } },
    request: 'GET /api/maps/geocode/location',
    query: { latitude: '48.1986', longitude: '16.3503', addressOnly: 'false' },
    parsedQuery: { latitude: 48.1986, longitude: 16.3503, addressOnly: false },
    result: [vienna],
  },
  {
    name: 'GET geocode/{id}, the id URL-encoded, with primary and secondary part',
    operation: geocodePlace,
    input: { params: { id: 'ChIJ/x+y' }, query: { primaryPart: 'Mariahilfer Straße 12', secondaryPart: '1070 Wien' } },
    request: 'GET /api/maps/geocode/ChIJ%2Fx%2By',
    query: { primaryPart: 'Mariahilfer Straße 12', secondaryPart: '1070 Wien' },
    result: vienna,
  },
  {
    name: 'GET geocode/{id} without parts; an incomplete address still parses',
    operation: geocodePlace,
    input: { params: { id: 'place-2' } },
    request: 'GET /api/maps/geocode/place-2',
    parsedQuery: {},
    result: { position: { lat: 48.2, lng: 16.37 }, city: 'Wien' },
  },
  {
    name: 'GET geocode/address with address and restrictCountry',
    operation: geocodeAddress,
    input: { query: { address: 'Mariahilfer Straße 12, Wien', restrictCountry: 'AT' } },
    request: 'GET /api/maps/geocode/address',
    query: { address: 'Mariahilfer Straße 12, Wien', restrictCountry: 'AT' },
    result: [],
  },
];

describe('the capacity calls (doc 2 §7)', () => {
  it.each(capacityCases)('$name', (test) => checkCall(test));
});

describe('the distribution calls (doc 2 §7)', () => {
  it.each(distributionCases)('$name', (test) => checkCall(test));

  it('the position query rejects what is not a position', () => {
    const query = getDeliveryAreaAt.query;
    expect(z.safeParse(query, { latitude: '91', longitude: '0' }).success).toBe(false);
    expect(z.safeParse(query, { latitude: 'abc', longitude: '0' }).success).toBe(false);
    expect(z.safeParse(query, { latitude: '', longitude: '0' }).success).toBe(false);
  });

  it('a failure is an ApiError the caller turns into an empty result (doc 2 §8)', async () => {
    const backend = fakeBackend({ 'GET /api/checkout-stores': { status: 500 } });
    await expect(call(backend.api, getCheckoutStores).catch(() => [])).resolves.toEqual([]);
  });
});

describe('the map calls (doc 2 §7)', () => {
  it.each(mapCases)('$name', (test) => checkCall(test));
});
