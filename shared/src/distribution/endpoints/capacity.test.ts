import { describe, it } from 'vitest';
import { aDistributionWindow } from '../../fixtures/fixtures';
import {
  getCapacity,
  getCapacityQuerySchema,
  getCapacityRequestSchema,
  getEarliestWindow,
  getEarliestWindowQuerySchema,
} from './capacity';
import { checkEndpointCall, type EndpointCallCase } from '../../platform/api/harness.test-support';

const address = { distributionType: 'CLICK_AND_COLLECT' as const, storeId: 'store-1010' };
const slot = { ...aDistributionWindow(), available: true, serviceFee: 499 };

const cases: EndpointCallCase[] = [
  {
    name: 'POST /api/capacity with skus, distributionAddress and the selected time slot',
    call: (api) => getCapacity(api, { skus: ['100201', '100501'], distributionAddress: address }, 'window-1'),
    request: 'POST /api/capacity',
    query: { timeSlotId: 'window-1' },
    querySchema: getCapacityQuerySchema,
    parsedQuery: { timeSlotId: 'window-1' },
    body: { skus: ['100201', '100501'], distributionAddress: address },
    bodySchema: getCapacityRequestSchema,
    result: [slot],
  },
  {
    name: 'GET the earliest window with address and position',
    call: (api) =>
      getEarliestWindow(api, {
        distributionType: 'DELIVERY',
        appointableId: 'area-1010',
        streetName: 'Mariahilfer Straße',
        streetNumber: '12',
        postalCode: '1070',
        city: 'Wien',
        latitude: 48.1986,
        longitude: 16.3503,
      }),
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
    querySchema: getEarliestWindowQuerySchema,
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
    call: (api) => getEarliestWindow(api, { distributionType: 'CLICK_AND_COLLECT', appointableId: 'store-1010' }),
    request: 'GET /api/capacity/window/earliest',
    query: { distributionType: 'CLICK_AND_COLLECT', appointableId: 'store-1010' },
    querySchema: getEarliestWindowQuerySchema,
    answer: { status: 204 },
    result: null,
  },
];

describe('capacity endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));
});
