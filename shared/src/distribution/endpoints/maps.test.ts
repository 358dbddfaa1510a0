import { describe, it } from 'vitest';
import { checkEndpointCall, type EndpointCallCase } from '../../platform/api/harness.test-support';
import {
  autocompletePlaces,
  autocompletePlacesQuerySchema,
  geocodeAddress,
  geocodeAddressQuerySchema,
  geocodeLocation,
  geocodeLocationQuerySchema,
  geocodePlace,
  geocodePlaceQuerySchema,
} from './maps';

const vienna = {
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  postalCode: '1070',
  city: 'Wien',
  countryCode: 'AT',
  position: { lat: 48.1986, lng: 16.3503 },
};

const cases: EndpointCallCase[] = [
  {
    name: 'GET autocomplete with q, addressOnly and restrictCountry',
    call: (api) => autocompletePlaces(api, { q: 'Mariahilfer Str', addressOnly: true, restrictCountry: 'AT' }),
    request: 'GET /api/maps/places/autocomplete',
    query: { q: 'Mariahilfer Str', addressOnly: 'true', restrictCountry: 'AT' },
    querySchema: autocompletePlacesQuerySchema,
    parsedQuery: { q: 'Mariahilfer Str', addressOnly: true, restrictCountry: 'AT' },
    result: [{ id: 'place-1', primaryPart: 'Mariahilfer Straße 12', secondaryPart: '1070 Wien' }],
  },
  {
    name: 'GET geocode/location with latitude, longitude and addressOnly',
    call: (api) => geocodeLocation(api, { latitude: 48.1986, longitude: 16.3503, addressOnly: false }),
    request: 'GET /api/maps/geocode/location',
    query: { latitude: '48.1986', longitude: '16.3503', addressOnly: 'false' },
    querySchema: geocodeLocationQuerySchema,
    parsedQuery: { latitude: 48.1986, longitude: 16.3503, addressOnly: false },
    result: [vienna],
  },
  {
    name: 'GET geocode/{id}, the id URL-encoded, with primary and secondary part',
    call: (api) => geocodePlace(api, 'ChIJ/x+y', { primaryPart: 'Mariahilfer Straße 12', secondaryPart: '1070 Wien' }),
    request: 'GET /api/maps/geocode/ChIJ%2Fx%2By',
    query: { primaryPart: 'Mariahilfer Straße 12', secondaryPart: '1070 Wien' },
    querySchema: geocodePlaceQuerySchema,
    result: vienna,
  },
  {
    name: 'GET geocode/{id} without parts; an incomplete address still parses',
    call: (api) => geocodePlace(api, 'place-2'),
    request: 'GET /api/maps/geocode/place-2',
    querySchema: geocodePlaceQuerySchema,
    parsedQuery: {},
    result: { position: { lat: 48.2, lng: 16.37 }, city: 'Wien' },
  },
  {
    name: 'GET geocode/address with address and restrictCountry',
    call: (api) => geocodeAddress(api, { address: 'Mariahilfer Straße 12, Wien', restrictCountry: 'AT' }),
    request: 'GET /api/maps/geocode/address',
    query: { address: 'Mariahilfer Straße 12, Wien', restrictCountry: 'AT' },
    querySchema: geocodeAddressQuerySchema,
    result: [],
  },
];

describe('map endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));
});
