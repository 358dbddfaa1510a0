import type { ClientRuntimeConfig, RemoteMapEntry } from '@storefront/shared/platform/schemas';
import type { Environment } from '@storefront/server-kit/environment';
import { seedSearchFlyout } from './search-flyout';
import { tenantFeatures, type Tenant } from '@storefront/server-kit/tenants/tenants';

/**
 * The search provider's insights endpoint: `/` is this backend, whose
 * POST /1/events stands in for the provider (the shop API's search/routes/search-insights.ts). A
 * tenant with a real provider sets its host here (and allows it in the shell's
 * connect-src).
 */
export const SEARCH_INSIGHTS: NonNullable<ClientRuntimeConfig['searchInsights']> = { url: '/' };

/**
 * Where a developer may point a remote with `?remotes=<name>@<url>`
 * (to try one remote's build in the running shop, shell README "Deadlines"): the remotes' dev servers, in development
 * only. Staging and live ignore overrides.
 */
export const DEV_REMOTE_OVERRIDE_ORIGINS = [
  'http://localhost:3101',
  'http://localhost:3102',
  'http://localhost:3103',
  'http://localhost:3104',
  'http://localhost:3105',
];

export function clientRuntimeConfig(tenant: Tenant, environment: Environment, remotes: RemoteMapEntry[]): ClientRuntimeConfig {
  return {
    tenant: tenant.id,
    environment,
    features: { ...tenantFeatures(tenant, environment) },
    slugs: { ...tenant.slugs },
    remotes,
    externalShopHost: tenant.externalShopHosts[environment],
    searchFlyout: seedSearchFlyout,
    searchInsights: SEARCH_INSIGHTS,
    componentConfigNames: [...tenant.componentConfigNames],
    tracking: { ...tenant.tracking },
    checkout: { ...tenant.checkout, billingFields: { ...tenant.checkout.billingFields } },
    ...(tenant.consentToolId ? { consentToolId: tenant.consentToolId } : {}),
    ...(tenant.consentScriptUrl ? { consentScriptUrl: tenant.consentScriptUrl } : {}),
    ...(tenant.allowedScriptHosts ? { allowedScriptHosts: [...tenant.allowedScriptHosts] } : {}),
    ...(tenant.serviceSelectionPrompt ? { serviceSelectionPrompt: { ...tenant.serviceSelectionPrompt } } : {}),
    ...(tenant.remoteLoadBudgetMs ? { remoteLoadBudgetMs: tenant.remoteLoadBudgetMs } : {}),
    ...(tenant.redirectHosts ? { redirectHosts: [...tenant.redirectHosts] } : {}),
    ...(environment === 'development' ? { remoteOverrideOrigins: [...DEV_REMOTE_OVERRIDE_ORIGINS] } : {}),
  };
}
