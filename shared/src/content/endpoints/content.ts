import * as z from 'zod/mini';
import { contentPageSchema, sitemapSchema, type ContentPage, type Sitemap } from '../content';
import { componentConfigsSchema, type ComponentConfigName, type ComponentConfigs } from '../../platform/schemas/component-configs';
import { contentBlockSchema, type ContentBlock } from '../../platform/schemas/content-block';
import { redirectTableSchema, type RedirectTable } from '../../platform/schemas/redirects';
import type { ApiClient } from '../../platform/api/client';
import { queryList, segment, text } from '../../platform/api/wire';

export const getContentPageQuerySchema = /* @__PURE__ */ (() => z.object({ path: text(2048) }))();

/**
 * The content page for a path. doc 1 does not show the page content call; the
 * storefront uses GET /api/content/pages?path=… (see the backend README).
 */
export function getContentPage(api: ApiClient, path: string): Promise<ContentPage> {
  return api.request('GET', '/api/content/pages', { schema: contentPageSchema, query: { path } });
}

/** doc 1 §7: GET /api/content/redirects. The caller ignores a failure (doc 1 §8: emptyRedirectTable()). */
export function getRedirects(api: ApiClient): Promise<RedirectTable> {
  return api.request('GET', '/api/content/redirects', { schema: redirectTableSchema });
}

/**
 * The names asked for: each a well-formed name (lower case, digits, hyphens).
 * A name the content system does not know is left out of the answer, so a
 * client that knows a newer name still gets the others (doc 1 §8: a failure
 * would leave it with empty configs).
 */
export const getClientComponentConfigsQuerySchema = /* @__PURE__ */ (() =>
  z.object({ types: queryList(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,63}$/, 'not a component config name'))) }))();

/**
 * doc 1 §7: GET /api/content/configs/client?types=… (repeated), the configs by
 * name. On failure the caller uses empty configs (doc 1 §8).
 */
export function getClientComponentConfigs(api: ApiClient, types: readonly ComponentConfigName[]): Promise<ComponentConfigs> {
  return api.request('GET', '/api/content/configs/client', { schema: componentConfigsSchema, query: { types } });
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
