import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ROUTES, type MountedRoute, type RouteName, type StorefrontServices } from '@storefront/shared/contracts';
import { RemoteSlot } from '../remotes/remote-slot';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { sessionAtom } from '../session/session-service';

/**
 * The element of one named route: its remote's route parcel, with the route's
 * params and query, behind the login guard where the route needs one.
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
  const location = useLocation();
  const session = useAtomValue(sessionAtom);

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

  if ('loginRequired' in ROUTES[name] && ROUTES[name].loginRequired) {
    // doc 1 §5: decide only once the initial customer fetch is done.
    if (session.status === 'unknown') {
      return <p role="status">{services.i18n.t('common.loading')}</p>;
    }
    if (session.status === 'anonymous') {
      const returnUrl = location.pathname + location.search + location.hash;
      const login = services.navigation.href({ name: 'login', query: { returnUrl, authRequired: 'true' } });
      if (login) return <Navigate to={login} replace />;
    }
  }

  return <RemoteSlot target={{ kind: 'route', name, route }} services={services} registry={registry} className="sf-route" />;
}
