import useSWR from 'swr';
import { getProduct, getSimilarProducts, type Product } from '@storefront/shared/catalogue';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';

/** The product of a product page, by sku, or by slug when the URL names no sku (critical data: the page waits for it). */
export function useProduct(key: string) {
  const { api } = useServices();
  const { data, error, isValidating, mutate } = useSWR<Product, unknown>(['catalogue:product', key], () =>
    call(api, getProduct, { params: { sku: key } }),
  );
  return { product: data, error, isValidating, retry: () => void mutate() };
}

/**
 * Products like this one, deferred data: asked for after the
 * product, never retried, and a failure is an empty list, so the page never
 * breaks for it (STYLE: deferred data never throws).
 */
export function useSimilarProducts(slug: string | undefined): Product[] {
  const { api } = useServices();
  const { data } = useSWR(
    slug ? ['catalogue:similar', slug] : null,
    () => call(api, getSimilarProducts, { params: { slug: slug! } }).catch(() => [] as Product[]),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return data ?? [];
}
