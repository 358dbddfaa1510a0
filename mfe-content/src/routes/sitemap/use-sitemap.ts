import useSWR from 'swr';
import { getSitemap, type Sitemap } from '@storefront/shared/content';
import { useServices } from '@storefront/shared/platform/parcel';
import { call } from '@storefront/shared/platform/api';

export function useSitemap() {
  const { api } = useServices();
  const { data, error, isValidating, mutate } = useSWR<Sitemap, unknown, string>('content-sitemap', () => call(api, getSitemap));
  return { sitemap: data, error, isValidating, retry: () => void mutate() };
}
