import { describe, expect, it } from 'vitest';
import { call } from '../../platform/api/call';
import { checkCall, fakeBackend } from '../../platform/api/harness.test-support';
import type { CustomerOrderPage } from '../orders';
import { getCustomerOrders } from './get-customer-orders';

const page: CustomerOrderPage = {
  total: 11,
  offset: 10,
  results: [
    {
      orderNumber: 'FM10000001',
      createdAt: '2026-11-20T09:15:00.000Z',
      status: 'PLACED',
      serviceType: 'CLICK_AND_COLLECT',
      total: 3887,
      window: { start: '2026-11-21T08:00:00.000Z', end: '2026-11-21T10:00:00.000Z' },
      place: 'Frischmarkt Wien Mariahilf',
      lines: [{ sku: '100503', name: 'Bio-Kaffee 500 g', quantity: 2, totalPrice: 2998 }],
    },
  ],
};

describe("the customer's orders (this shop's call: doc 2 names none)", () => {
  it('GET a page of them', () =>
    checkCall({
      name: 'GET orders',
      operation: getCustomerOrders,
      input: { query: { pageSize: 10, offset: 10 } },
      request: 'GET /api/customers/orders',
      query: { pageSize: '10', offset: '10' },
      parsedQuery: { pageSize: 10, offset: 10 },
      result: page,
    }));

  it('rejects a page size over 50 locally, and an answer with an unknown status', async () => {
    const local = fakeBackend({});
    await expect(call(local.api, getCustomerOrders, { query: { pageSize: 51 } })).rejects.toMatchObject({ kind: 'rejected-locally' });
    const odd = fakeBackend({ 'GET /api/customers/orders': { body: { ...page, results: [{ ...page.results[0], status: 'LOST' }] } } });
    await expect(call(odd.api, getCustomerOrders)).rejects.toMatchObject({ kind: 'contract' });
  });
});
