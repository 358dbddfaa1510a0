import { useEffect, type ReactNode } from 'react';
import { atom, useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { ErrorView } from '../error-page/error-view';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { RuleLoginCheck } from './guarded';
import type { RedirectMatcher } from './load-redirects';
import type { RouteRuleMatcher } from './route-rules';

/** The current build's route rules, once the deferred manifest fetch brought them (boot). */
export const routeRulesAtom = atom<RouteRuleMatcher | null>(null);

/**
 * Runs before a page's route renders: the redirect table (doc 1 §3, §8), then
 * the build's route rules (redirect, app middleware). A redirect replaces the
 * history entry, so "back" does not bounce the shopper onto it again; a target
 * on another origin (the external shop) is left to the browser.
 */
export function RouteGate({
  services,
  registry,
  redirects,
  children,
}: {
  services: StorefrontServices;
  registry: RemoteRegistry;
  redirects: RedirectMatcher;
  children: ReactNode;
}) {
  const { pathname, search, hash } = useLocation();
  const matcher = useAtomValue(routeRulesAtom);
  const redirect = redirects(pathname, search + hash);
  const rule = redirect === null ? (matcher?.(pathname) ?? null) : null;
  const to = redirect ?? (rule?.kind === 'redirect' ? rule.to : null);

  if (to !== null) return <Redirect to={to} services={services} />;
  if (rule?.kind === 'error') return <ErrorView error={{ status: 500, message: rule.message }} services={services} registry={registry} />;
  // The rules come about a second after the page: wrapping the page in a guard then would mount it
  // again and lose what the shopper typed meanwhile. The page keeps its place; beside it the rule's login
  // check sends a guest to login (a route of the table that needs a login is guarded by its own route view).
  return (
    <>
      {rule?.kind === 'login-required' && <RuleLoginCheck services={services} />}
      {children}
    </>
  );
}

function Redirect({ to, services }: { to: string; services: StorefrontServices }) {
  useEffect(() => services.navigation.navigate(to, { replace: true, external: true }), [to, services]);
  return null;
}
