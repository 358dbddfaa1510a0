import { productListFragmentPropsSchema } from '@storefront/shared/catalogue';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { ProductGrid } from '../../features/products/product-grid';
import { ShopStateProvider } from '../../features/shop-state/shop-state';
import { ListTrackingProvider } from '../../features/tracking/product-tracking';
import { useFragmentProps } from '../fragment-props';

/**
 * The `product-list` fragment: the catalogue's tiles for products another
 * remote already has (search results, favorites), with the add button, the
 * favorite heart and impression tracking, so every list of products in the
 * shop looks and works the same.
 */
export function ProductListFragment({ props, services }: MountProps) {
  const parsed = useFragmentProps(productListFragmentPropsSchema, props, 'product-list');
  if (!parsed || parsed.products.length === 0) return null;
  const source = parsed.source ?? 'product-list';
  return (
    <ShopStateProvider>
      <ListTrackingProvider list={source}>
        <ProductGrid
          products={parsed.products}
          label={services.i18n.t(source === 'search' ? 'catalogue.fragment.searchResults' : 'catalogue.fragment.productList')}
          source={source}
        />
      </ListTrackingProvider>
    </ShopStateProvider>
  );
}
