export interface SearchTrackingInput {
  /** The search term as typed; tracked trimmed (doc 1 §5 trims the term). */
  readonly term: string;
  /** The search type (content type of the answer), e.g. 'products'. */
  readonly type: string;
  /** The page the search ran on, e.g. 'search' for the results page or 'flyout'. */
  readonly pageType: string;
  /** The answer's total (doc 1 §3 search results). */
  readonly total: number;
}

export interface NoResultsSearchEvent {
  readonly event: 'searchNoResults';
  readonly term: string;
  readonly type: string;
  readonly pageType: string;
  readonly [key: string]: unknown;
}

/**
 * A search whose answer has total 0 is tracked as a no-results event with
 * term, type and page type (doc 1 §7). Any other total (above 0) tracks nothing:
 * undefined. A failed search answers an empty result, so it counts.
 */
export function noResultsSearchEvent({ term, type, pageType, total }: SearchTrackingInput): NoResultsSearchEvent | undefined {
  if (total !== 0) return undefined;
  return { event: 'searchNoResults', term: term.trim(), type, pageType };
}
