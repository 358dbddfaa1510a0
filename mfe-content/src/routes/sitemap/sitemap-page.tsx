import { useEffect } from 'react';
import type { MountProps, RouteName } from '@storefront/shared/platform/contracts';
import { RouteLink } from '@storefront/shared/platform/ui';
import { SafeLink } from '../../features/safe-content/safe-link';
import { useSitemap } from './use-sitemap';

/** The shop's own areas, listed when this tenant has them (a route switched off by a flag has no link). */
const SHOP_ROUTES: readonly RouteName[] = ['products-slug', 'brands', 'recipes', 'storefinder', 'cart', 'login', 'registration'];

/**
 * The sitemap (doc 1 §2 route `sitemap`): every content page from
 * GET /api/content/sitemap, and the shop's areas.
 */
export function SitemapPage({ services }: MountProps) {
  const { t } = services.i18n;
  const { sitemap, error, isValidating, retry } = useSitemap();

  useEffect(() => {
    const previous = document.title;
    document.title = t('content.sitemap.title');
    return () => {
      document.title = previous;
    };
  }, [t]);

  const shopLinks = SHOP_ROUTES.filter((name) => services.navigation.href({ name }) !== null);
  return (
    <article>
      <h1>{t('content.sitemap.headline')}</h1>
      <nav aria-labelledby="sitemap-pages">
        <h2 id="sitemap-pages">{t('content.sitemap.pages')}</h2>
        {sitemap ? (
          <ul>
            {sitemap.pages.map((page) => (
              <li key={page.path}>
                <SafeLink href={page.path}>{page.title}</SafeLink>
              </li>
            ))}
          </ul>
        ) : error !== undefined && !isValidating ? (
          <div role="alert">
            <p>{t('content.error.generic')}</p>
            <button type="button" onClick={retry}>
              {t('content.retry')}
            </button>
          </div>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </nav>
      {shopLinks.length > 0 && (
        <nav aria-labelledby="sitemap-shop">
          <h2 id="sitemap-shop">{t('content.sitemap.shop')}</h2>
          <ul>
            {shopLinks.map((name) => (
              <li key={name}>
                <RouteLink to={{ name }} prefetch={false}>
                  {t(`content.sitemap.route.${name}`)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
