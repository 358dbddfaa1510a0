import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aCheckoutStore } from '../../fixtures/fixtures';
import {
  getCheckoutStores,
  getDefaultDeliveryArea,
  getDeliveryArea,
  getDeliveryAreaAt,
  getDeliveryAreaAtQuerySchema,
} from './distribution';
import { checkEndpointCall, fakeBackend, type EndpointCallCase } from '../../platform/api/harness.test-support';

const area = { deliveryAreaNumber: '1010', storeId: 'store-1010', pickingUnitIds: ['pu-1'], name: 'Wien Innere Stadt' };

const cases: EndpointCallCase[] = [
  { name: 'GET the checkout stores', call: (api) => getCheckoutStores(api), request: 'GET /api/checkout-stores', result: [aCheckoutStore()] },
  { name: 'GET the delivery area', call: (api) => getDeliveryArea(api), request: 'GET /api/distribution/delivery-area', result: area },
  {
    name: 'GET the delivery area: none yet',
    call: (api) => getDeliveryArea(api),
    request: 'GET /api/distribution/delivery-area',
    answer: { status: 204 },
    result: null,
  },
  {
    name: 'GET the default delivery area; picking units default to none',
    call: (api) => getDefaultDeliveryArea(api),
    request: 'GET /api/distribution/delivery-area/default',
    answer: { body: { deliveryAreaNumber: '1000' } },
    result: { deliveryAreaNumber: '1000', pickingUnitIds: [] },
  },
  {
    name: 'GET the delivery area at a position',
    call: (api) => getDeliveryAreaAt(api, { lat: 48.2082, lng: 16.3738 }),
    request: 'GET /api/distribution/delivery-area/intersection',
    query: { latitude: '48.2082', longitude: '16.3738' },
    querySchema: getDeliveryAreaAtQuerySchema,
    parsedQuery: { latitude: 48.2082, longitude: 16.3738 },
    result: area,
  },
  {
    name: 'GET the delivery area at a position outside every area',
    call: (api) => getDeliveryAreaAt(api, { lat: 0, lng: 0 }),
    request: 'GET /api/distribution/delivery-area/intersection',
    query: { latitude: '0', longitude: '0' },
    answer: { body: null },
    result: null,
  },
];

describe('distribution endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));

  it('the position query rejects what is not a position', () => {
    expect(z.safeParse(getDeliveryAreaAtQuerySchema, { latitude: '91', longitude: '0' }).success).toBe(false);
    expect(z.safeParse(getDeliveryAreaAtQuerySchema, { latitude: 'abc', longitude: '0' }).success).toBe(false);
    expect(z.safeParse(getDeliveryAreaAtQuerySchema, { latitude: '', longitude: '0' }).success).toBe(false);
  });

  it('a failure is an ApiError the caller turns into an empty result (doc 2 §8)', async () => {
    const backend = fakeBackend({ 'GET /api/checkout-stores': { status: 500 } });
    await expect(getCheckoutStores(backend.api).catch(() => [])).resolves.toEqual([]);
  });
});
