import useSWR from 'swr';
import type { SearchType } from '@storefront/shared/search';
import { useServices } from '@storefront/shared/platform/parcel';
import { searchOrEmpty, type AnySearchResults } from '../../features/search-calls/search-calls';

import { RESULT_PAGE_SIZES } from './result-page-sizes';

export { RESULT_PAGE_SIZES };

/**
 * The first page of every tab's type, for the tab counts (one call per type,
 * run together); null while the term is not searchable. A failed search is an
 * empty result.
 */
export function useFirstPages(
  types: readonly SearchType[],
  term: string | null,
): Partial<Record<SearchType, AnySearchResults>> | undefined {
  const { api } = useServices();
  const { data } = useSWR(term === null ? null : ['search-first-pages', term, types.join()], async () => {
    const pages = await Promise.all(
      types.map((type) => searchOrEmpty(api, type, term!, { pageSize: RESULT_PAGE_SIZES[type], offset: 0 })),
    );
    return Object.fromEntries(types.map((type, index) => [type, pages[index]!])) as Partial<Record<SearchType, AnySearchResults>>;
  });
  return data;
}

/** A later page of one tab (offset above 0); null key for the first page, which useFirstPages has. */
export function useLaterPage(type: SearchType | null, term: string | null, offset: number): AnySearchResults | undefined {
  const { api } = useServices();
  const key = type === null || term === null || offset === 0 ? null : ['search-page', type, term, offset];
  const { data } = useSWR(key, () => searchOrEmpty(api, type!, term!, { pageSize: RESULT_PAGE_SIZES[type!], offset }));
  return data;
}
