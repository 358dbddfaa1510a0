import { defineOperation, ignoredAnswerSchema } from '../api/operation';

/** Ends the session and clears its cookies; the caller shows account.logout.successful or account.logout.error. */
export const logout = defineOperation({
  method: 'POST',
  path: '/api/auth/logout',
  domain: 'platform',
  summary: 'Logout; clears the session cookies',
  response: ignoredAnswerSchema,
  status: 204,
  features: [],
  alwaysAvailable: 'a shopper can always end a session, also one begun before the customer feature was switched off',
});
