import * as z from 'zod/mini';
import { defineOperation } from '../api/operation';
import { queryInteger } from '../api/wire';
import { latestBuildSchema } from '../schemas/builds';

/** The id of the newest build, polled hourly; `t` (the time of the request in ms) keeps caches from answering (doc 1 §4, §7). */
export const getLatestBuild = defineOperation({
  method: 'GET',
  path: '/builds/latest.json',
  domain: 'platform',
  summary: 'The id of the newest build',
  query: z.object({ t: z.optional(queryInteger(0)) }),
  response: latestBuildSchema,
  features: [],
  alwaysAvailable: 'every page polls for a newer build',
});
