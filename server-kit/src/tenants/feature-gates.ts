import type { FastifyInstance } from 'fastify';
import type { FeatureNeed } from '@storefront/shared/platform/api';
import type { FeatureFlag } from '@storefront/shared/platform/contracts';
import { HttpError } from '../http/errors';
import { tenantFeatures, tenantForHost, type Tenant } from './tenants';
import type { Environment } from '../environment';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of the request's host name (tenants.ts), resolved once before any handler runs. */
    tenant: Tenant;
  }
}

/** The feature a flag switches, in the shop's words, for the answer's message. */
const FEATURE_NAMES: Readonly<Record<FeatureFlag, string>> = {
  featureCustomer: 'Kundenkonto',
  featureCustomerFavorites: 'Favoriten',
  featureCustomerDeliveryPass: 'Lieferpass',
  featureCartCheckout: 'Warenkorb und Kasse',
  featureProductDiscovery: 'Sortiment',
  featureRecipes: 'Rezepte',
  featurePesticides: 'Pestizid-Informationen',
  featureSearch: 'Suche',
  featureMisc: 'Filialfinder',
  featureJoe: 'Kundenclub jö',
  featureWallet: 'Geschenkkarten-Wallet',
  featureShopForward: 'Weiterleitung zum Online-Shop',
  'cms.preview': 'Inhaltsvorschau',
};

export const FEATURE_DISABLED = 'feature-disabled';

/**
 * The answer to a call of a feature the tenant has switched off: 404, as for a
 * page that does not exist (doc 1 §5: "feature flags decide whether a route
 * exists"), naming the feature (doc 1 §1, doc 2 §1, §6).
 */
export function featureDisabled(flag: FeatureFlag): HttpError {
  return new HttpError(404, FEATURE_DISABLED, `Die Funktion „${FEATURE_NAMES[flag]}“ gibt es in diesem Shop nicht.`, { feature: flag });
}

/** Whether a need holds for these flags: a flag that is missing is off. */
function missingFlag(needs: readonly FeatureNeed[], features: Readonly<Partial<Record<FeatureFlag, boolean>>>): FeatureFlag | undefined {
  for (const need of needs) {
    const anyOf: readonly FeatureFlag[] = typeof need === 'string' ? [need] : need;
    if (!anyOf.some((flag) => features[flag] === true)) return anyOf[0];
  }
  return undefined;
}

/** Refuses a step of a call that belongs to a feature the tenant has switched off (e.g. a gift card payment without the wallet). */
export function requireFeature(tenant: Tenant, flag: FeatureFlag): void {
  if (tenant.features[flag] !== true) throw featureDisabled(flag);
}

/**
 * Resolves the request's tenant and refuses a call of a switched-off feature
 * (the flags its operation names, shared/src/platform/api/operation.ts) with
 * 404 `feature-disabled` before any handler, session touch or stored answer:
 * nothing changes. Installed after the XSRF check, so a forged call is still
 * told so first. A route that is no API operation (a page, a file) has no gate.
 */
export function installFeatureGates(app: FastifyInstance, tenants: readonly Tenant[], environment: Environment): void {
  // Each tenant with the flags of this environment (e.g. content preview only in development and staging), made once.
  const served = tenants.map((tenant) => ({ ...tenant, features: tenantFeatures(tenant, environment) }));
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    request.tenant = tenantForHost(request.headers.host, served);
    const operation = request.routeOptions.config.operation;
    const lacking = operation && missingFlag(operation.features, request.tenant.features);
    if (lacking) throw featureDisabled(lacking);
  });
}
