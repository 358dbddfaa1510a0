import * as z from 'zod/mini';
import { defineOperation, ignoredAnswerSchema } from '../../platform/api/operation';
import { newPasswordField } from '../password';
import { requiredPassword } from '../../platform/validation/rules';

/**
 * The logged-in customer changes the password (doc 2 §5: the old one
 * required, the new one 8 to 50 characters; the repeat is the form's). 204;
 * 403 `wrongPassword` when the old one is not the account's.
 */
export const changePassword = defineOperation({
  method: 'PUT',
  path: '/api/customers/password',
  domain: 'account',
  summary: 'Changes the password; 403 wrongPassword when the old one is wrong',
  body: z.object({ oldPassword: requiredPassword(), newPassword: newPasswordField() }),
  response: ignoredAnswerSchema,
  status: 204,
  features: ['featureCustomer'],
  customer: true,
});
