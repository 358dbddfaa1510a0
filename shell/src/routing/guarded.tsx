import { lazy, Suspense, type ReactNode } from 'react';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';

/** The login guard is a lazy chunk: only login-required pages need it, and they wait for the session anyway. */
const LoginGuard = lazy(() => import(/* webpackChunkName: "lazy-login-guard" */ './login-guard'));

export function Guarded({ services, children }: { services: StorefrontServices; children: ReactNode }) {
  return (
    <Suspense fallback={<p role="status">{services.i18n.t('common.loading')}</p>}>
      <LoginGuard services={services}>{children}</LoginGuard>
    </Suspense>
  );
}

const LazyRuleLoginCheck = lazy(() => import(/* webpackChunkName: "lazy-login-guard" */ './login-guard').then((module) => ({ default: module.RuleLoginCheck })));

/** An `auth` route rule's login check, beside the page (route-gate): the same lazy chunk as the guard; nothing while it loads. */
export function RuleLoginCheck({ services }: { services: StorefrontServices }) {
  return (
    <Suspense fallback={null}>
      <LazyRuleLoginCheck services={services} />
    </Suspense>
  );
}
