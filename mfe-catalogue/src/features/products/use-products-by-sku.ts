import useSWR from 'swr';
import { getProducts, type Product } from '@storefront/shared/catalogue';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';

/** The products of these skus in their order, unknown ones left out (doc 2 §7: GET /api/products with skus). */
export function useProductsBySku(skus: readonly string[] | null) {
  const { api } = useServices();
  const { data, error, isValidating, mutate } = useSWR<Product[], unknown>(
    skus && skus.length > 0 ? ['catalogue:products-by-sku', ...skus] : null,
    async () => (await call(api, getProducts, { query: { skus: [...skus!], pageSize: Math.min(100, skus!.length) } })).results,
  );
  return { products: data, error, isValidating, retry: () => void mutate() };
}
