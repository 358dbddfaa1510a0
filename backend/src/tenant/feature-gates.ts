import type { FastifyInstance } from 'fastify';
import type { FeatureNeed } from '@storefront/shared/platform/api';
import type { FeatureFlag } from '@storefront/shared/platform/contracts';
import { HttpError } from '../http/errors';
import { tenantFeatures, tenantForHost, type Tenant } from './tenants';
import type { Environment } from '../config';

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
  featureCustomerDeliveryPass: 'Liefer-Pass',
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
 * doc 1 §1, doc 2 §1, §6: the answer to a call of a feature the tenant has
 * switched off: 404, as for a page that does not exist (doc 1 §5: "feature
 * flags decide whether a route exists"), naming the feature.
 */
export function featureDisabled(flag: FeatureFlag): HttpError {
  return new HttpError(404, FEATURE_DISABLED, `Die Funktion „${FEATURE_NAMES[flag]}“ gibt es in diesem Shop nicht.`, { feature: flag });
}

const DISCOVERY = ['featureProductDiscovery'] as const;

/**
 * Every `/api` call that belongs to a feature, by method and route pattern (as
 * registered), with the flags it needs (doc 1 §1, §2, §7; doc 2 §1, §6, §7).
 * The route table of doc 1 §2 is the model: a call needs the flags of the
 * pages it serves. Calls of no feature are in ALWAYS_AVAILABLE; a test fails
 * for a route in neither list.
 */
export const FEATURE_GATES: Readonly<Record<string, readonly FeatureNeed[]>> = {

  // Products, brands, categories (featureProductDiscovery).
  'GET /api/category-trees': DISCOVERY,
  'GET /api/categories/:slug': DISCOVERY,
  'GET /api/categories/:slug/products': DISCOVERY,
  'GET /api/products': DISCOVERY,
  'GET /api/products/:sku': DISCOVERY,
  'GET /api/products/:slug/similar': DISCOVERY,

  'GET /api/recipes/:slug': ['featureRecipes'],

  // Site search (featureSearch); a type whose own feature is off has no results page to lead to.
  'GET /api/content/search/:term/banner': ['featureSearch'],
  'GET /api/content/search/:term': ['featureSearch'],
  'GET /api/products/search/:term': ['featureSearch', 'featureProductDiscovery'],
  'GET /api/brands/search/:term': ['featureSearch', 'featureProductDiscovery'],
  'GET /api/categories/search/:term': ['featureSearch', 'featureProductDiscovery'],
  'GET /api/recipes/search/:term': ['featureSearch', 'featureRecipes'],
};

/** `/api` calls of no single feature, each with why it is never switched off. */
export const ALWAYS_AVAILABLE: Readonly<Record<string, string>> = {
  'GET /api/content/pages': 'content pages exist in every shop (doc 1 §2 index)',
  'GET /api/content/sitemap': 'the sitemap page (doc 1 §2: always)',
  'POST /api/content/contact': 'the contact form content block',
  'POST /api/content/questionnaire': 'the questionnaire content block',
  'POST /api/content/newsletter-topics/manage': 'the anonymous newsletter content block',
};

/** Whether a need holds for these flags: a flag that is missing is off (doc 1 §1). */
function missingFlag(needs: readonly FeatureNeed[], features: Readonly<Partial<Record<FeatureFlag, boolean>>>): FeatureFlag | undefined {
  for (const need of needs) {
    const anyOf: readonly FeatureFlag[] = typeof need === 'string' ? [need] : need;
    if (!anyOf.some((flag) => features[flag] === true)) return anyOf[0];
  }
  return undefined;
}

/** The flag a call lacks on this tenant, if any: its operation's features (or, while a route is not yet one, its entry in FEATURE_GATES). */
function featureLacking(needs: readonly FeatureNeed[] | undefined, tenant: Tenant): FeatureFlag | undefined {
  return needs ? missingFlag(needs, tenant.features) : undefined;
}

/** Refuses a step of a call that belongs to a feature the tenant has switched off (e.g. a gift card payment without the wallet). */
export function requireFeature(tenant: Tenant, flag: FeatureFlag): void {
  if (tenant.features[flag] !== true) throw featureDisabled(flag);
}

/**
 * Resolves the request's tenant and refuses a call of a switched-off feature
 * with 404 `feature-disabled` before any handler, session touch or stored
 * answer: nothing changes. Installed after the XSRF check, so a forged call is
 * still told so first.
 */
export function installFeatureGates(app: FastifyInstance, tenants: readonly Tenant[], environment: Environment): void {
  // Each tenant with the flags of this environment (e.g. content preview only in development and staging), made once.
  const served = tenants.map((tenant) => ({ ...tenant, features: tenantFeatures(tenant, environment) }));
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    request.tenant = tenantForHost(request.headers.host, served);
    const pattern = request.routeOptions.url;
    if (pattern === undefined) return;
    // Fastify answers HEAD with the GET route.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const needs = request.routeOptions.config.operation?.features ?? FEATURE_GATES[`${method} ${pattern}`];
    const lacking = featureLacking(needs, request.tenant);
    if (lacking) throw featureDisabled(lacking);
  });
}
