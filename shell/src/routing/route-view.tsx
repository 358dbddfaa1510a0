import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ROUTES, type MountedRoute, type RouteName, type StorefrontServices } from '@storefront/shared/platform/contracts';
import { ErrorView } from '../error-page/error-view';
import { notFoundError } from '../error-page/page-error';
import { NotProvidedError, RemoteSlot } from '../remotes/remote-slot';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { Guarded } from './guarded';
import { paramsValid } from './paths';
import { querySlugTarget } from './query-slug';

/**
 * The element of one named route: its remote's route parcel, with the route's
 * params and query, behind the login guard where the route needs one. A route
 * whose validity check fails is the 404 page, and so is a route its remote
 * loaded but does not provide (a not-found, not an outage: docs/architecture.md,
 * "How a remote plugs in"). The
 * page view waits until the remote has answered which of the two it is.
 */
export function RouteView({
  name,
  services,
  registry,
}: {
  name: RouteName;
  services: StorefrontServices;
  registry: RemoteRegistry;
}) {
  const params = useParams();
  const [query] = useSearchParams();
  const { pathname } = useLocation();

  const paramsKey = JSON.stringify(params);
  const queryKey = query.toString();
  const route = useMemo<MountedRoute>(() => {
    const { '*': splat, ...named } = params;
    const cleaned: Record<string, string> = {};
    for (const [key, value] of Object.entries(named)) if (value !== undefined) cleaned[key] = value;
    if (splat !== undefined) cleaned['slug'] = splat;
    return { name, params: cleaned, query: new URLSearchParams(queryKey) };
    // paramsKey stands for params: a new object with the same values must not update the parcel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, paramsKey, queryKey]);

  // undefined until the slot's remote answers; then whether it lacks this route. Rendered at
  // once, so the page view is tracked before the route's parcel loads and tracks anything.
  const [missing, setMissing] = useState<boolean>();
  const onChecked = useCallback((lacksRoute: boolean) => flushSync(() => setMissing(lacksRoute)), []);
  const notProvided = useMemo(
    () => ({ ...notFoundError(pathname), cause: new NotProvidedError(ROUTES[name].owner, 'route', name) }),
    [name, pathname],
  );

  // A category named in the query (an old or external link) is the category's page, on any route without a
  // slug of its own; where the tenant has no category route (href null) the page stays.
  const categoryTarget = querySlugTarget(name, route.params, route.query);
  const categoryHref = categoryTarget ? services.navigation.href(categoryTarget) : null;
  if (categoryHref) return <Navigate to={categoryHref} replace />;

  // The catch-all's slug is any content path: the content remote decides whether its page exists.
  if (name !== 'index' && !paramsValid(route.params)) return <ErrorView error={notFoundError(pathname)} services={services} registry={registry} />;
  if (missing) return <ErrorView error={notProvided} services={services} registry={registry} />;

  const page = (
    <>
      {missing === false && <PageView services={services} routeName={name} />}
      <RemoteSlot target={{ kind: 'route', name, route }} services={services} registry={registry} className="sf-route" onChecked={onChecked} />
    </>
  );
  return 'loginRequired' in ROUTES[name] && ROUTES[name].loginRequired ? <Guarded services={services}>{page}</Guarded> : page;
}

/**
 * A page view per new path. The tracking service names it from the path: the
 * root path as startpage, behind the configured prefix.
 */
function PageView({ services, routeName }: { services: StorefrontServices; routeName: RouteName }) {
  const { pathname } = useLocation();
  useEffect(() => {
    services.tracking.track({ event: 'pageView', path: pathname, routeName });
  }, [services, routeName, pathname]);
  return null;
}
