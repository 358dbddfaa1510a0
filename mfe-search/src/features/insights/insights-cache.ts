import { SEARCH_INSIGHTS_CACHE } from '@storefront/shared/platform/constants';

export interface InsightsCache<V> {
  get(key: string): V | undefined;
  /** Stores the value as the newest entry; when the cache is full the oldest entries go first. */
  set(key: string, value: V): void;
  clear(): void;
  readonly size: number;
}

/**
 * The search provider's cache (doc 1 §9): up to 5000 entries; when it is full,
 * the oldest 1000 are dropped at once (cheaper than one at a time, and the
 * oldest are the least likely to lead to a conversion).
 */
export function createInsightsCache<V>({
  maxEntries,
  dropOldest,
}: { maxEntries: number; dropOldest: number } = SEARCH_INSIGHTS_CACHE): InsightsCache<V> {
  // A Map keeps insertion order: the first keys are the oldest.
  const entries = new Map<string, V>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        let dropped = 0;
        for (const oldest of entries.keys()) {
          if (dropped++ >= dropOldest) break;
          entries.delete(oldest);
        }
      }
      entries.set(key, value);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
