import type { FeatureFlag, RouteName } from '@storefront/shared/contracts';
import type { ClientRuntimeConfig, RemoteMapEntry } from '@storefront/shared/schemas';
import type { Environment } from '../config';
import { seedSearchFlyout } from '../seed/search';

export const TENANT = 'default';

/** doc 1 §1: every capability of the shop is on; content preview (cms.preview) is for editors only. */
export const FEATURES: Readonly<Record<FeatureFlag, boolean>> = {
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
  'cms.preview': false,
};

/** doc 1 §2: the German path of each page; a route without an entry uses its name. */
export const SLUGS: Readonly<Partial<Record<RouteName, string>>> = {
  'search-term': 'suche',
  'products-slug': 'sortiment',
  'product-slug': 'produkt',
  cart: 'warenkorb',
  checkout: 'kasse',
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

/** doc 1 §2: the external shop has its own host per environment. */
export const EXTERNAL_SHOP_HOSTS: Readonly<Record<Environment, string>> = {
  development: 'http://localhost:3000',
  staging: 'https://staging.frischmarkt.example',
  live: 'https://www.frischmarkt.example',
};

/**
 * The search provider's insights endpoint: `/` is this backend, whose
 * POST /1/events stands in for the provider (routes/search-insights.ts). A
 * tenant with a real provider sets its host here (and allows it in the shell's
 * connect-src).
 */
export const SEARCH_INSIGHTS: NonNullable<ClientRuntimeConfig['searchInsights']> = { url: '/' };

export function clientRuntimeConfig(environment: Environment, remotes: RemoteMapEntry[]): ClientRuntimeConfig {
  return {
    tenant: TENANT,
    environment,
    features: { ...FEATURES },
    slugs: { ...SLUGS },
    remotes,
    externalShopHost: EXTERNAL_SHOP_HOSTS[environment],
    searchFlyout: seedSearchFlyout,
    searchInsights: SEARCH_INSIGHTS,
  };
}
