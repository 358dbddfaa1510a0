import * as z from 'zod/mini';
import { contentPageSchema, sitemapSchema, type ContentPage, type Sitemap } from '../content';
import { contentBlockSchema, type ContentBlock } from '../../platform/schemas/content-block';
import type { ApiClient } from '../../platform/api/client';
import { segment, text } from '../../platform/api/wire';

export const getContentPageQuerySchema = /* @__PURE__ */ (() => z.object({ path: text(2048) }))();

/**
 * The content page for a path. doc 1 does not show the page content call; the
 * storefront uses GET /api/content/pages?path=… (see the backend README).
 */
export function getContentPage(api: ApiClient, path: string): Promise<ContentPage> {
  return api.request('GET', '/api/content/pages', { schema: contentPageSchema, query: { path } });
}

/**
 * The banner above the search flyout's results. Its shape is not shown in
 * doc 1; here it is a content block, and a term without a banner is answered
 * with 204 (or null).
 */
export const getSearchBannerResponseSchema = /* @__PURE__ */ (() => z.nullish(contentBlockSchema))();

/** doc 1 §7: GET /api/content/search/{term}/banner, the term URL-encoded. Errors are ignored by the caller. */
export async function getSearchBanner(api: ApiClient, term: string): Promise<ContentBlock | null> {
  const banner = await api.request('GET', `/api/content/search/${segment(term, 'term')}/banner`, {
    schema: getSearchBannerResponseSchema,
  });
  return banner ?? null;
}

/** GET /api/content/sitemap: the content pages a visitor may find (doc 1 shows no call for the sitemap route). */
export function getSitemap(api: ApiClient): Promise<Sitemap> {
  return api.request('GET', '/api/content/sitemap', { schema: sitemapSchema });
}
