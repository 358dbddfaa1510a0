import { createBrowserRouter, type RouteObject } from 'react-router-dom';
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
 */
export function createRoutes(services: StorefrontServices, registry: RemoteRegistry): RouteObject[] {
  const { slugs } = services.config.tenant.clientRuntimeConfig;
  const names = enabledRoutes((flag) => services.config.isEnabled(flag));
  const toRoute = (name: RouteName): RouteObject => ({
    path: routePattern(name, slugs),
    element: <RouteView key={name} name={name} services={services} registry={registry} />,
  });
  const errorElement = <NotFoundPage services={services} />;
  return [
    {
      element: <ShellFrame layout="default" services={services} />,
      errorElement,
      children: [
        ...names.filter((name) => ROUTES[name].layout === 'default').map(toRoute),
        // The catch-all content page: /:slug(.*) with lower priority (doc 1 §2).
        { path: '*', element: <RouteView key="index-catch-all" name="index" services={services} registry={registry} /> },
      ],
    },
    {
      element: <ShellFrame layout="focused" services={services} />,
      errorElement,
      children: names.filter((name) => ROUTES[name].layout === 'focused').map(toRoute),
    },
  ];
}

export function createAppRouter(services: StorefrontServices, registry: RemoteRegistry) {
  return createBrowserRouter(createRoutes(services, registry));
}
