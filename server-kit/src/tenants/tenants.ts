import type { FeatureFlag, RouteName } from '@storefront/shared/platform/contracts';
import type { CheckoutConfig, ClientRuntimeConfig } from '@storefront/shared/platform/schemas';
import type { BillingFieldsConfiguration } from '@storefront/shared/checkout';
import type { Environment } from '../environment';

/** Where the storefront server serves the shop's own consent banner; a tenant uses it with `consentScriptUrl`. */
export const CONSENT_BANNER_SCRIPT_PATH = '/consent/banner.js';
/** The consent tool id of the shop's own banner (`consentToolId`); the banner reads it from `data-domain-script`. */
export const CONSENT_BANNER_TOOL_ID = 'storefront-consent-banner';

/**
 * One shop on this backend (doc 1 §1: tenant-specific configuration). Tenants
 * share the data and the API; they differ in what the tenant config says:
 * feature flags, German paths, theme, the component configs the shell loads,
 * tracking, consent, and (through the rollout rules) the remote versions.
 */
export interface Tenant {
  readonly id: string;
  /** Host names (without port) that select this tenant; the first tenant is also the fallback. */
  readonly hosts: readonly string[];
  readonly features: Readonly<Record<FeatureFlag, boolean>>;
  /** Flags that differ in one environment (doc 1 §1: content preview for editors, not in live). */
  readonly featuresByEnvironment?: Readonly<Partial<Record<Environment, Readonly<Partial<Record<FeatureFlag, boolean>>>>>>;
  readonly slugs: Readonly<Partial<Record<RouteName, string>>>;
  readonly theme: { readonly brandName: string; readonly primaryColor: string };
  readonly externalShopHosts: Readonly<Record<Environment, string>>;
  /**
   * The host name shoppers reach this shop at, per environment: mailed links
   * (password reset, offline account) lead there. Never the request's Host
   * header, which whoever sends the request chooses (publicOriginOf).
   */
  readonly publicHosts: Readonly<Record<Environment, string>>;
  readonly componentConfigNames: readonly string[];
  readonly tracking: NonNullable<ClientRuntimeConfig['tracking']>;
  readonly consentToolId?: string;
  readonly consentScriptUrl?: string;
  /**
   * How long a remote slot waits for its remote's code before it shows its
   * fallback, in ms (docs/architecture.md, "Failure is normal"); without it the shell's
   * default, REMOTE_LOAD_BUDGET_MS (4 s).
   */
  readonly remoteLoadBudgetMs?: number;
  /** Hosts the content remote's script block may load from (doc 1 §2); also allowed by the shell page's CSP. */
  readonly allowedScriptHosts?: readonly string[];
  /** Hosts a content redirect may send the shopper to, with an absolute https target (safeRedirectTarget); none: the shop's own paths only. */
  readonly redirectHosts?: readonly string[];
  /**
   * Whether the delivery phone number is Optional or Mandatory.
   * Served in the tenant config; the cart validation answers 007 by it
   *. And each configurable billing field Optional, Mandatory or Hide
   *: POST /api/carts/billing-address requires the mandatory ones and drops
   * hidden ones, the cart validation answers 031 for a mandatory one missing.
   */
  readonly checkout: CheckoutConfig & { readonly billingFields: BillingFieldsConfiguration };
  /**
   * The service selection prompt of an add without a service: optional
   * (the shopper may choose later; shown once, then skipped for `interval` further
   * adds, default 5) or, without this setting, required. Served in the tenant config.
   */
  readonly serviceSelectionPrompt?: NonNullable<ClientRuntimeConfig['serviceSelectionPrompt']>;
}

/** The component configs the shell fetches at boot, seeded by the content module. */
const COMPONENT_CONFIG_NAMES = ['topbarbanner', 'header', 'footer'] as const;

