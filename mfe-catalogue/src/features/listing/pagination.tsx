import { useServices } from '@storefront/shared/platform/parcel';
import { cx } from '../class-names';
import { QueryLink } from './query-link';
import * as styles from './listing.module.css';

/** The page numbers shown: the first, the last, and two around the current one; gaps become "…". */
export function visiblePages(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) result.push('gap');
    result.push(page);
  });
  return result;
}

export interface PaginationProps {
  readonly current: number;
  readonly last: number;
  /** The href of a page number. */
  readonly hrefOf: (page: number) => string;
}

/** Numbered pages with previous and next; each a link whose URL holds the page. */
export function Pagination({ current, last, hrefOf }: PaginationProps) {
  const { t } = useServices().i18n;
  if (last <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('catalogue.paging.label')}>
      {current > 1 ? (
        <QueryLink className={styles.pageLink} href={hrefOf(current - 1)} rel="prev">
          {t('catalogue.paging.previous')}
        </QueryLink>
      ) : (
        <span className={cx(styles.pageLink, styles.pageDisabled)}>{t('catalogue.paging.previous')}</span>
      )}
      <ol className={styles.pages}>
        {visiblePages(current, last).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <QueryLink
                className={cx(styles.pageLink, page === current && styles.pageCurrent)}
                href={hrefOf(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('catalogue.paging.page', { page })}
              >
                {page}
              </QueryLink>
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <QueryLink className={styles.pageLink} href={hrefOf(current + 1)} rel="next">
          {t('catalogue.paging.next')}
        </QueryLink>
      ) : (
        <span className={cx(styles.pageLink, styles.pageDisabled)}>{t('catalogue.paging.next')}</span>
      )}
    </nav>
  );
}
