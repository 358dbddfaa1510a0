import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { queryInteger } from '../../platform/api/wire';
import { customerOrderPageSchema } from '../orders';

/**
 * A page of the session customer's orders, newest first (doc 2 names no such
 * call: a shop's order history). Only the session's customer: the call takes
 * no customer id, so nobody can ask for another customer's orders.
 */
export const getCustomerOrders = defineOperation({
  method: 'GET',
  path: '/api/customers/orders',
  domain: 'account',
  summary: "A page of the customer's orders, newest first",
  query: z.object({
    pageSize: z.optional(queryInteger(1, 50)),
    offset: z.optional(queryInteger(0)),
  }),
  response: customerOrderPageSchema,
  features: ['featureCustomer'],
  customer: true,
});
