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

const CUSTOMER = ['featureCustomer'] as const;
const CART = ['featureCartCheckout'] as const;

/**
 * Every `/api` call that belongs to a feature, by method and route pattern (as
 * registered), with the flags it needs (doc 1 §1, §2, §7; doc 2 §1, §6, §7).
 * The route table of doc 1 §2 is the model: a call needs the flags of the
 * pages it serves. Calls of no feature are in ALWAYS_AVAILABLE; a test fails
 * for a route in neither list.
 */
export const FEATURE_GATES: Readonly<Record<string, readonly FeatureNeed[]>> = {
  // Customer accounts (doc 1 §1 featureCustomer): login, registration, profile and its sub-pages.
  'POST /api/customers': CUSTOMER,
  'GET /api/customers/registration/confirm': CUSTOMER,
  'PUT /api/customers': CUSTOMER,
  'GET /api/customers/communication-settings': CUSTOMER,
  'PUT /api/customers/communication-settings': CUSTOMER,
  'POST /api/customers/newsletter-topics/manage': CUSTOMER,
  'GET /api/customers/newsletter-topics/confirm': CUSTOMER,
  'POST /api/customers/favorite-store': CUSTOMER,
  'GET /api/customers/addresses': CUSTOMER,
  'POST /api/customers/addresses/:category': CUSTOMER,
  'PUT /api/customers/addresses/:category': CUSTOMER,
  'POST /api/customers/addresses/:id/primary': CUSTOMER,
  'DELETE /api/customers/addresses/:id': CUSTOMER,
  'DELETE /api/customers/addresses/:id/combined': CUSTOMER,
  'GET /api/customers/payment-methods': CUSTOMER,
  'POST /api/customers/payment-methods': CUSTOMER,
  'DELETE /api/customers/payment-methods/:id': CUSTOMER,
  'POST /api/customers/payment-methods/:id/set-primary': CUSTOMER,
  // doc 1 §1, §2: the physical card is ordered exactly when featureJoe is off, so its status is the account's, not the club's.
  'GET /api/customers/physical-card/status': CUSTOMER,

  // Favourites (doc 2 §6: customer-only); the listing shows products (doc 1 §2 favorites: favourites and product discovery).
  'GET /api/customers/favorites': ['featureCustomer', 'featureCustomerFavorites'],
  'PUT /api/customers/favorites/:type': ['featureCustomer', 'featureCustomerFavorites'],
  'DELETE /api/customers/favorites/:type/:reference': ['featureCustomer', 'featureCustomerFavorites'],
  'GET /api/customers/favorites/products': ['featureCustomer', 'featureCustomerFavorites', 'featureProductDiscovery'],

  // Wallet and gift cards (doc 2 §6: customer-only).
  'GET /api/customers/digital-wallet': ['featureCustomer', 'featureWallet'],
  'PUT /api/customers/digital-wallet/gift-card': ['featureCustomer', 'featureWallet'],
  'DELETE /api/customers/digital-wallet/gift-card/:id': ['featureCustomer', 'featureWallet'],

  // Delivery pass: the offers are what the delivery-pass page sells through the cart (doc 1 §2: customer, delivery pass, cart/checkout).
  'GET /api/delivery-pass': ['featureCustomer', 'featureCustomerDeliveryPass', 'featureCartCheckout'],
  'GET /api/customers/delivery-pass': ['featureCustomer', 'featureCustomerDeliveryPass'],

  // Loyalty club (featureJoe): card info, loyalty vouchers and the personal vouchers of its promotions.
  'GET /api/customers/loyalty/card-info': ['featureCustomer', 'featureJoe'],
  'GET /api/customers/loyalty/vouchers': ['featureCustomer', 'featureJoe'],
  'GET /api/content/vouchers/personalvouchers': ['featureJoe'],

  // Cart and checkout (doc 2 §7 "Cart", "Capacity and delivery").
  'GET /api/carts': CART,
  'GET /api/carts/validation': CART,
  'POST /api/carts/finalize': CART,
  'POST /api/carts/reset': CART,
  'POST /api/carts/billing-address': CART,
  'POST /api/carts/set-customer': ['featureCartCheckout', 'featureCustomer'],
  'POST /api/carts/merge/:id': ['featureCartCheckout', 'featureCustomer'],
  'POST /api/carts/crate-deposit-desired': CART,
  'POST /api/carts/payment': CART,
  'PUT /api/carts/payments/clean': CART,
  'DELETE /api/carts/payment/:id': CART,
  'POST /api/carts/items': CART,
  'POST /api/carts/items/bulk': CART,
  'DELETE /api/carts/items/all': CART,
  'DELETE /api/carts/items/multiple': CART,
  'POST /api/carts/discount-codes': CART,
  'DELETE /api/carts/discount-codes': CART,
  'POST /api/carts/distribution-address': CART,
  'POST /api/carts/distribution-time-slot': CART,
  'GET /api/carts/files': CART,
  'POST /api/carts/files': CART,
  'DELETE /api/carts/files/:id': CART,
  'POST /api/checkout': CART,
  'GET /api/order-config': CART,
  'POST /api/capacity': CART,
  'GET /api/capacity/window/earliest': CART,
  'GET /api/distribution/delivery-area': CART,
  'GET /api/distribution/delivery-area/default': CART,
  'GET /api/distribution/delivery-area/intersection': CART,
  // The shop's stores: the checkout's pickup stores, the store finder (featureMisc) and the profile's favourite store.
  'GET /api/checkout-stores': [['featureMisc', 'featureCartCheckout', 'featureCustomer']],
  // Address lookup: the checkout's and the profile's address forms, and the store finder's place search.
  'GET /api/maps/places/autocomplete': [['featureCartCheckout', 'featureCustomer', 'featureMisc']],
  'GET /api/maps/geocode/location': [['featureCartCheckout', 'featureCustomer', 'featureMisc']],
  'GET /api/maps/geocode/address': [['featureCartCheckout', 'featureCustomer', 'featureMisc']],
  'GET /api/maps/geocode/:id': [['featureCartCheckout', 'featureCustomer', 'featureMisc']],

};

/** `/api` calls of no single feature, each with why it is never switched off. */
export const ALWAYS_AVAILABLE: Readonly<Record<string, string>> = {
  'GET /api/content/vouchers/generalvouchers': "the voucher group content block's general vouchers, which need no account or club",
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
