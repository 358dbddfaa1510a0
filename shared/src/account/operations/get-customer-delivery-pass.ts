import * as z from 'zod/mini';
import { deliveryPassSchema } from '../../cart/delivery-pass-schemas';
import { defineOperation } from '../../platform/api/operation';

/**
 * The customer's delivery pass (startDate, endDate), or null when there is
 * none: the backend answers no content (204) or null (doc 2 §7).
 */
export const getCustomerDeliveryPass = defineOperation({
  method: 'GET',
  path: '/api/customers/delivery-pass',
  domain: 'account',
  summary: "The customer's delivery pass or null",
  response: z.pipe(
    z.nullish(deliveryPassSchema),
    z.transform((pass) => pass ?? null),
  ),
  features: ['featureCustomer', 'featureCustomerDeliveryPass'],
  customer: true,
});
