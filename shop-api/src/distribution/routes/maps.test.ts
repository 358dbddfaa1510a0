import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, call, type ApiClient } from '@storefront/shared/platform/api';
import { autocompletePlaces, geocodeAddress, geocodeLocation, geocodePlace } from '@storefront/shared/distribution';
import { seedGazetteer } from '../seed/gazetteer';
import { parseAddressText } from '../store/gazetteer';
import { CookieJar, createTestApp, inProcessApiClient, type TestApp } from '../../testing/test-app.test-support';

let testApp: TestApp;
let api: ApiClient;
beforeAll(async () => {
  testApp = await createTestApp();
  api = inProcessApiClient(testApp.app, new CookieJar());
});
afterAll(() => testApp.close());

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url });
}

describe('the gazetteer', () => {
  it('has streets in every delivery city, Innsbruck and Klagenfurt outside them, and two German ones', () => {
    const cities = new Set(seedGazetteer.map((street) => `${street.countryCode} ${street.city}`));
    for (const city of ['AT Wien', 'AT Graz', 'AT Linz', 'AT Salzburg', 'AT Innsbruck', 'AT Klagenfurt am Wörthersee', 'DE München']) expect(cities).toContain(city);
    const viennaCodes = new Set(seedGazetteer.filter((street) => street.city === 'Wien').map((street) => street.postalCode));
    expect(viennaCodes.size).toBe(23);
    expect(seedGazetteer.find((street) => street.city === 'Innsbruck')?.postalCode).toBe('6020');
    expect(seedGazetteer.find((street) => street.city.startsWith('Klagenfurt'))?.postalCode).toBe('9020');
    expect(new Set(seedGazetteer.map((street) => street.id)).size).toBe(seedGazetteer.length);
  });

  it('reads the street, house number and place of a typed address', () => {
    expect(parseAddressText('Mariahilfer Straße 85, 1060 Wien')).toEqual({ street: 'Mariahilfer Straße', number: '85', place: '1060 Wien' });
    expect(parseAddressText('Getreidegasse 9a Salzburg')).toEqual({ street: 'Getreidegasse', number: '9a', place: 'Salzburg' });
    expect(parseAddressText('St.-Peter-Hauptstraße')).toEqual({ street: 'St.-Peter-Hauptstraße', place: '' });
    expect(parseAddressText('8010 Graz')).toEqual({ street: '', place: '8010 Graz' });
  });
});

