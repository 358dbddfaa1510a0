import * as z from 'zod/mini';
import { defineOperation } from '../api/operation';
import { queryList } from '../api/wire';
import { componentConfigsSchema } from '../schemas/component-configs';
import { clientComponentConfigsRequest } from './requests/client-component-configs-request';

/**
 * The component configs by name (`types`, repeated). A name the content system
 * does not know is left out of the answer, so a client that knows a newer name
 * still gets the others; on a failure the caller uses empty configs.
 */
export const getClientComponentConfigs = defineOperation({
  ...clientComponentConfigsRequest,
  domain: 'platform',
  summary: 'Component configs by name',
  query: z.object({ types: queryList(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,63}$/, 'not a component config name'))) }),
  response: componentConfigsSchema,
  features: [],
  alwaysAvailable: 'component configs of the page chrome (doc 1 §7)',
});
