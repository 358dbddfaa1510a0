import { describe, it } from 'vitest';
import { aDeliveryPass } from '../../fixtures/fixtures';
import { getCustomerDeliveryPass, getDeliveryPassOffers } from './delivery-pass';
import { checkEndpointCall, type EndpointCallCase } from '../../platform/api/harness.test-support';

const cases: EndpointCallCase[] = [
  {
    name: 'GET the delivery passes on sale',
    call: (api) => getDeliveryPassOffers(api),
    request: 'GET /api/delivery-pass',
    result: [{ sku: 'dp-12', name: 'Liefer-Pass 12 Monate', price: 9900, durationInMonths: 12 }],
  },
  {
    name: "GET the customer's delivery pass",
    call: (api) => getCustomerDeliveryPass(api),
    request: 'GET /api/customers/delivery-pass',
    result: aDeliveryPass(),
  },
  {
    name: 'GET the customer without a delivery pass: null',
    call: (api) => getCustomerDeliveryPass(api),
    request: 'GET /api/customers/delivery-pass',
    answer: { status: 204 },
    result: null,
  },
];

describe('delivery pass endpoints (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkEndpointCall(test));
});
