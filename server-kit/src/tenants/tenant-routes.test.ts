import { describe, expect, it } from 'vitest';
import { BIOGARTEN, FRISCHMARKT } from './tenants';
import { matchRoute, routeForPath } from './tenant-routes';

describe('matchRoute', () => {
  it("gives a named route's parameters, decoded, with an optional one left out when the path has none", () => {
    expect(matchRoute('/produkt/bio-vollmilch-3-8-1-l/100201', FRISCHMARKT)).toEqual({ name: 'product-slug', params: { slug: 'bio-vollmilch-3-8-1-l', sku: '100201' } });
    expect(matchRoute('/produkt/bio-vollmilch-3-8-1-l', FRISCHMARKT)).toEqual({ name: 'product-slug', params: { slug: 'bio-vollmilch-3-8-1-l' } });
    expect(matchRoute('/sortiment', FRISCHMARKT)).toEqual({ name: 'products-slug', params: {} });
    expect(matchRoute('/suche/gr%C3%BCner%20tee', FRISCHMARKT)).toEqual({ name: 'search-term', params: { term: 'grüner tee' } });
  });

  it("reads the tenant's own path names, and leaves the other tenant's to the content catch-all", () => {
    expect(matchRoute('/artikel/bio-vollmilch-3-8-1-l/100201', BIOGARTEN)).toEqual({ name: 'product-slug', params: { slug: 'bio-vollmilch-3-8-1-l', sku: '100201' } });
    expect(matchRoute('/produkt/bio-vollmilch-3-8-1-l/100201', BIOGARTEN)).toEqual({ name: 'index', params: {} });
  });

  it('gives the content catch-all for a path with more segments than any pattern, or one that cannot be decoded', () => {
    expect(matchRoute('/produkt/a/b/c', FRISCHMARKT)).toEqual({ name: 'index', params: {} });
    expect(matchRoute('/produkt/%E0%A4%A/1', FRISCHMARKT)).toEqual({ name: 'index', params: {} });
    expect(routeForPath('/ueber-uns', FRISCHMARKT)).toBe('index');
  });
});
