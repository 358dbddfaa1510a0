import * as z from 'zod/mini';
import { defineOperation } from '../../platform/api/operation';

/** The sitemap: the content pages a visitor may find, by path and title. */
const sitemapSchema = z.object({ pages: z.array(z.object({ path: z.string().check(z.startsWith('/')), title: z.string() })) });
export type Sitemap = z.infer<typeof sitemapSchema>;

/**
 * The content pages a visitor may find, without the pages kept out of search
 * engines (noIndex), for the sitemap page (doc 1 §2 shows no call for it).
 */
export const getSitemap = defineOperation({
  method: 'GET',
  path: '/api/content/sitemap',
  domain: 'content',
  summary: 'The sitemap',
  response: sitemapSchema,
  features: [],
  alwaysAvailable: 'the sitemap page (doc 1 §2: always)',
});
