import type { createStore } from 'jotai';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { fetchCsrfToken } from '@storefront/shared/platform/operations';
import type { TenantConfig } from '@storefront/shared/platform/schemas';
import { componentConfigsAtom } from '../layout/component-configs';
import { loadComponentConfigs } from '../layout/load-component-configs';
import { routeRulesAtom } from '../routing/route-gate';
import { fetchManifestDependentData } from './deferred-fetch';

type Store = ReturnType<typeof createStore>;

/** The shell's boot steps after the tenant config (doc 1 §7, §9). */
export function startShellData(api: ApiClient, store: Store, tenant: TenantConfig): void {
  const { clientRuntimeConfig } = tenant;
  // doc 1 §7: fired at start to set the XSRF cookie before the first change; the answer is not used.
  void call(api, fetchCsrfToken).catch(() => undefined);
  // doc 1 §7, §8: the configured component configs; on failure empty ones.
  void loadComponentConfigs(api, clientRuntimeConfig.componentConfigNames).then((configs) => store.set(componentConfigsAtom, configs));
  // doc 1 §9: the build manifest's route rules, 1 s after start unless the connection is slow.
  fetchManifestDependentData(() => {
    void import(/* webpackChunkName: "lazy-route-rules" */ '../routing/route-rules')
      .then((rules) => rules.fetchRouteRules(api))
      .then((matcher) => matcher && store.set(routeRulesAtom, matcher))
      .catch(() => undefined);
  });
  // doc 1 §7: client errors go to POST /logs (the page stays; a remote's stray error must not blank it).
  const report = (error: unknown, message: string) =>
    void import(/* webpackChunkName: "lazy-error-report" */ '../error-page/report-error')
      .then((reporter) => reporter.reportError(api, error, message))
      .catch(() => undefined);
  window.addEventListener('error', (event) => report(event.error, event.message));
  window.addEventListener('unhandledrejection', (event) =>
    report(event.reason, event.reason instanceof Error ? event.reason.message : String(event.reason)),
  );
}
