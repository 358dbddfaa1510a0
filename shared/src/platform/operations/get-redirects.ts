import { defineOperation } from '../api/operation';
import { redirectTableSchema } from '../schemas/redirects';

/** The redirect table; a failure is ignored, i.e. no redirects. */
export const getRedirects = defineOperation({
  method: 'GET',
  path: '/api/content/redirects',
  domain: 'platform',
  summary: 'The redirect table: oneToOne, manyToOne, manyToMany',
  response: redirectTableSchema,
  features: [],
  alwaysAvailable: 'the redirect table of every page (doc 1 §7)',
});
