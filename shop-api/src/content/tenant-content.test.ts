import { describe, expect, it } from 'vitest';
import { seedRedirects } from './seed/redirects';
import { contentForTenant, redirectsForTenant } from '@storefront/server-kit/tenants/tenant-content';
import { BIOGARTEN, FRISCHMARKT } from '@storefront/server-kit/tenants/tenants';

describe('content written for the default shop, served to another', () => {
  it("gives each internal link the tenant's path of the same page, keeping the rest of the path", () => {
    const blocks = { links: ['/sortiment/kaese', '/filialen', '/produkt/bergkaese/100603?x=1#y', '/ueber-uns', 'https://example.org/sortiment', '//cdn.example/x'] };
    expect(contentForTenant(blocks, BIOGARTEN).links).toEqual([
      '/produkte/kaese',
      '/maerkte',
      '/artikel/bergkaese/100603?x=1#y',
      '/ueber-uns',
      'https://example.org/sortiment',
      '//cdn.example/x',
    ]);
  });

  it('localises the links inside rich text and the brand name, and leaves host names alone', () => {
    const html = '<p>Bei Frischmarkt: <a href="/sortiment/obst">Obst</a>, mehr auf www.frischmarkt.example</p>';
    expect(contentForTenant({ html }, BIOGARTEN).html).toBe(
      '<p>Bei Biogarten: <a href="/produkte/obst">Obst</a>, mehr auf www.frischmarkt.example</p>',
    );
  });

  it('serves the default shop its content as written', () => {
    const page = { link: '/sortiment', text: 'Frischmarkt' };
    expect(contentForTenant(page, FRISCHMARKT)).toBe(page);
  });
});

describe('the redirect table per tenant', () => {
  it("never redirects away from one of the tenant's own pages, and targets the tenant's paths", () => {
    const bio = redirectsForTenant(seedRedirects, BIOGARTEN);
    // /artikel/ is an old path of Frischmarkt but Biogarten's product page.
    expect(bio.manyToMany).not.toHaveProperty('/artikel/');
    expect(bio.manyToMany['/shop/']).toBe('/produkte/');
    expect(bio.manyToMany['/rezeptwelt/']).toBe('/kochidee/');
    expect(bio.oneToOne['/hilfe']).toBe('/service');
    // The default tenant's table is the one written, less any rule whose target the tenant may not follow (none in the seed).
    expect(redirectsForTenant(seedRedirects, FRISCHMARKT)).toEqual(seedRedirects);
  });
});
