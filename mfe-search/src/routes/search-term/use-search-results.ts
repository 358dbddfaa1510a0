import useSWR from 'swr';
import { search, type SearchHit, type SearchType } from '@storefront/shared/api';
import { emptySearchResults, type SearchResults } from '@storefront/shared/schemas';
import { useServices } from '@storefront/shared/parcel';

/** Page size of the result page's product tab. */
export const RESULT_PAGE_SIZE = 24;

/** doc 1 §8: a failed search is silently an empty result. */
export function useSearchResults<T extends SearchType>(
  type: T,
  term: string,
  offset: number,
): { results: SearchResults<SearchHit<T>> | undefined; isLoading: boolean } {
  const { api } = useServices();
  const { data, isLoading } = useSWR(['search', type, term, offset], () =>
    search(api, type, term, { pageSize: RESULT_PAGE_SIZE, offset }).catch(() => emptySearchResults<SearchHit<T>>()),
  );
  return { results: data, isLoading };
}
