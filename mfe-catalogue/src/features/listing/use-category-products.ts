import useSWR from 'swr';
import { getBrandProducts, getCategoryProducts, type Brand, type CategoryProductPage } from '@storefront/shared/catalogue';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { listingQuery, type ListingState } from './listing-url';

export interface CategoryProductsState {
  readonly page: CategoryProductPage | undefined;
  readonly error: unknown;
  readonly isValidating: boolean;
  readonly retry: () => void;
}

/**
 * One page of a category's products, sorted and filtered as the URL says
 * (doc 2 §7: GET /api/categories/{slug}/products): one request gives the
 * tiles, the total and the filter choices. While the next page or filter
 * loads, the previous answer stays out (the skeleton shows): an old page
 * under a new filter would lie.
 */
export function useCategoryProducts(slug: string, listing: ListingState): CategoryProductsState {
  const { api } = useServices();
  const query = listingQuery(listing);
  const { data, error, isValidating, mutate } = useSWR(['catalogue:category-products', slug, JSON.stringify(query)], () =>
    call(api, getCategoryProducts, { params: { slug }, query }),
  );
  return { page: data, error, isValidating, retry: () => void mutate() };
}

export interface BrandProductsState extends CategoryProductsState {
  readonly page: (CategoryProductPage & { brand: Brand }) | undefined;
}

/** One page of a brand's products with the brand itself, sorted and filtered as the URL says. */
export function useBrandProducts(slug: string, listing: ListingState): BrandProductsState {
  const { api } = useServices();
  const query = listingQuery(listing);
  const { data, error, isValidating, mutate } = useSWR(['catalogue:brand-products', slug, JSON.stringify(query)], () =>
    call(api, getBrandProducts, { params: { slug }, query }),
  );
  return { page: data, error, isValidating, retry: () => void mutate() };
}
