import { defineOperation } from '../../platform/api/operation';
import { physicalCardStatusSchema } from '../loyalty';

/**
 * Whether the physical loyalty card can be ordered. The card is
 * ordered exactly when featureJoe is off, so its status is the
 * account's, not the club's.
 */
export const getPhysicalCardStatus = defineOperation({
  method: 'GET',
  path: '/api/customers/physical-card/status',
  domain: 'account',
  summary: 'Physical card status',
  response: physicalCardStatusSchema,
  features: ['featureCustomer'],
  customer: true,
});
