import { NOT_FOUND_PAGE_PATH } from '@storefront/shared/content';
import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import { contentPath } from '../content-page/content-path';
import { ContentPageView } from '../content-page/content-page-view';
import { useContentPage } from '../content-page/use-content-page';
import { usePageConfig } from '../page-config/use-page-config';

/**
 * The content-managed not-found page (doc 1 §2 error page): the page at the
 * error data's custom error-page slug, else at NOT_FOUND_PAGE_PATH. When that
 * page cannot be loaded either, a built-in message with a link to the start
 * page stands in: a 404 never shows an empty slot.
 */
export function NotFoundContent({ errorPageSlug, applyPageConfig = false }: { errorPageSlug?: string | undefined; applyPageConfig?: boolean }) {
  const { t } = useServices().i18n;
  const { page, error, isValidating } = useContentPage(contentPath(errorPageSlug ?? NOT_FOUND_PAGE_PATH));
  usePageConfig(applyPageConfig ? page?.config : undefined);

  if (page) return <ContentPageView page={page} />;
  if (error === undefined || isValidating) return <p role="status">{t('common.loading')}</p>;
  return (
    <section aria-labelledby="content-not-found-heading">
      <h1 id="content-not-found-heading">{t('content.notFound.headline')}</h1>
      <p>{t('content.notFound.text')}</p>
      <RouteLink to={{ name: 'index' }}>{t('content.backToStart')}</RouteLink>
    </section>
  );
}
