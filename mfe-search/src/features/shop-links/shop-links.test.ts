// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { NavigationService } from '@storefront/shared/platform/contracts';
import { aProduct } from '@storefront/shared/fixtures';
import { categoryLink, contentLink, externalShopLinks, externalShopOf, productLink, resultPageLink } from './shop-links';

const HOST = 'https://staging.frischmarkt.example';

/** A navigation with no routes at all: every route switched off. */
const noRoutes: NavigationService = { href: () => null, navigate: () => undefined, prefetch: () => undefined };
const routes: NavigationService = {
  href: ({ name, params, query }) =>
    `/${name}/${Object.values(params ?? {}).join('/')}${query ? `?${new URLSearchParams(query as Record<string, string>)}` : ''}`,
  navigate: () => undefined,
  prefetch: () => undefined,
};

describe('links to the external shop (doc 1 §2)', () => {
  it('builds /produkte/{id}, /suche/{term}?tab=products and /kategorie/{slug} on the host of the environment', () => {
    expect(externalShopLinks.product(HOST, 'p-100201')).toBe('https://staging.frischmarkt.example/produkte/p-100201');
    expect(externalShopLinks.search(HOST, 'käse & wein')).toBe(
      'https://staging.frischmarkt.example/suche/k%C3%A4se%20%26%20wein?tab=products',
    );
    expect(externalShopLinks.category(HOST, 'milch')).toBe('https://staging.frischmarkt.example/kategorie/milch');
  });

  it('is used when the storefront has no route for the target', () => {
    const milk = aProduct();
    expect(productLink(noRoutes, HOST, milk)).toEqual({ href: `${HOST}/produkte/p-100201`, external: true });
    expect(productLink(noRoutes, HOST, aProduct({ productId: undefined }))).toEqual({ href: `${HOST}/produkte/100201`, external: true });
    expect(resultPageLink(noRoutes, HOST, 'milch')).toEqual({ href: `${HOST}/suche/milch?tab=products`, external: true });
    expect(categoryLink(noRoutes, HOST, 'milch')).toEqual({ href: `${HOST}/kategorie/milch`, external: true });
  });

  it('leads nowhere without shop-forward: a target the storefront has no route for gets no link', () => {
    expect(productLink(noRoutes, null, aProduct())).toBeNull();
    expect(resultPageLink(noRoutes, null, 'milch', 'products')).toBeNull();
    expect(categoryLink(noRoutes, null, 'milch')).toBeNull();
    // The storefront's own pages need no shop-forward.
    expect(productLink(routes, null, aProduct())).toEqual({ href: '/product-slug/bio-vollmilch-3-8-1-l/100201', external: false });
    expect(categoryLink(routes, null, 'milch')).toEqual({ href: '/products-slug/milch', external: false });
  });

  it("is the tenant's external shop host exactly while featureShopForward is on (a missing flag is off)", () => {
    expect(externalShopOf({ externalShopHost: HOST, features: { featureShopForward: true } })).toBe(HOST);
    expect(externalShopOf({ externalShopHost: HOST, features: { featureShopForward: false } })).toBeNull();
    expect(externalShopOf({ externalShopHost: HOST, features: {} })).toBeNull();
  });

  it('is not used while the storefront has the route', () => {
    expect(productLink(routes, HOST, aProduct())).toEqual({ href: '/product-slug/bio-vollmilch-3-8-1-l/100201', external: false });
    expect(resultPageLink(routes, HOST, 'milch', 'products')).toEqual({ href: '/search-term/milch?tab=products', external: false });
  });

  it('opens a content page at its slug, the start page at /', () => {
    expect(contentLink({ slug: 'liefergebiete', title: 'Liefergebiete', teaser: '' }).href).toBe('/liefergebiete');
    expect(contentLink({ slug: '', title: 'Start', teaser: '' }).href).toBe('/');
  });
});
