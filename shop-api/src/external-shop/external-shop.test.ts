import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../catalogue/seed';
import { createTestApp, type TestApp } from '../testing/test-app.test-support';
import { BIOGARTEN, FRISCHMARKT } from '@storefront/server-kit/tenants/tenants';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const milk = seedProducts.find((product) => product.sku === '100201')!;

/** A link of the external shop as the storefront builds it (doc 1 §2), opened on the tenant's development host. */
async function follow(host: string, path: string) {
  const url = new URL(`http://${host}${path}`);
  return testApp.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { host } });
}

function externalPath(tenantHost: string): string {
  return new URL(tenantHost).pathname;
}

describe("development's stand-in for the external shop (doc 1 §2)", () => {
  it('is where each tenant links to in development; staging and live link to the real shop', () => {
    expect(FRISCHMARKT.externalShopHosts).toEqual({
      development: 'http://localhost:3000/externer-shop',
      staging: 'https://staging.frischmarkt.example',
      live: 'https://www.frischmarkt.example',
    });
    expect(BIOGARTEN.externalShopHosts.development).toBe('http://bio.localhost:3000/externer-shop');
    expect(BIOGARTEN.externalShopHosts.live).toBe('https://bio.frischmarkt.example');
  });

  for (const [tenant, host, product, category, search] of [
    [FRISCHMARKT, 'localhost:3000', `/produkt/${milk.slug}/100201`, '/sortiment/kaese', '/suche/bio%20milch?tab=products'],
    [BIOGARTEN, 'bio.localhost:3000', `/artikel/${milk.slug}/100201`, '/produkte/kaese', '/suchen/bio%20milch?tab=products'],
  ] as const) {
    describe(tenant.id, () => {
      const prefix = externalPath(tenant.externalShopHosts.development);

      it("sends /produkte/{productId} to the tenant's product page", async () => {
        const response = await follow(host, `${prefix}/produkte/${milk.productId}`);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(product);
      });

      it("sends /kategorie/{slug} to the tenant's category listing", async () => {
        const response = await follow(host, `${prefix}/kategorie/kaese`);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(category);
      });

      it("sends /suche/{term}?tab=products to the tenant's result page on its products tab", async () => {
        const response = await follow(host, `${prefix}/suche/bio%20milch?tab=products`);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(search);
      });

      it('answers 404 with a German page for an unknown article id or category', async () => {
        for (const path of [`${prefix}/produkte/00-999999`, `${prefix}/produkte/100201`, `${prefix}/kategorie/mondgestein`]) {
          const response = await follow(host, path);
          expect(response.statusCode, path).toBe(404);
          expect(response.headers['content-type']).toContain('text/html');
          expect(response.body).toContain('Nicht gefunden');
        }
      });
    });
  }

  it('answers 400 for a malformed slug or a term of two characters or less', async () => {
    for (const path of ['/externer-shop/kategorie/K%C3%A4se', '/externer-shop/suche/%20ab%20']) {
      const response = await follow('localhost:3000', path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'validation' });
    }
  });
});
