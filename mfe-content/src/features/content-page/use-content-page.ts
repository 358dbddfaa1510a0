import useSWR from 'swr';
import { getContentPage, type ContentPage } from '@storefront/shared/content';
import { useServices } from '@storefront/shared/platform/parcel';
import { apiFailure } from './api-failure';
import { call } from '@storefront/shared/platform/api';

/** A page the content system does not have: asking again will not change that. */
export function isPageNotFound(error: unknown): boolean {
  return apiFailure(error)?.status === 404;
}

export interface ContentPageState {
  readonly page: ContentPage | undefined;
  readonly error: unknown;
  /** True while a request for this path is under way (first load or retry). */
  readonly isValidating: boolean;
  readonly retry: () => void;
}

/** The content page for a path (GET /api/content/pages?path=…, see shared's getContentPage). */
export function useContentPage(path: string): ContentPageState {
  const { api } = useServices();
  const { data, error, isValidating, mutate } = useSWR<ContentPage, unknown, [string, string]>(
    ['content-page', path],
    ([, pagePath]) => call(api, getContentPage, { query: { path: pagePath } }),
    { shouldRetryOnError: (err) => !isPageNotFound(err) },
  );
  return { page: data, error, isValidating, retry: () => void mutate() };
}
