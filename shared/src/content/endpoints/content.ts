import * as z from 'zod/mini';
import { contentPageSchema, sitemapSchema, type ContentPage, type Sitemap } from '../content';
import type { ApiClient } from '../../platform/api/client';
import { text } from '../../platform/api/wire';

export const getContentPageQuerySchema = /* @__PURE__ */ (() => z.object({ path: text(2048) }))();

/**
 * The content page for a path. doc 1 does not show the page content call; the
 * storefront uses GET /api/content/pages?path=… (see the backend README).
 */
export function getContentPage(api: ApiClient, path: string): Promise<ContentPage> {
  return api.request('GET', '/api/content/pages', { schema: contentPageSchema, query: { path } });
}

/** GET /api/content/sitemap: the content pages a visitor may find (doc 1 shows no call for the sitemap route). */
export function getSitemap(api: ApiClient): Promise<Sitemap> {
  return api.request('GET', '/api/content/sitemap', { schema: sitemapSchema });
}
