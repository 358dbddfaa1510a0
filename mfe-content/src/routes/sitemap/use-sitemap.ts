import useSWR from 'swr';
import type { ApiClient } from '@storefront/shared/api';
import { useServices } from '@storefront/shared/parcel';
import { sitemapSchema, type Sitemap } from '@storefront/shared/schemas';

/** GET /api/content/sitemap: the content pages a visitor may find (doc 1 does not show the call; see the README). */
export function getSitemap(api: ApiClient): Promise<Sitemap> {
  return api.request('GET', '/api/content/sitemap', { schema: sitemapSchema });
}

export function useSitemap() {
  const { api } = useServices();
  const { data, error, isValidating, mutate } = useSWR<Sitemap, unknown, string>('content-sitemap', () => getSitemap(api));
  return { sitemap: data, error, isValidating, retry: () => void mutate() };
}
