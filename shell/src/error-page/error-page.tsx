import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { NotProvidedError, RemoteSlot } from '../remotes/remote-slot';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { isBot } from './bot';
import { DEFAULT_ERROR_STATUS, type PageError } from './page-error';
import { reportError } from './report-error';

/**
 * The error page (doc 1 §2, §8), a lazy chunk: on 404 the content-managed
 * not-found page through the content remote's `not-found-content` fragment
 * (with the error data's custom error-page slug) and the optional additional
 * component through `content-blocks`; any other status the generic error
 * component. It tracks a page view named errorPage. A bot gets the error
 * logged and no error page.
 */
export default function ErrorPage({
  error,
  services,
  registry,
}: {
  error: PageError;
  services: StorefrontServices;
  registry: RemoteRegistry;
}) {
  const { t } = services.i18n;
  const { pathname } = useLocation();
  const status = error.status ?? DEFAULT_ERROR_STATUS;
  const bot = isBot(navigator.userAgent);

  useEffect(() => {
    // A missing page is the shopper's wrong turn, not a fault of the shop: only a bot's is logged,
    // and, as a warning, a page the shop's own remote does not provide (a link to a page not shipped here).
    const notProvided = error.cause instanceof NotProvidedError;
    if (bot || status !== 404 || notProvided) {
      reportError(services.api, error.cause ?? error.message, error.message, status, notProvided ? 'warn' : 'error');
    }
    if (!bot) services.tracking.track({ event: 'pageView', pageName: 'errorPage', path: pathname, status });
  }, [bot, error, pathname, services, status]);

  // The tab says what the page says ("Diese Seite gibt es nicht – Frischmarkt"), and the shop's name again after it.
  const brand = services.config.tenant.themeConfig.brandName;
  const title = t(status === 404 ? 'error.notFound.headline' : 'error.generic.headline');
  useEffect(() => {
    if (bot) return;
    const previous = document.title;
    document.title = `${title} – ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [bot, brand, title]);

  const notFoundProps = useMemo(() => (error.errorPageSlug ? { errorPageSlug: error.errorPageSlug } : null), [error.errorPageSlug]);
  const additional = useMemo(
    () => (error.additionalComponent ? { blocks: [error.additionalComponent] } : undefined),
    [error.additionalComponent],
  );

  if (bot) return null;
  if (status === 404) {
    return (
      // The error's message ('Page Not Found: {path}', doc 1 §5) is for logs and tools, not a German page's text.
      <section aria-labelledby="error-heading" className="sf-error-page" data-status={status} data-error-message={error.message}>
        <h1 id="error-heading" className="sf-visually-hidden">
          {t('error.notFound.headline')}
        </h1>
        <RemoteSlot target={{ kind: 'fragment', name: 'not-found-content', props: notFoundProps }} services={services} registry={registry} />
        {additional && (
          <RemoteSlot target={{ kind: 'fragment', name: 'content-blocks', props: additional }} services={services} registry={registry} />
        )}
      </section>
    );
  }
  return (
    <section aria-labelledby="error-heading" className="sf-error-page" role="alert" data-status={status}>
      <h1 id="error-heading">{t('error.generic.headline')}</h1>
      <p>{t('error.generic.text')}</p>
      <p className="sf-error-detail">{`${status} – ${error.message}`}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>{' '}
      <Link to="/">{t('error.backToStart')}</Link>
    </section>
  );
}
