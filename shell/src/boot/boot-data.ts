import type { createStore } from 'jotai';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { fetchCsrfToken } from '@storefront/shared/platform/operations';
import type { TenantConfig } from '@storefront/shared/platform/schemas';
import { raisedPageErrorAtom } from '../error-page/page-error';
import { pageErrorOfUnhandled } from '../error-page/unhandled-error';
import { componentConfigsAtom } from '../layout/component-configs';
import { loadComponentConfigs } from '../layout/load-component-configs';
import { routeRulesAtom } from '../routing/route-gate';
import { fetchManifestDependentData } from './deferred-fetch';
import { rememberTenantConfig } from './remember-tenant-config';

type Store = ReturnType<typeof createStore>;

/** The shell's boot steps after the tenant config (doc 1 §7, §9). */
export function startShellData(api: ApiClient, store: Store, tenant: TenantConfig): void {
  const { clientRuntimeConfig } = tenant;
  // The config this start runs on, for a later start whose config fails.
  rememberTenantConfig(tenant);
  // Fired at start to set the XSRF cookie before the first change; the answer is not used.
  void call(api, fetchCsrfToken).catch(() => undefined);
  // The configured component configs; on failure empty ones.
  void loadComponentConfigs(api, clientRuntimeConfig.componentConfigNames).then((configs) => store.set(componentConfigsAtom, configs));
  // The build manifest's route rules, 1 s after start unless the connection is slow (doc 1 §9).
  fetchManifestDependentData(() => {
    void import(/* webpackChunkName: "lazy-route-rules" */ '../routing/route-rules')
      .then((rules) => rules.fetchRouteRules(api))
      // Set as a value: a function given to store.set would be called as an updater, the rules lost.
      .then((matcher) => matcher && store.set(routeRulesAtom, () => matcher))
      .catch(() => undefined);
  });
  // An unhandled error of the shop's own code is the error page, a 500 (doc 1 §8), which reports it to
  // POST /logs with its stack; what breaks nothing of the page (pageErrorOfUnhandled) is only reported.
  const report = (error: unknown, message: string) =>
    void import(/* webpackChunkName: "lazy-error-report" */ '../error-page/report-error')
      .then((reporter) => reporter.reportError(api, error, message))
      .catch(() => undefined);
  const unhandled = (error: unknown, message: string) => {
    const pageError = pageErrorOfUnhandled(error, message);
    if (pageError) store.set(raisedPageErrorAtom, { path: window.location.pathname, error: pageError });
    else report(error, message);
  };
  window.addEventListener('error', (event) => unhandled(event.error, event.message));
  window.addEventListener('unhandledrejection', (event) =>
    unhandled(event.reason, event.reason instanceof Error ? event.reason.message : String(event.reason)),
  );
}
