import useSWR from 'swr';
import { getCategoryTrees, type CategoryNode } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import { call } from '@storefront/shared/platform/api';

export interface CategoryTreesState {
  readonly trees: CategoryNode[] | undefined;
  readonly error: unknown;
  /** True while a request is under way (first load or retry). */
  readonly isValidating: boolean;
  readonly retry: () => void;
}

/** The whole category tree (doc 2 §7: GET /api/category-trees); one cache entry for every category page. */
export function useCategoryTrees(): CategoryTreesState {
  const { api } = useServices();
  const { data, error, isValidating, mutate } = useSWR<CategoryNode[], unknown>('category-trees', () =>
    call(api, getCategoryTrees),
  );
  return { trees: data, error, isValidating, retry: () => void mutate() };
}
