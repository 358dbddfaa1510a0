import useSWR from 'swr';
import { getSitemap } from '@storefront/shared/content';
import { useServices } from '@storefront/shared/platform/parcel';
import type { Sitemap } from '@storefront/shared/content';

export function useSitemap() {
  const { api } = useServices();
  const { data, error, isValidating, mutate } = useSWR<Sitemap, unknown, string>('content-sitemap', () => getSitemap(api));
  return { sitemap: data, error, isValidating, retry: () => void mutate() };
}
