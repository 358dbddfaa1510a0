import { isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { Button, RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import { brandsByLetter, useBrands } from '../../features/brands/use-brands';
import { usePageHead } from '../../features/head/use-page-head';
import * as page from '../page.module.css';
import * as styles from './brands.module.css';

/** The brands page (doc 1 §2 brands): every brand of the assortment A–Z with its product count, with a jump bar of letters. */
export function BrandsPage({ services }: MountProps) {
  const { t } = services.i18n;
  const { brands, error, isValidating, retry } = useBrands();
  usePageHead({ title: t('catalogue.brands.title', { brand: services.config.tenant.themeConfig.brandName }), description: t('catalogue.brands.description') });
  const groups = brands ? brandsByLetter(brands) : [];

  return (
    <section className={page.page} aria-labelledby="brands-heading">
      <h1 id="brands-heading">{t('catalogue.brands.headline')}</h1>
      {brands ? (
        <>
          <nav aria-label={t('catalogue.brands.letters')} className={styles.letters}>
            {groups.map(([letter]) => (
              <a key={letter} href={`#marken-${letter}`}>
                {letter}
              </a>
            ))}
          </nav>
          {groups.map(([letter, inGroup]) => (
            <section key={letter} id={`marken-${letter}`} aria-labelledby={`marken-${letter}-heading`} className={styles.group}>
              <h2 id={`marken-${letter}-heading`}>{letter}</h2>
              <ul className={styles.list}>
                {inGroup.map((brand) => (
                  <li key={brand.slug}>
                    <RouteLink className={styles.brand} to={{ name: 'brand-slug', params: { slug: brand.slug } }} prefetch={false}>
                      <span>{brand.name}</span>
                      <span className={styles.count}>{t('catalogue.listing.total', { count: brand.productCount })}</span>
                    </RouteLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : error !== undefined && !isValidating ? (
        <div role="alert" className={page.problem}>
          <p>{t(isApiError(error) && error.kind === 'unavailable' ? 'catalogue.error.unavailable' : 'catalogue.error.generic')}</p>
          <Button onClick={retry}>{t('catalogue.retry')}</Button>
        </div>
      ) : (
        <div aria-busy="true">
          <Skeleton shape="text" lines={8} width="100%" height="2.75rem" />
        </div>
      )}
    </section>
  );
}
