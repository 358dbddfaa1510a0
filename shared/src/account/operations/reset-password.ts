import * as z from 'zod/mini';
import { defineOperation, ignoredAnswerSchema } from '../../platform/api/operation';
import { newPasswordField } from '../password';
import { passwordResetTokenSchema } from '../password-reset';

/**
 * Sets a new password with the token of a reset link (the shop's own call).
 * 204 when done (the link is used up, every open session of the account
 * ends); 410 `passwordResetLinkInvalid` for an unknown, used or expired link.
 */
export const resetPassword = defineOperation({
  method: 'POST',
  path: '/api/customers/password-reset/confirm',
  domain: 'account',
  summary: 'Sets a new password with the token of a reset link; 410 for an unknown, used or expired link',
  body: z.object({ token: passwordResetTokenSchema, password: newPasswordField() }),
  response: ignoredAnswerSchema,
  status: 204,
  features: ['featureCustomer'],
});
