import { describe, expect, it } from 'vitest';
import { noResultsSearchEvent } from './search-no-results';

describe('no-results search event (doc 1 §7)', () => {
  it('tracks a search with total 0 with term, type and page type', () => {
    expect(noResultsSearchEvent({ term: '  Käse ', type: 'products', pageType: 'search', total: 0 })).toEqual({
      event: 'searchNoResults',
      term: 'Käse',
      type: 'products',
      pageType: 'search',
    });
  });

  it('tracks nothing when there are results', () => {
    expect(noResultsSearchEvent({ term: 'Milch', type: 'products', pageType: 'flyout', total: 3 })).toBeUndefined();
  });
});
