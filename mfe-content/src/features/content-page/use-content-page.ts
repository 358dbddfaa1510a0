import useSWR from 'swr';
import { getContentPage, type ContentPage } from '@storefront/shared/content';
import { useServices } from '@storefront/shared/platform/parcel';
import { apiFailure } from './api-failure';
import { call } from '@storefront/shared/platform/api';
import { contentRefusal } from '../content-access/content-refusal';
import { useContentViewer } from '../content-access/content-viewer';

/** A page the content system does not have: asking again will not change that. */
export function isPageNotFound(error: unknown): boolean {
  return apiFailure(error)?.status === 404;
}

export interface ContentPageState {
  readonly page: ContentPage | undefined;
  readonly error: unknown;
  /** True while a request for this path is under way (first load or retry), or while the session is not known yet. */
  readonly isValidating: boolean;
  readonly retry: () => void;
}

/**
 * The content page for a path as the shop API answers it for this visitor (GET
 * /api/content/pages?path=…, see shared's getContentPage; doc 2 §6): asked again
 * when the session changes (login, logout) without a reload, under a key of its
 * own per visitor (content-viewer.ts).
 */
export function useContentPage(path: string): ContentPageState {
  const { api } = useServices();
  const viewer = useContentViewer();
  const { data, error, isValidating, mutate } = useSWR<ContentPage, unknown, [string, string, string] | null>(
    viewer === null ? null : ['content-page', path, viewer],
    ([, pagePath]) => call(api, getContentPage, { query: { path: pagePath } }),
    // A missing page and a page that is not for this visitor are answers: asking again changes nothing until the session does.
    { shouldRetryOnError: (err) => !isPageNotFound(err) && contentRefusal(err) === undefined },
  );
  return { page: data, error, isValidating: isValidating || viewer === null, retry: () => void mutate() };
}
