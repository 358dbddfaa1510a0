import { lazy, Suspense, useEffect } from 'react';
import type { MountProps } from '@storefront/shared/platform/contracts';
import * as styles from '../../features/blocks/blocks.module.css';
import { contentRefusal } from '../../features/content-access/content-refusal';
import { apiFailure } from '../../features/content-page/api-failure';
import { contentPath } from '../../features/content-page/content-path';
import { ContentPageView } from '../../features/content-page/content-page-view';
import { isPageNotFound, useContentPage } from '../../features/content-page/use-content-page';
import { NotFoundContent } from '../../features/not-found/not-found-content';
import { usePageConfig } from '../../features/page-config/use-page-config';

/**
 * The notice in place of a page that is not for the visitor yet: a chunk of its own, as few visits see it, so
 * the pages do not carry it.
 */
const ContentAccessPrompt = lazy(() => import(/* webpackChunkName: "content-access" */ '../../features/content-access/content-access-prompt'));

/** This page's path and query, to come back to after logging in. */
function returnUrlOf(path: string, query: URLSearchParams | undefined): string {
  const search = query?.toString() ?? '';
  return search ? `${path}?${search}` : path;
}

/**
 * The start page and every content page below it (doc 1 §2, index and its
 * catch-all `/:slug(.*)`): the page's blocks, its config in the document head
 * and background. An unknown path shows the content-managed not-found page; a
 * page that is not for this visitor yet, the way in.
 */
export function IndexPage(props: MountProps) {
  return <ContentRoutePage {...props} path={contentPath(props.route?.params['slug'])} />;
}

/**
 * The content page at `path`, as a route shows it: loading, the page, the not-found page, the way in to a page
 * that is not for this visitor yet, or a retry.
 */
export function ContentRoutePage({ route, services, path }: MountProps & { path: string }) {
  const { page, error, isValidating, retry } = useContentPage(path);
  const { t } = services.i18n;
  usePageConfig(page?.config);
  const notFound = page === undefined && isPageNotFound(error);

  useEffect(() => {
    // A 404 tracks a page view named errorPage, as the error page does (doc 1 §2).
    if (notFound) services.tracking.track({ event: 'pageView', pageName: 'errorPage', status: 404, path });
  }, [notFound, path, services.tracking]);

  // A page already shown stays while a background revalidation fails.
  if (page === undefined && error !== undefined && !isValidating) {
    if (notFound) return <NotFoundContent applyPageConfig />;
    const refusal = contentRefusal(error);
    if (refusal) {
      return (
        <Suspense fallback={<p role="status" className={styles.loading}>{t('common.loading')}</p>}>
          <ContentAccessPrompt refusal={refusal} returnUrl={returnUrlOf(path, route?.query)} />
        </Suspense>
      );
    }
    // A network failure, a bad gateway or 501 and above on content calls is "not available" (doc 1 §8).
    const unavailable = apiFailure(error)?.kind === 'unavailable';
    return (
      <section role="alert">
        <p>{t(unavailable ? 'content.error.unavailable' : 'content.error.generic')}</p>
        <button type="button" onClick={retry}>
          {t('content.retry')}
        </button>
      </section>
    );
  }

  if (page === undefined) return <p role="status" className={styles.loading}>{t('common.loading')}</p>;
  return <ContentPageView page={page} query={route?.query} />;
}
