import type { SearchHit } from '@storefront/shared/search';
import type { NavigationService } from '@storefront/shared/platform/contracts';
import type { ClientRuntimeConfig } from '@storefront/shared/platform/schemas';

/**
 * Links to the external shop: /produkte/{id}, /suche/{term}?tab=products
 * and /kategorie/{slug} on the external shop host of the current environment
 * (clientRuntimeConfig.externalShopHost: development, staging and live differ).
 */
export const externalShopLinks = {
  product: (host: string, id: string) => `${host}/produkte/${encodeURIComponent(id)}`,
  search: (host: string, term: string) => `${host}/suche/${encodeURIComponent(term)}?tab=products`,
  category: (host: string, slug: string) => `${host}/kategorie/${encodeURIComponent(slug)}`,
};

/** Where a result leads, and whether that is the external shop (a full page load there). */
export interface ResultLink {
  readonly href: string;
  readonly external: boolean;
}

/**
 * The external shop links lead to: its host while the tenant's shop-forward
 * feature is on (doc 1 §1 "shop-forward features are configuration-gated"),
 * else none: no link leaves the storefront. A flag that is missing is off.
 */
export function externalShopOf(runtime: Pick<ClientRuntimeConfig, 'features' | 'externalShopHost'>): string | null {
  return runtime.features['featureShopForward'] === true ? runtime.externalShopHost : null;
}

/**
 * Choice: a product, category or result page opens in this storefront while
 * its route exists for the tenant; when the route is switched off (product
 * discovery or search off, doc 1 §5) the link goes to the external shop
 * (`shop`, see externalShopOf) instead of nowhere, and without shop-forward
 * there is no link: the result shows without one.
 */
function internalOrExternal(internal: string | null, shop: string | null, external: (host: string) => string): ResultLink | null {
  if (internal !== null) return { href: internal, external: false };
  return shop === null ? null : { href: external(shop), external: true };
}

export function productLink(navigation: NavigationService, shop: string | null, product: SearchHit<'products'>): ResultLink | null {
  return internalOrExternal(navigation.href({ name: 'product-slug', params: { slug: product.slug, sku: product.sku } }), shop, (host) =>
    externalShopLinks.product(host, product.productId ?? product.sku),
  );
}

export function categoryLink(navigation: NavigationService, shop: string | null, slug: string): ResultLink | null {
  return internalOrExternal(navigation.href({ name: 'products-slug', params: { slug } }), shop, (host) => externalShopLinks.category(host, slug));
}

/** The result page of a term on its products tab (doc 1 §2: tab=products). */
export function resultPageLink(navigation: NavigationService, shop: string | null, term: string, tab?: string): ResultLink | null {
  return internalOrExternal(
    navigation.href({ name: 'search-term', params: { term }, ...(tab ? { query: { tab } } : {}) }),
    shop,
    (host) => externalShopLinks.search(host, term),
  );
}

/** A content page lives at its slug; the start page's slug is empty (its path is `/`). */
export function contentLink(hit: SearchHit<'content'>): ResultLink {
  return { href: `/${hit.slug.split('/').map(encodeURIComponent).join('/')}`, external: false };
}

export function recipeLink(navigation: NavigationService, hit: SearchHit<'recipes'>): ResultLink | null {
  const href = navigation.href({ name: 'recipe-slug', params: { slug: hit.slug } });
  return href === null ? null : { href, external: false };
}

/** Follows a result link: inside the storefront through the shell's router, else as a full page load. */
export function followLink(navigation: NavigationService, link: ResultLink): void {
  navigation.navigate(link.href, link.external ? { external: true } : undefined);
}
