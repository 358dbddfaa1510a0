import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';
import { communicationSettingsSchema } from '../communication-settings';

/**
 * Saves the communication settings. The answer is not shown in
 * doc 1: the saved settings, or no content, in which case the settings sent
 * are the saved ones.
 */
export const updateCommunicationSettings = defineOperation({
  method: 'PUT',
  path: '/api/customers/communication-settings',
  domain: 'account',
  summary: 'Saves the communication settings',
  body: communicationSettingsSchema,
  response: z.optional(communicationSettingsSchema),
  features: ['featureCustomer'],
  customer: true,
});
