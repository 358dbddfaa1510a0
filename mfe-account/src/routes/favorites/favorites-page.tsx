import { useMemo, useState } from 'react';
import { getFavoriteProducts, PRODUCT_SOURCE_FILTERS, productSourceQuery, type ProductSourceFilter } from '@storefront/shared/account';
import type { Product } from '@storefront/shared/catalogue';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, FragmentSlot, Price, Skeleton } from '@storefront/shared/platform/ui';
import * as styles from '../../features/account-ui/account.module.css';
import { failureMessage } from '../../features/account-ui/failure-message';
import * as book from '../../features/addresses/addresses.module.css';
import { StatusMessage } from '../../features/profile/status-message';
import { useCustomerData, useDropCustomerDataOnLogout } from '../../features/profile/use-customer-data';

/** Products a page. */
export const FAVORITES_PAGE_SIZE = 24;

const FILTER_KEYS: Readonly<Record<ProductSourceFilter, string>> = {
  'Favorites OR Purchased': 'account.favorites.filter.any',
  Favorites: 'account.favorites.filter.favorites',
  Purchased: 'account.favorites.filter.purchased',
  'Favorite AND Purchased': 'account.favorites.filter.both',
};

/** While the catalogue's product list is not available: the products as a plain list with their prices. */
function PlainProductList({ products }: { products: readonly Product[] }) {
  return (
    <ul className={book.list}>
      {products.map((product) => (
        <li key={product.sku} className={book.item}>
          <strong>{product.name}</strong>
          <Price cents={product.price.regular.value} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The customer's favorite products (route favorites, login required, doc 1
 * §2), filtered by where they come from (doc 1 §3 product source filter:
 * Favorites OR Purchased, Favorites, Purchased, Favorite AND Purchased) and
 * shown with the catalogue's product-list fragment, a page at a time.
 */
export function FavoritesPage() {
  useDropCustomerDataOnLogout();
  const { api, i18n } = useServices();
  const { t } = i18n;
  const [filter, setFilter] = useState<ProductSourceFilter>('Favorites OR Purchased');
  const [offset, setOffset] = useState(0);
  const { data, error } = useCustomerData(`favorite-products:${filter}:${offset}`, () =>
    call(api, getFavoriteProducts, { query: { ...productSourceQuery(filter), pageSize: FAVORITES_PAGE_SIZE, offset } }),
  );
  const props = useMemo(() => ({ products: data?.results ?? [], source: 'favorites' }), [data]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.favorites.headline')}</h1>
      <div className={styles.actions} role="group" aria-label={t('account.favorites.filter')}>
        {PRODUCT_SOURCE_FILTERS.map((value) => (
          <Button
            key={value}
            variant={value === filter ? 'primary' : 'secondary'}
            aria-pressed={value === filter}
            onClick={() => {
              setFilter(value);
              setOffset(0);
            }}
          >
            {t(FILTER_KEYS[value])}
          </Button>
        ))}
      </div>
      <div className={styles.stack}>
        {error && !data ? (
          <StatusMessage kind="error" text={failureMessage(error, t)} />
        ) : !data ? (
          <Skeleton width="100%" height="16rem" />
        ) : data.total === 0 ? (
          <p className={styles.notice}>{t('account.favorites.empty')}</p>
        ) : (
          <>
            <p className={styles.muted}>{t('account.favorites.count', { count: data.total })}</p>
            <FragmentSlot
              name="product-list"
              props={props}
              fallback={<PlainProductList products={data.results} />}
              pending={<Skeleton width="100%" height="16rem" />}
            />
            {data.total > FAVORITES_PAGE_SIZE && (
              <div className={styles.actions}>
                <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - FAVORITES_PAGE_SIZE))}>
                  {t('account.favorites.previous')}
                </Button>
                <Button variant="secondary" disabled={offset + FAVORITES_PAGE_SIZE >= data.total} onClick={() => setOffset(offset + FAVORITES_PAGE_SIZE)}>
                  {t('account.favorites.next')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
