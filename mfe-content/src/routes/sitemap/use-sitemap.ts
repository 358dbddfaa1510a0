import useSWR from 'swr';
import { getSitemap } from '@storefront/shared/api';
import { useServices } from '@storefront/shared/parcel';
import type { Sitemap } from '@storefront/shared/schemas';

export function useSitemap() {
  const { api } = useServices();
  const { data, error, isValidating, mutate } = useSWR<Sitemap, unknown, string>('content-sitemap', () => getSitemap(api));
  return { sitemap: data, error, isValidating, retry: () => void mutate() };
}
