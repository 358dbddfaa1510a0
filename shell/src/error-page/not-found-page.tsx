import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { StorefrontServices } from '@storefront/shared/contracts';

/** doc 1 §5/§8: no matching route gives a 404 'Page Not Found: {path}'. */
export function NotFoundPage({ services }: { services: StorefrontServices }) {
  const { pathname } = useLocation();
  useEffect(() => {
    services.tracking.track({ event: 'pageView', pageName: 'errorPage', status: 404 });
  }, [services, pathname]);
  return (
    <section aria-labelledby="error-heading" className="sf-error-page">
      <h1 id="error-heading">{services.i18n.t('error.notFound.headline')}</h1>
      <p>{`Page Not Found: ${pathname}`}</p>
      <a href="/">{services.i18n.t('error.backToStart')}</a>
    </section>
  );
}
