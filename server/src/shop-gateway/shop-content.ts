import type { FastifyBaseLogger } from 'fastify';
import { getContentPage, type ContentPage } from '@storefront/shared/content';
import { getRedirects } from '@storefront/shared/platform/operations';
import { emptyRedirectTable, type RedirectTable } from '@storefront/shared/platform/schemas';
import type { ShopApi } from './shop-api-gateway';

/**
 * What the shell's page needs of the shop's content, asked of the shop API
 * with the shopper's host (the tenant): the redirect table the page carries
 * inline, and the content pages that are prerendered. Both answers are checked
 * with the documents' schemas; a shop API that does not answer costs the page
 * its redirects (doc 1 §8: a failed redirect table is no redirects) and its
 * prerendered payloads, never the page itself.
 */
export interface ShopContent {
  redirects(host: string): Promise<RedirectTable>;
  /** The page at this path as the tenant sees it; undefined when there is none or the shop API did not answer. */
  page(path: string, host: string): Promise<ContentPage | undefined>;
  /**
   * Whether the content system has a page at this path: false only when it said so (404); a page for
   * members or customers only (401, 403) is there; undefined when the shop API did not tell.
   */
  hasPage(path: string, host: string): Promise<boolean | undefined>;
  /**
   * Whether the resource a named route's page shows is there (the call of `cataloguePageResource`), by the
   * same reading of the answer as `hasPage`.
   */
  hasResource(apiPath: string, host: string): Promise<boolean | undefined>;
}

export function shopContentOf(shopApi: ShopApi, log: FastifyBaseLogger): ShopContent {
  /** The content call for a page, as the visitor without a session asks it. */
  const askPage = (path: string, host: string) => shopApi.get(`${getContentPage.path}?${new URLSearchParams({ path })}`, host);
  return {
    async redirects(host) {
      try {
        const answer = await shopApi.get(getRedirects.path, host);
        const table = getRedirects.response.safeParse(answer.body);
        if (answer.status === 200 && table.success) return table.data;
        log.warn({ status: answer.status }, 'the shop API answered no redirect table; the page goes without');
      } catch (error) {
        log.warn({ err: error }, 'the shop API did not answer the redirect table; the page goes without');
      }
      return emptyRedirectTable();
    },
    async page(path, host) {
      try {
        const answer = await askPage(path, host);
        if (answer.status === 404) return undefined;
        const page = getContentPage.response.safeParse(answer.body);
        if (answer.status === 200 && page.success) return page.data;
        log.warn({ status: answer.status, path }, 'the shop API answered no content page');
      } catch (error) {
        log.warn({ err: error, path }, 'the shop API did not answer a content page');
      }
      return undefined;
    },
    hasPage: (path, host) => isThere(() => askPage(path, host), { path }),
    hasResource: (apiPath, host) => isThere(() => shopApi.get(apiPath, host), { apiPath }),
  };

  /** 404: not there; 200, or 401 and 403 (there, for someone else): there; any other answer or none: not told. */
  async function isThere(ask: () => Promise<{ status: number }>, about: Record<string, string>): Promise<boolean | undefined> {
    try {
      const { status } = await ask();
      if (status === 404) return false;
      if (status === 200 || status === 401 || status === 403) return true;
      log.warn({ status, ...about }, 'the shop API did not tell whether a page is there');
    } catch (error) {
      log.warn({ err: error, ...about }, 'the shop API did not answer whether a page is there');
    }
    return undefined;
  }
}