describe('GET /api/maps/places/autocomplete', () => {
  it('suggests the street with the typed house number, abbreviations and umlauts folded', async () => {
    expect(await call(api, autocompletePlaces, { query: { q: 'mariahilfer str. 85' } })).toEqual([
      { id: 'street:1060-mariahilfer-strasse:85', primaryPart: 'Mariahilfer Straße 85', secondaryPart: '1060 Wien, Österreich' },
    ]);
    const kaerntner = await call(api, autocompletePlaces, { query: { q: 'Kaerntner' } });
    expect(kaerntner.map((place) => place.secondaryPart)).toEqual(['1010 Wien, Österreich', '8020 Graz, Österreich']);
    expect((await call(api, autocompletePlaces, { query: { q: 'Kärntner Straße, Graz' } })).map((place) => place.id)).toEqual(['street:8020-kaerntner-strasse']);
  });

  it('leaves out a house number the street does not have', async () => {
    expect(await call(api, autocompletePlaces, { query: { q: 'Stephansplatz 20' } })).toEqual([
      { id: 'street:1010-stephansplatz', primaryPart: 'Stephansplatz', secondaryPart: '1010 Wien, Österreich' },
    ]);
    expect((await call(api, autocompletePlaces, { query: { q: 'Graben 99' } })).map((place) => place.primaryPart)).toEqual(['Graben', 'Grabenstraße 99']);
  });

  it('suggests postal areas too, unless addressOnly', async () => {
    expect((await call(api, autocompletePlaces, { query: { q: 'Graz' } })).map((place) => place.primaryPart)).toEqual(['8010 Graz', '8020 Graz', '8042 Graz', '8045 Graz']);
    expect(await call(api, autocompletePlaces, { query: { q: 'Graz', addressOnly: true } })).toEqual([]);
    expect(await call(api, autocompletePlaces, { query: { q: '6020' } })).toEqual([{ id: 'locality:AT-6020', primaryPart: '6020 Innsbruck', secondaryPart: 'Österreich' }]);
  });

  it('keeps to the country asked for', async () => {
    expect((await call(api, autocompletePlaces, { query: { q: 'Kaufingerstraße' } })).map((place) => place.id)).toEqual(['street:80331-kaufingerstrasse']);
    expect(await call(api, autocompletePlaces, { query: { q: 'Kaufingerstraße', restrictCountry: 'AT' } })).toEqual([]);
  });

  it('answers at most five suggestions', async () => {
    expect((await call(api, autocompletePlaces, { query: { q: 'straße' } })).length).toBe(5);
  });

  it('answers 400 for a missing text, a bad flag or a bad country', async () => {
    for (const [query, path] of [
      ['', 'q'],
      ['q=%20%20', 'q'],
      ['q=Graben&addressOnly=vielleicht', 'addressOnly'],
      ['q=Graben&restrictCountry=at', 'restrictCountry'],
    ]) {
      const response = await get(`/api/maps/places/autocomplete?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().customPayload.issues[0].path, query).toBe(path);
    }
  });
});

describe('GET /api/maps/geocode/{id}', () => {
  it('answers the address of a suggestion, the house number placed along the street', async () => {
    const [suggestion] = await call(api, autocompletePlaces, { query: { q: 'Mariahilfer Straße 85' } });
    const address = await call(api, geocodePlace, { params: { id: suggestion!.id }, query: { primaryPart: suggestion!.primaryPart, secondaryPart: suggestion!.secondaryPart } });
    expect(address).toMatchObject({ streetName: 'Mariahilfer Straße', streetNumber: '85', postalCode: '1060', city: 'Wien', countryCode: 'AT' });
    const start = await call(api, geocodePlace, { params: { id: 'street:1060-mariahilfer-strasse:1' } });
    const end = await call(api, geocodePlace, { params: { id: 'street:1060-mariahilfer-strasse:200' } });
    expect(address.position.lng).toBeLessThan(start.position.lng);
    expect(address.position.lng).toBeGreaterThan(end.position.lng);
  });

  it('takes the house number from primaryPart when the suggestion had none, and leaves it out otherwise', async () => {
    expect(await call(api, geocodePlace, { params: { id: 'street:1010-graben' }, query: { primaryPart: 'Graben 12' } })).toMatchObject({ streetName: 'Graben', streetNumber: '12' });
    expect(await call(api, geocodePlace, { params: { id: 'street:1010-graben' } })).not.toHaveProperty('streetNumber');
  });

  it('answers a postal area without a street (geocoding incomplete, doc 2 §5)', async () => {
    const area = await call(api, geocodePlace, { params: { id: 'locality:AT-9020' } });
    expect(area).toMatchObject({ postalCode: '9020', city: 'Klagenfurt am Wörthersee', country: 'Österreich' });
    expect(area).not.toHaveProperty('streetName');
  });

  it('answers 404 placeNotFound for an id the gazetteer does not know, 400 for no place id', async () => {
    for (const id of ['street:1010-gibt-es-nicht', 'locality:AT-1000']) {
      const error = await call(api, geocodePlace, { params: { id } }).catch((reason: unknown) => reason);
      expect(error, id).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, details: { errorCode: 'placeNotFound' } });
    }
    const response = await get('/api/maps/geocode/Graben%2012');
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('id');
    expect((await get(`/api/maps/geocode/street:1010-graben?primaryPart=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/maps/geocode/address', () => {
  it('answers the addresses a text names, a street with the house number first', async () => {
    const [address] = await call(api, geocodeAddress, { query: { address: 'Getreidegasse 9, 5020 Salzburg', restrictCountry: 'AT' } });
    expect(address).toMatchObject({ streetName: 'Getreidegasse', streetNumber: '9', postalCode: '5020', city: 'Salzburg' });
    const both = await call(api, geocodeAddress, { query: { address: 'Kärntner Straße 300' } });
    expect(both.map((found) => [found.city, found.streetNumber])).toEqual([
      ['Graz', '300'],
      ['Wien', undefined],
    ]);
    expect(await call(api, geocodeAddress, { query: { address: 'Kaufingerstraße 5, 80331 München', restrictCountry: 'AT' } })).toEqual([]);
    expect(await call(api, geocodeAddress, { query: { address: 'Ringstraße 1, 9999 Nirgendwo' } })).toEqual([]);
  });

  it('answers 400 without an address', async () => {
    const response = await get('/api/maps/geocode/address?restrictCountry=AT');
    expect(response.statusCode).toBe(400);
    expect(response.json().customPayload.issues[0].path).toBe('address');
  });
});

describe('GET /api/maps/geocode/location', () => {
  it('answers the nearest street with the house number at that point', async () => {
    const [nearest] = await call(api, geocodeLocation, { query: { latitude: 48.1969, longitude: 16.3447 } });
    expect(nearest).toMatchObject({ streetName: 'Mariahilfer Straße', postalCode: '1060', city: 'Wien', position: { lat: 48.1969, lng: 16.3447 } });
    expect(Number(nearest!.streetNumber)).toBeGreaterThan(100);
    const [innsbruck] = await call(api, geocodeLocation, { query: { latitude: 47.2648, longitude: 11.3936, addressOnly: true } });
    expect(innsbruck).toMatchObject({ streetName: 'Maria-Theresien-Straße', postalCode: '6020' });
  });

  it('answers the postal area when no street is near, nothing when addressOnly or far from everything', async () => {
    expect(await call(api, geocodeLocation, { query: { latitude: 47.1, longitude: 15.44 } })).toEqual([
      { postalCode: '8045', city: 'Graz', country: 'Österreich', countryCode: 'AT', position: { lat: 47.1, lng: 15.44 } },
    ]);
    expect(await call(api, geocodeLocation, { query: { latitude: 47.1, longitude: 15.44, addressOnly: true } })).toEqual([]);
    expect(await call(api, geocodeLocation, { query: { latitude: 47.5, longitude: 14 } })).toEqual([]);
  });

  it('answers 400 for a latitude or longitude out of range or missing', async () => {
    for (const [query, path] of [
      ['latitude=91&longitude=16', 'latitude'],
      ['latitude=48&longitude=-181', 'longitude'],
      ['latitude=48', 'longitude'],
      ['latitude=Wien&longitude=16', 'latitude'],
    ]) {
      const response = await get(`/api/maps/geocode/location?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().customPayload.issues[0].path, query).toBe(path);
    }
  });
});
