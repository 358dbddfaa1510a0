import { describe, it } from 'vitest';
import { aDeliveryPass } from '../../fixtures/fixtures.test-support';
import { checkCall, type CallCase } from '../../platform/api/harness.test-support';
import { getCustomerDeliveryPass } from './get-customer-delivery-pass';
import { getDeliveryPassOffers } from './get-delivery-pass-offers';

const cases: CallCase[] = [
  {
    name: 'GET the delivery passes on sale',
    operation: getDeliveryPassOffers,
    request: 'GET /api/delivery-pass',
    result: [{ sku: 'dp-12', name: 'Lieferpass 12 Monate', price: 9900, durationInMonths: 12 }],
  },
  {
    name: "GET the customer's delivery pass",
    operation: getCustomerDeliveryPass,
    request: 'GET /api/customers/delivery-pass',
    result: aDeliveryPass(),
  },
  {
    name: 'GET the customer without a delivery pass: null',
    operation: getCustomerDeliveryPass,
    request: 'GET /api/customers/delivery-pass',
    answer: { status: 204 },
    result: null,
  },
  {
    name: 'GET the customer without a delivery pass, answered with null: null',
    operation: getCustomerDeliveryPass,
    request: 'GET /api/customers/delivery-pass',
    answer: { body: null },
    result: null,
  },
];

describe('delivery pass calls (doc 2 §7)', () => {
  it.each(cases)('$name', (test) => checkCall(test));
});
