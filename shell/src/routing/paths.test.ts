import { describe, expect, it } from 'vitest';
import { fillPattern, hrefFor, paramsValid, routeEnabled, routePattern } from './paths';

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
});
