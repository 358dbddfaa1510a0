import { SEARCH_TYPES, type SearchType } from '@storefront/shared/search';
import type { ClientRuntimeConfig } from '@storefront/shared/platform/schemas';

export type SearchFlyoutConfig = NonNullable<ClientRuntimeConfig['searchFlyout']>;

/** Without a configuration: products, content and recipes, the types the backend searches. */
export const DEFAULT_FLYOUT_TYPES: SearchFlyoutConfig['types'] = [
  { type: 'products', order: 1 },
  { type: 'content', order: 2 },
  { type: 'recipes', order: 3 },
];

export function isSearchType(type: string): type is SearchType {
  return (SEARCH_TYPES as readonly string[]).includes(type);
}

/**
 * The configured types this remote can search, each once (the first time it is configured), in the
 * config's order; a type this remote cannot search is left out (the config's type is a plain name so an
 * older shell still boots). Kept apart from the flyout's layout, whose content blocks need their schema:
 * the search page's early data start (routes/route-data.ts) reads only this.
 */
export function flyoutEntries(config: SearchFlyoutConfig | undefined): Array<SearchFlyoutConfig['types'][number] & { type: SearchType }> {
  const seen = new Set<string>();
  const known: Array<SearchFlyoutConfig['types'][number] & { type: SearchType }> = [];
  for (const entry of config?.types ?? DEFAULT_FLYOUT_TYPES) {
    if (!isSearchType(entry.type) || seen.has(entry.type)) continue;
    seen.add(entry.type);
    known.push(entry as SearchFlyoutConfig['types'][number] & { type: SearchType });
  }
  return known;
}

/** The search types of the flyout and of the search page's tabs. */
export function flyoutTypes(config: SearchFlyoutConfig | undefined): SearchType[] {
  return flyoutEntries(config).map((entry) => entry.type);
}
