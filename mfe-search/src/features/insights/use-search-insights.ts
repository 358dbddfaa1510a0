import { useEffect } from 'react';
import type { SearchHit, SearchType } from '@storefront/shared/search';
import { useServices } from '@storefront/shared/platform/parcel';
import { searchInsightsFor, type SearchInsights } from './search-insights';

/** The page's insights, following consent, the token cookie and add-to-cart while this parcel is mounted. */
export function useSearchInsights(): SearchInsights {
  const insights = searchInsightsFor(useServices());
  useEffect(() => insights.start(), [insights]);
  return insights;
}

/** The provider's object id of a hit: a product's sku, a page's or recipe's slug. */
export function objectIdOf(type: SearchType, hit: SearchHit<SearchType>): string {
  return type === 'products' ? (hit as SearchHit<'products'>).sku : (hit as SearchHit<'content' | 'recipes'>).slug;
}
