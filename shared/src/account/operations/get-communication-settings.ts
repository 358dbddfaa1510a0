import { defineOperation } from '../../platform/api/operation';
import { communicationSettingsSchema } from '../communication-settings';

/** Whether the shop may write to the customer by e-mail, letter and SMS. */
export const getCommunicationSettings = defineOperation({
  method: 'GET',
  path: '/api/customers/communication-settings',
  domain: 'account',
  summary: 'Communication settings',
  response: communicationSettingsSchema,
  features: ['featureCustomer'],
  customer: true,
});