/**
 * Every capability of the shop is on; content preview (cms.preview) only where editors work (below).
 * Besides the flags doc 1 §1 lists, "wallet, loyalty club and shop-forward features are also
 * configuration-gated": featureWallet (digital wallet and gift cards, doc 2 §3, §7) and
 * featureShopForward (links whose storefront page is switched off lead to the external
 * shop, doc 1 §2). What each flag gates on the server: feature-gates.ts.
 */
const FRISCHMARKT_FEATURES: Readonly<Record<FeatureFlag, boolean>> = {
  featureCustomer: true,
  featureCustomerFavorites: true,
  featureCustomerDeliveryPass: true,
  featureCartCheckout: true,
  featureProductDiscovery: true,
  featureRecipes: true,
  featurePesticides: true,
  featureSearch: true,
  featureMisc: true,
  featureJoe: true,
  featureWallet: true,
  featureShopForward: true,
  'cms.preview': false,
};

/** The German path of each page; a route without an entry uses its name. */
const FRISCHMARKT_SLUGS: Readonly<Partial<Record<RouteName, string>>> = {
  'search-term': 'suche',
  'products-slug': 'sortiment',
  'product-slug': 'produkt',
  cart: 'warenkorb',
  checkout: 'kasse',
  'payment-finalization': 'zahlung',
  'checkout-confirmation': 'bestellung',
  login: 'anmelden',
  registration: 'registrieren',
  'offline-account': 'kundenkonto-aktivieren',
  'password-reset': 'passwort-vergessen',
  profile: 'konto',
  'profile-sub': 'konto-bereich',
  favorites: 'favoriten',
  'delivery-pass': 'lieferpass',
  recipes: 'rezepte',
  'recipe-slug': 'rezept',
  brands: 'marken',
  'brand-slug': 'marke',
  pesticides: 'pestizide',
  storefinder: 'filialen',
};

/** The default tenant: the full grocer, on localhost, 127.0.0.1 and every host no other tenant claims. */
export const FRISCHMARKT: Tenant = {
  id: 'frischmarkt',
  hosts: ['localhost', '127.0.0.1', 'www.frischmarkt.example', 'staging.frischmarkt.example'],
  features: FRISCHMARKT_FEATURES,
  // The editors preview content (and the -ok-test confirmation page, doc 1 §2) in development and staging, never in live.
  featuresByEnvironment: { development: { 'cms.preview': true }, staging: { 'cms.preview': true } },
  slugs: FRISCHMARKT_SLUGS,
  theme: { brandName: 'Frischmarkt', primaryColor: '#1a7f37' },
  externalShopHosts: {
    // The reference shop API's stand-in for the external shop (its external-shop/external-shop.ts).
    development: 'http://localhost:3000/externer-shop',
    staging: 'https://staging.frischmarkt.example',
    live: 'https://www.frischmarkt.example',
  },
  publicHosts: { development: 'localhost', staging: 'staging.frischmarkt.example', live: 'www.frischmarkt.example' },
  componentConfigNames: COMPONENT_CONFIG_NAMES,
  tracking: { pageViewPrefix: 'frischmarkt' },
  // A content redirect may lead to the shop's own sites beside the storefront; every other host is refused.
  redirectHosts: ['www.frischmarkt.example', 'karriere.frischmarkt.example'],
  // The driver calls when nobody opens: a delivery needs a phone number.
  // Businesses order too (offices, day-care centres): VAT id and company register number on the invoice.
  checkout: {
    deliveryPhoneNumber: 'Mandatory',
    billingFields: {
      salutation: 'Optional',
      title: 'Optional',
      valueAddedTaxId: 'Optional',
      companyRegistrationNumber: 'Optional',
      stairCase: 'Optional',
      floor: 'Optional',
      door: 'Optional',
      phoneNumber: 'Optional',
    },
  },
};

/**
 * A second, smaller shop: an organic grocer without delivery pass, pesticide
 * pages, loyalty club (featureJoe off shows the physical card order page
 * instead), gift card wallet and external shop (no link leaves the
 * storefront), other paths, its own colours and the first-party consent banner.
 */
