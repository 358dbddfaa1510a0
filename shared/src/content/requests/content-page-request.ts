import * as z from 'zod/mini';

/**
 * The request of the content page call, without its answer's schema (a route starts it early:
 * prefetchCall); the operation spreads it.
 */
export const contentPageRequest = {
  method: 'GET',
  path: '/api/content/pages',
  query: z.object({ path: z.string().check(z.startsWith('/', 'must start with /'), z.maxLength(2048)) }),
} as const;
