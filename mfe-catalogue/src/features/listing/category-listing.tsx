import { useEffect, useRef } from 'react';
import { isApiError } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, visuallyHiddenClass } from '@storefront/shared/platform/ui';
import { ProductGrid, ProductGridSkeleton } from '../products/product-grid';
import { ListingControls } from './listing-controls';
import { restoreListingPosition } from './listing-position';
import { hasFilters, LISTING_PAGE_SIZE, listingToQuery, withoutFilters, type ListingState } from './listing-url';
import { Pagination } from './pagination';
import { withQuery } from './query-link';
import type { CategoryProductsState } from './use-category-products';
import * as styles from './listing.module.css';

export interface CategoryListingProps {
  /** The page's path without query (a category's, a brand's): every state of the listing is this path with a query. */
  readonly basePath: string;
  /** For tracking and the grid's name: `category:obst`, `brand:alpenhof`. */
  readonly list: string;
  readonly name: string | undefined;
  readonly listing: ListingState;
  readonly products: CategoryProductsState;
}

/**
 * A list's products (a category's, a brand's): the toolbar (count, sort, filter button), the
 * filters, the tiles (skeleton tiles of the same size while a page loads),
 * the page numbers, and for a filter that leaves nothing an explanation with a
 * way back. The URL holds sort, filters and page; every change is a new URL.
 */
export function CategoryListing({ basePath, list, name, listing, products }: CategoryListingProps) {
  const { i18n, navigation } = useServices();
  const { t } = i18n;
  const { page, error, isValidating, retry } = products;
  const hrefOf = (next: ListingState) => withQuery(basePath, listingToQuery(next));
  const results = useRef<HTMLDivElement>(null);

  // Back from a product page: the listing opens where the shopper left it, once its tiles are there.
  const restored = useRef(false);
  useEffect(() => {
    if (page === undefined || restored.current) return;
    restored.current = true;
    restoreListingPosition();
  }, [page]);

  // Another page number: the new tiles start at the top of the list, not where the page links were.
  const shownPage = useRef(listing.page);
  useEffect(() => {
    if (shownPage.current === listing.page) return;
    shownPage.current = listing.page;
    const top = results.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) results.current?.scrollIntoView({ block: 'start' });
  }, [listing.page]);

  const lastPage = page ? Math.max(1, Math.ceil(page.total / LISTING_PAGE_SIZE)) : 1;
  const label = t('catalogue.listing.label', { name: name ?? '' });

  let body;
  if (page === undefined) {
    body =
      error !== undefined && !isValidating ? (
        <section role="alert" className={styles.empty}>
          <p>{t(isApiError(error) && error.kind === 'unavailable' ? 'catalogue.error.unavailable' : 'catalogue.error.generic')}</p>
          <Button onClick={retry}>{t('catalogue.retry')}</Button>
        </section>
      ) : (
        <ProductGridSkeleton count={LISTING_PAGE_SIZE / 2} />
      );
  } else if (page.total === 0) {
    body = hasFilters(listing) ? (
      <section className={styles.empty} aria-labelledby="listing-empty">
        <h2 id="listing-empty">{t('catalogue.listing.emptyFiltered')}</h2>
        <p>{t('catalogue.listing.emptyFilteredText')}</p>
        <Button onClick={() => navigation.navigate(hrefOf(withoutFilters(listing)))}>{t('catalogue.filter.reset')}</Button>
      </section>
    ) : (
      <section className={styles.empty}>
        <p>{t('catalogue.listing.empty')}</p>
      </section>
    );
  } else if (page.results.length === 0) {
    // A page number past the end (an old link): the last page exists.
    body = (
      <section className={styles.empty}>
        <p>{t('catalogue.paging.beyond')}</p>
        <Button onClick={() => navigation.navigate(hrefOf({ ...listing, page: lastPage }), { replace: true })}>{t('catalogue.paging.toLast')}</Button>
      </section>
    );
  } else {
    body = (
      <>
        {/* The tiles' names are h3: a heading of the list between them and the page's h1, for moving by heading. */}
        <h2 className={visuallyHiddenClass}>{label}</h2>
        <ProductGrid products={page.results} label={label} source={list.split(':')[0]!} firstPosition={page.offset + 1} />
        <Pagination current={listing.page} last={lastPage} hrefOf={(number) => hrefOf({ ...listing, page: number })} />
      </>
    );
  }

  return (
    <div className={styles.layout}>
      <ListingControls listing={listing} facets={page?.facets} total={page?.total} onChange={(next) => navigation.navigate(hrefOf(next))} />
      <div ref={results} className={styles.results} aria-busy={page === undefined && error === undefined}>
        {body}
      </div>
    </div>
  );
}
