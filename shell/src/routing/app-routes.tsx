import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, type RouteName, type StorefrontServices } from '@storefront/shared/platform/contracts';
import { ErrorView, PageErrorBoundary } from '../error-page/error-view';
import { notFoundError, raisedPageErrorAtom } from '../error-page/page-error';
import { ShellFrame } from '../layout/shell-frame';
import type { RemoteRegistry } from '../remotes/remote-registry';
import type { RedirectMatcher } from './load-redirects';
import { enabledRoutes, routePattern } from './paths';
import { RouteGate } from './route-gate';
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
  redirects,
  onNavigator,
}: {
  services: StorefrontServices;
  registry: RemoteRegistry;
  redirects: RedirectMatcher;
  /** Hands the router's navigate to the services, which live outside React. */
  onNavigator: (navigate: (path: string, options: { replace: boolean }) => void) => void;
}) {
  const navigate = useNavigate();
  // A layout effect: it runs before any child's effect, which may already navigate (a redirect).
  useLayoutEffect(() => onNavigator((path, options) => void navigate(path, options)), [navigate, onNavigator]);
  useScrollRules(services);

  const { slugs } = services.config.tenant.clientRuntimeConfig;
  const names = useMemo(() => enabledRoutes((flag) => services.config.isEnabled(flag)), [services]);
  const routeFor = (name: RouteName) => (
    <Route
      key={name}
      path={routePattern(name, slugs)}
      element={<RouteView key={name} name={name} services={services} registry={registry} />}
    />
  );
  const frame = (layout: 'default' | 'focused') => (
    <ShellFrame layout={layout} services={services} registry={registry}>
      <RouteGate services={services} registry={registry} redirects={redirects}>
        <PageOutlet services={services} registry={registry} />
      </RouteGate>
    </ShellFrame>
  );

  return (
    <Routes>
      <Route element={frame('default')}>
        {names.filter((name) => ROUTES[name].layout === 'default').map(routeFor)}
        {/* The catch-all content page: /:slug(.*) with lower priority. Without a
            content remote for this tenant, no path but the named ones exists: 404. */}
        <Route
          path="*"
          element={
            registry.entry('content') ? (
              <RouteView key="index-catch-all" name="index" services={services} registry={registry} />
            ) : (
              <NotFound services={services} registry={registry} />
            )
          }
        />
      </Route>
      <Route element={frame('focused')}>{names.filter((name) => ROUTES[name].layout === 'focused').map(routeFor)}</Route>
    </Routes>
  );
}

/**
 * The page; an error thrown while rendering it, or one its remote raised
 * (navigation.showError), shows the error page until the shopper moves on.
 */
function PageOutlet(props: { services: StorefrontServices; registry: RemoteRegistry }) {
  const { pathname } = useLocation();
  const raised = useAtomValue(raisedPageErrorAtom);
  if (raised?.path === pathname) return <ErrorView error={raised.error} {...props} />;
  return (
    <PageErrorBoundary key={pathname} {...props}>
      <Outlet />
    </PageErrorBoundary>
  );
}

function NotFound(props: { services: StorefrontServices; registry: RemoteRegistry }) {
  return <ErrorView error={notFoundError(useLocation().pathname)} {...props} />;
}

/** The scroll rules are a lazy chunk: the first page needs none, so it is loaded right after it. */
const scrollRules = () => import(/* webpackChunkName: "lazy-scroll" */ './scroll');

/**
 * A new page scrolls to the top unless its route keeps the position;
 * navigation to the same path with a hash scrolls to that element (doc 1 §2,
 * scroll.ts).
 */
function useScrollRules(services: StorefrontServices): void {
  const { pathname, hash } = useLocation();
  const previousPath = useRef(pathname);
  const { slugs } = services.config.tenant.clientRuntimeConfig;
  useEffect(() => void scrollRules().catch(() => undefined), []);
  useLayoutEffect(() => {
    const previous = previousPath.current;
    previousPath.current = pathname;
    if (previous === pathname && !hash) return;
    // Loaded by now, so this runs before the browser paints the new page.
    void scrollRules().then((rules) => rules.applyScrollRules(previous, pathname, hash, slugs), () => undefined);
  }, [pathname, hash, slugs]);
}
