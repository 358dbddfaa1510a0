import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, ROUTES, ROUTE_NAMES, type FeatureFlag } from '@storefront/shared/platform/contracts';
import { enabledRoutes, fillPattern, hrefFor, paramsValid, routeEnabled, routePattern } from './paths';

const allOn = () => true;

describe('route paths', () => {
  it('builds paths from the name, or from the configured slug', () => {
    expect(routePattern('cart', {})).toBe('/cart');
    expect(routePattern('search-term', { 'search-term': 'suche' })).toBe('/suche/:term');
    expect(routePattern('checkout-confirmation', { 'checkout-confirmation': 'bestellung' })).toBe('/bestellung-ok');
    expect(routePattern('index', { index: 'ignored' })).toBe('/');
    expect(routePattern('checkout-confirmation-test', { 'checkout-confirmation': 'bestellung' })).toBe('/bestellung-ok-test');
    expect(routePattern('checkout-confirmation-test', {})).toBe('/checkout-confirmation-ok-test');
  });

  it('fills required and optional parameters and refuses a missing required one', () => {
    expect(fillPattern('/p/:slug/:sku?', { slug: 'milch' })).toBe('/p/milch');
    expect(fillPattern('/p/:slug/:sku?', { slug: 'milch', sku: '42' })).toBe('/p/milch/42');
    expect(fillPattern('/suche/:term', {})).toBeNull();
    expect(fillPattern('/suche/:term', { term: 'äpfel & birnen' })).toBe('/suche/%C3%A4pfel%20%26%20birnen');
  });

  it('lets feature flags decide whether a route exists', () => {
    expect(routeEnabled('cart', (flag) => flag !== 'featureCartCheckout')).toBe(false);
    expect(routeEnabled('order-physical-card', allOn)).toBe(false);
    expect(routeEnabled('order-physical-card', (flag) => flag !== 'featureJoe')).toBe(true);
    expect(hrefFor({ name: 'cart' }, {}, () => false)).toBeNull();
  });

  it('adds query and hash', () => {
    expect(hrefFor({ name: 'search-term', params: { term: 'tee' }, query: { tab: 'products' } }, { 'search-term': 'suche' }, allOn)).toBe(
      '/suche/tee?tab=products',
    );
    expect(hrefFor({ name: 'index', hash: 'angebote' }, {}, allOn)).toBe('/#angebote');
  });

  it('checks route parameters: blank, too long or control characters fail the validity check', () => {
    expect(paramsValid({ slug: 'milch', sku: '42' })).toBe(true);
    expect(paramsValid({ slug: 'milch', sku: undefined })).toBe(true);
    expect(paramsValid({ term: '  ' })).toBe(false);
    expect(paramsValid({ slug: 'a'.repeat(201) })).toBe(false);
    expect(paramsValid({ slug: 'a\u0000b' })).toBe(false);
  });

  describe.each(FEATURE_FLAGS.map((flag) => [flag]))('flag %s', (flag: FeatureFlag) => {
    // Every other flag on, this one switched.
    const others = (on: boolean) => (candidate: FeatureFlag) => (candidate === flag ? on : true);

    it('adds exactly the routes that need it when on, and the routes it hides when off', () => {
      const whenOn = new Set(enabledRoutes(others(true)));
      const whenOff = new Set(enabledRoutes(others(false)));
      for (const name of ROUTE_NAMES) {
        const spec = ROUTES[name];
        const needs = (spec.flags as readonly FeatureFlag[]).includes(flag);
        const hiddenBy = 'flagsOff' in spec && (spec.flagsOff as readonly FeatureFlag[]).includes(flag);
        if (needs) expect([name, whenOn.has(name), whenOff.has(name)]).toEqual([name, true, false]);
        else if (hiddenBy) expect([name, whenOn.has(name), whenOff.has(name)]).toEqual([name, false, true]);
        else expect([name, whenOn.has(name)]).toEqual([name, whenOff.has(name)]);
      }
    });
  });

  it('names the routes each flag decides, as doc 1 §2 lists them', () => {
    const decided = (flag: FeatureFlag) => ROUTE_NAMES.filter((name) => (ROUTES[name].flags as readonly string[]).includes(flag));
    expect(decided('cms.preview')).toEqual(['checkout-confirmation-test']);
    expect(decided('featureSearch')).toEqual(['search-term']);
    expect(decided('featureMisc')).toEqual(['storefinder']);
    expect(decided('featurePesticides')).toEqual(['pesticides']);
    expect(decided('featureRecipes')).toEqual(['recipes', 'recipe-slug']);
    expect(ROUTE_NAMES.filter((name) => routeEnabled(name, (f) => f !== 'featureJoe'))).toContain('order-physical-card-confirmation');
    expect(ROUTE_NAMES.filter((name) => routeEnabled(name, () => true))).not.toContain('order-physical-card-confirmation');
  });
});
