import { getSearchBanner, SEARCH_OPERATIONS, type SearchHit, type SearchType } from '@storefront/shared/search';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { emptySearchResults, type ContentBlock, type SearchResults } from '@storefront/shared/platform/schemas';

export type AnySearchHit = SearchHit<SearchType>;
export type AnySearchResults = SearchResults<AnySearchHit>;

/**
 * Searches one content type, one call per type. A failed search is
 * silently an empty result: count 0, offset 0, no results, total 0 (doc 1 §8).
 */
export function searchOrEmpty<T extends SearchType>(
  api: ApiClient,
  type: T,
  term: string,
  page: { pageSize: number; offset?: number },
): Promise<SearchResults<SearchHit<T>>> {
  // Every type takes the term and the page alike; its answer holds its own type's hits.
  const operation: (typeof SEARCH_OPERATIONS)[SearchType] = SEARCH_OPERATIONS[type];
  const found = call(api, operation, { params: { term }, query: { pageSize: page.pageSize, offset: page.offset ?? 0 } });
  return (found as Promise<SearchResults<SearchHit<T>>>).catch(() => emptySearchResults<SearchHit<T>>());
}

/** The banner above the flyout's results for a term; its errors are ignored: no banner (doc 1 §7). */
export function bannerOrNone(api: ApiClient, term: string): Promise<ContentBlock | null> {
  return call(api, getSearchBanner, { params: { term } }).catch(() => null);
}

/** Results exist if the sum of the totals is above 0 (doc 1 §4). */
export function hasResults(answers: Iterable<{ total: number }>): boolean {
  let sum = 0;
  for (const answer of answers) sum += answer.total;
  return sum > 0;
}
