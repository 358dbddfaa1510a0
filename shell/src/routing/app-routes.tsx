import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, type RouteName, type StorefrontServices } from '@storefront/shared/contracts';
import { NotFoundPage } from '../error-page/not-found-page';
import { ShellFrame } from '../layout/shell-frame';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { enabledRoutes, routePattern } from './paths';
import { RouteView } from './route-view';

/**
 * The route table of doc 1 §2 for this tenant: only routes whose flags are on
 * exist, paths use the tenant's slugs, and the content catch-all ranks below
 * every named route (react-router ranks a splat last).
 *
 * Declarative routes rather than a data router: the shell loads no data per
 * route (the remotes do), and the data router would add ~17 KB gzip to the
 * shell's initial JS.
 */
export function AppRoutes({
  services,
  registry,
  onNavigator,
}: {
  services: StorefrontServices;
  registry: RemoteRegistry;
  /** Hands the router's navigate to the services, which live outside React. */
  onNavigator: (navigate: (path: string, options: { replace: boolean }) => void) => void;
}) {
  const navigate = useNavigate();
  useEffect(() => onNavigator((path, options) => void navigate(path, options)), [navigate, onNavigator]);
  useScrollRules();

  const { slugs } = services.config.tenant.clientRuntimeConfig;
  const names = useMemo(() => enabledRoutes((flag) => services.config.isEnabled(flag)), [services]);
  const routeFor = (name: RouteName) => (
    <Route
      key={name}
      path={routePattern(name, slugs)}
      element={<RouteView key={name} name={name} services={services} registry={registry} />}
    />
  );

  return (
    <Routes>
      <Route element={<ShellFrame layout="default" services={services} registry={registry} />}>
        {names.filter((name) => ROUTES[name].layout === 'default').map(routeFor)}
        {/* The catch-all content page: /:slug(.*) with lower priority (doc 1 §2). Without a
            content remote for this tenant, no path but the named ones exists: 404. */}
        <Route
          path="*"
          element={
            registry.entry('content') ? (
              <RouteView key="index-catch-all" name="index" services={services} registry={registry} />
            ) : (
              <NotFoundPage services={services} />
            )
          }
        />
      </Route>
      <Route element={<ShellFrame layout="focused" services={services} registry={registry} />}>
        {names.filter((name) => ROUTES[name].layout === 'focused').map(routeFor)}
      </Route>
    </Routes>
  );
}

/**
 * doc 1 §2: a new page scrolls to the top; navigation to the same path with a
 * hash scrolls to that element.
 */
function useScrollRules(): void {
  const { pathname, hash } = useLocation();
  const previousPath = useRef(pathname);
  useLayoutEffect(() => {
    const samePath = previousPath.current === pathname;
    previousPath.current = pathname;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: samePath ? 'smooth' : 'auto' });
        return;
      }
    }
    if (!samePath) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