export const BIOGARTEN: Tenant = {
  id: 'biogarten',
  hosts: ['bio.localhost', 'bio.frischmarkt.example', 'bio-staging.frischmarkt.example'],
  features: {
    ...FRISCHMARKT_FEATURES,
    featureCustomerDeliveryPass: false,
    featurePesticides: false,
    featureJoe: false,
    featureWallet: false,
    featureShopForward: false,
  },
  slugs: {
    ...FRISCHMARKT_SLUGS,
    'search-term': 'suchen',
    'products-slug': 'produkte',
    'product-slug': 'artikel',
    cart: 'einkaufskorb',
    recipes: 'kochideen',
    'recipe-slug': 'kochidee',
    storefinder: 'maerkte',
    'order-physical-card': 'kundenkarte-bestellen',
    'order-physical-card-confirmation': 'kundenkarte-bestellt',
  },
  theme: { brandName: 'Biogarten', primaryColor: '#4d7c0f' },
  externalShopHosts: {
    development: 'http://bio.localhost:3000/externer-shop',
    staging: 'https://bio-staging.frischmarkt.example',
    live: 'https://bio.frischmarkt.example',
  },
  publicHosts: { development: 'bio.localhost', staging: 'bio-staging.frischmarkt.example', live: 'bio.frischmarkt.example' },
  componentConfigNames: COMPONENT_CONFIG_NAMES,
  tracking: { pageViewPrefix: 'biogarten' },
  // Deliveries are left at the door or with a neighbour: the phone number is the shopper's choice.
  // Households only: no company fields. The shop calls about a substitute for sold-out produce, so a phone number is required.
  checkout: {
    deliveryPhoneNumber: 'Optional',
    billingFields: {
      salutation: 'Optional',
      title: 'Optional',
      valueAddedTaxId: 'Hide',
      companyRegistrationNumber: 'Hide',
      stairCase: 'Optional',
      floor: 'Optional',
      door: 'Optional',
      phoneNumber: 'Mandatory',
    },
  },
  // One organic range at one price in every market and delivery area: what a shopper puts in the basket
  // does not depend on where it goes, so the question can wait. It is asked at the first add, and a shopper
  // who puts it off is asked again after 5 more adds (doc 2 §4, the default interval); checkout asks anyway.
  serviceSelectionPrompt: { optional: true },
  // The shop's own first-party banner (the server's page/consent-banner), served on this origin.
  consentToolId: CONSENT_BANNER_TOOL_ID,
  consentScriptUrl: CONSENT_BANNER_SCRIPT_PATH,
};

export const TENANTS: readonly Tenant[] = [FRISCHMARKT, BIOGARTEN];

/** The tenant's feature flags in this environment: its own, with the environment's overrides. */
export function tenantFeatures(tenant: Tenant, environment: Environment): Readonly<Record<FeatureFlag, boolean>> {
  return { ...tenant.features, ...tenant.featuresByEnvironment?.[environment] };
}
export const TENANT_IDS = TENANTS.map((tenant) => tenant.id);

/**
 * The origin a mailed link of this tenant leads to: its public host, over
 * HTTPS; in development plain HTTP on the port shoppers use here (the shop's
 * own port, or PUBLIC_PORT where a dev server stands in front of it).
 */
export function publicOriginOf(tenant: Tenant, environment: Environment, developmentPort: number): string {
  const host = tenant.publicHosts[environment];
  return environment === 'development' ? `http://${host}:${developmentPort}` : `https://${host}`;
}

/** The host name of a Host header without its port ("[::1]:3000" → "[::1]"), lower case. */
function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':', 1)[0] ?? '';
}

/**
 * The tenant a request is for, by its host name; an unknown host gets the
 * default tenant, the first of the list (the app's tenants: TENANTS unless a
 * test builds the app with its own).
 */
export function tenantForHost(hostHeader: string | undefined, tenants: readonly Tenant[] = TENANTS): Tenant {
  const host = hostName(hostHeader);
  return tenants.find((tenant) => tenant.hosts.includes(host)) ?? tenants[0] ?? FRISCHMARKT;
}
