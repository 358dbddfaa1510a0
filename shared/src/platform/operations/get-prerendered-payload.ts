import * as z from 'zod/mini';
import { defineOperation } from '../api/operation';
import { text } from '../api/wire';

/**
 * The prerendered payload of a page, asked with the build id:
 * `/rezepte/kaiserschmarrn/_payload.json?buildId=…`. Its shape is the page's
 * own, so the caller parses the answer.
 */
export const getPrerenderedPayload = defineOperation({
  method: 'GET',
  path: '/:path*/_payload.json',
  domain: 'platform',
  summary: 'The prerendered payload of a page',
  query: z.object({ buildId: text(200) }),
  response: z.unknown(),
  features: [],
  alwaysAvailable: 'prerendered pages exist in every shop',
});
