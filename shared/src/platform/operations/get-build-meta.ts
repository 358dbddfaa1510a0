import * as z from 'zod/mini';
import { defineOperation } from '../api/operation';
import { buildMetaSchema } from '../schemas/builds';

/** The route rules (prerender, redirect, app middleware) and prerendered paths of one build. */
export const getBuildMeta = defineOperation({
  method: 'GET',
  path: '/builds/meta/:id.json',
  /** A build id: letters, digits, '-' and '_'. */
  params: z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
  domain: 'platform',
  summary: 'Route rules and prerendered paths of a build',
  response: buildMetaSchema,
  features: [],
  alwaysAvailable: "the shell reads its build's route rules on every page",
});
