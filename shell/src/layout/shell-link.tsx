import { useEffect, useRef, type ReactNode } from 'react';
import { Link, matchPath } from 'react-router-dom';
import type { RouteName, StorefrontServices } from '@storefront/shared/platform/contracts';
import { enabledRoutes, routePattern } from '../routing/paths';

/** The named route a path in this shop belongs to; the content catch-all when none does. */
export function routeNameOfPath(services: StorefrontServices, path: string): RouteName {
  const { slugs } = services.config.tenant.clientRuntimeConfig;
  const pathname = path.split(/[?#]/)[0] ?? path;
  const names = enabledRoutes((flag) => services.config.isEnabled(flag));
  return names.find((name) => matchPath(routePattern(name, slugs), pathname) !== null) ?? 'index';
}

/**
 * A link of the shell's frame to a page of this shop. Links prefetch on
 * visibility (doc 1 §2): once it is seen, the code of its route loads (at most 5
 * route preloads in parallel, doc 1 §9) ahead of a click.
 */
export function ShellLink({ to, services, children }: { to: string; services: StorefrontServices; children: ReactNode }) {
  const anchor = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      services.navigation.prefetch({ name: routeNameOfPath(services, to) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [to, services]);
  return (
    <Link ref={anchor} to={to}>
      {children}
    </Link>
  );
}
