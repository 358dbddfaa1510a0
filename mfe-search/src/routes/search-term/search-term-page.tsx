import type { MountProps } from '@storefront/shared/contracts';
import { useSearchResults } from './use-search-results';

/** The search result page for `/:term` (doc 1 §2, search-term). */
export function SearchTermPage({ route, services }: MountProps) {
  const term = (route?.params['term'] ?? '').trim();
  const { results, isLoading } = useSearchResults('products', term, 0);
  const { t, formatPrice } = services.i18n;

  return (
    <section aria-labelledby="search-term-heading" aria-busy={isLoading}>
      <h1 id="search-term-heading">{t('search.results.headline', { term })}</h1>
      {results === undefined ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <p role="status" data-testid="search-result-count">
            {t('search.results.count', { count: results.total, term })}
          </p>
          {results.results.length > 0 && (
            <ul aria-label={t('search.results.products')}>
              {results.results.map((product) => (
                <li key={product.sku}>
                  {product.name} — {formatPrice(product.price.regular.value)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
