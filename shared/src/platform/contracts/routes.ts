import type { RemoteName } from './remote-names';

/**
 * The route table of doc 1 §2: every named route, the remote that renders it,
 * how its path is built from the (slug-overridable) name, the layout, the
 * feature flags that make it exist and whether it needs a logged-in customer.
 *
 * The path of a route is `/` + (configured slug for the name, or the name) +
 * `suffix`. The index route is the root path and, with lower priority, the
 * catch-all for content pages.
 */
export interface RouteSpec {
  readonly owner: RemoteName;
  /** Appended to the slug: a path suffix like `-ok` or parameters like `/:slug?`. */
  readonly suffix: string;
  readonly layout: 'default' | 'focused';
  /** All of these flags must be on for the route to exist. */
  readonly flags: readonly FeatureFlag[];
  /** The route exists only while all of these flags are off (doc 1 §2, featureJoe). */
  readonly flagsOff?: readonly FeatureFlag[];
  readonly loginRequired?: boolean;
}

export const FEATURE_FLAGS = [
  'featureCustomer',
  'featureCustomerFavorites',
  'featureCustomerDeliveryPass',
  'featureCartCheckout',
  'featureProductDiscovery',
  'featureRecipes',
  'featurePesticides',
  'featureSearch',
  'featureMisc',
  'featureJoe',
  // Flags beyond the spec's list: "wallet, loyalty club and shop-forward features are also configuration-gated" (doc 1 §1).
  'featureWallet',
  'featureShopForward',
  'cms.preview',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

const route = (
  owner: RemoteName,
  suffix: string,
  flags: readonly FeatureFlag[],
  extra: Partial<Pick<RouteSpec, 'layout' | 'flagsOff' | 'loginRequired'>> = {},
): RouteSpec => ({ owner, suffix, flags, layout: extra.layout ?? 'default', ...extra });

export const ROUTES = {
  index: route('content', '', []),
  sitemap: route('content', '', []),
  favorites: route('account', '', ['featureCustomerFavorites', 'featureProductDiscovery'], {
    loginRequired: true,
  }),
  'delivery-pass': route('account', '', [
    'featureCustomer',
    'featureCustomerDeliveryPass',
    'featureCartCheckout',
  ]),
  cart: route('cart-checkout', '', ['featureCartCheckout']),
  checkout: route('cart-checkout', '', ['featureCartCheckout'], { layout: 'focused' }),
  // Where the payment provider returns the shopper, and where a finalized cart is finished or reopened.
  'payment-finalization': route('cart-checkout', '', ['featureCartCheckout'], { layout: 'focused' }),
  'checkout-confirmation': route('cart-checkout', '-ok', ['featureCartCheckout']),
  'checkout-confirmation-test': route('content', '-ok-test', ['featureCartCheckout', 'cms.preview']),
  recipes: route('catalogue', '', ['featureRecipes']),
  'recipe-slug': route('catalogue', '/:slug', ['featureRecipes']),
  pesticides: route('catalogue', '', ['featurePesticides']),
  'product-slug': route('catalogue', '/:slug/:sku?', ['featureProductDiscovery']),
  'products-slug': route('catalogue', '/:slug?', ['featureProductDiscovery']),
  brands: route('catalogue', '', ['featureProductDiscovery']),
  'brand-slug': route('catalogue', '/:slug', ['featureProductDiscovery']),
  login: route('account', '', ['featureCustomer']),
  registration: route('account', '', ['featureCustomer']),
  'offline-account': route('account', '', ['featureCustomer']),
  'password-reset': route('account', '', ['featureCustomer']),
  profile: route('account', '/:slug?', ['featureCustomer'], { loginRequired: true }),
  'profile-sub': route('account', '/:slug/:sub', ['featureCustomer'], { loginRequired: true }),
  'order-physical-card': route('account', '', [], { layout: 'focused', flagsOff: ['featureJoe'] }),
  'order-physical-card-confirmation': route('account', '-ok', [], { flagsOff: ['featureJoe'] }),
  storefinder: route('catalogue', '', ['featureMisc']),
  'search-term': route('search', '/:term', ['featureSearch']),
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The routes a remote renders, in table order. */
export function routesOwnedBy(remote: RemoteName): RouteName[] {
  return ROUTE_NAMES.filter((name) => ROUTES[name].owner === remote);
}
