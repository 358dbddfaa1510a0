import useSWR from 'swr';
import { getSitemap, type Sitemap } from '@storefront/shared/content';
import { useServices } from '@storefront/shared/platform/parcel';
import { call } from '@storefront/shared/platform/api';
import { useContentViewer } from '../../features/content-access/content-viewer';

/** The content pages this visitor may open (doc 2 §6: the shop API lists them by login state), asked again after login and logout. */
export function useSitemap() {
  const { api } = useServices();
  const viewer = useContentViewer();
  const { data, error, isValidating, mutate } = useSWR<Sitemap, unknown, [string, string] | null>(
    viewer === null ? null : ['content-sitemap', viewer],
    () => call(api, getSitemap),
  );
  return { sitemap: data, error, isValidating: isValidating || viewer === null, retry: () => void mutate() };
}
