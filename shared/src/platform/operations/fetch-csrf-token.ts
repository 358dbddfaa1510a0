import { defineOperation, ignoredAnswerSchema } from '../api/operation';

/** Fired at start so the XSRF-TOKEN cookie is set before the first change; the answer is not used. */
export const fetchCsrfToken = defineOperation({
  method: 'GET',
  path: '/api/csrf',
  domain: 'platform',
  summary: 'Sets the XSRF-TOKEN cookie',
  response: ignoredAnswerSchema,
  status: 204,
  features: [],
  alwaysAvailable: 'the XSRF token every page fetches at start',
});
