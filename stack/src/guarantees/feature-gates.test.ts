import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { FeatureFlag } from '@storefront/shared/platform/contracts';
import { DEMO, shopper, type Method } from '@storefront/shop-api/testing/accounts.test-support';
import { DEMO_PASSWORD } from '@storefront/shop-api/account/seed/customers';
import { UNLINKED_GIFT_CARD_CODES } from '@storefront/shop-api/account/seed/customer-accounts';
import { databaseDigest } from '@storefront/shop-api/testing/database-digest.test-support';
import { createTestApp, stackOperations, stackRoutes, type TestApp } from '../testing/test-app.test-support';
import { BIOGARTEN, FRISCHMARKT, type Tenant } from '@storefront/server-kit/tenants/tenants';

/** A shop like Frischmarkt with the given flags off, on the host `<id>.localhost`. */
function shopWithout(id: string, ...off: FeatureFlag[]): Tenant {
  const features = { ...FRISCHMARKT.features };
  for (const flag of off) features[flag] = false;
  return { ...FRISCHMARKT, id, hosts: [`${id}.localhost`], features };
}

const WITHOUT = {
  customer: shopWithout('ohne-konto', 'featureCustomer'),
  favorites: shopWithout('ohne-favoriten', 'featureCustomerFavorites'),
  cart: shopWithout('ohne-warenkorb', 'featureCartCheckout'),
  discovery: shopWithout('ohne-sortiment', 'featureProductDiscovery'),
  recipes: shopWithout('ohne-rezepte', 'featureRecipes'),
  search: shopWithout('ohne-suche', 'featureSearch'),
  misc: shopWithout('ohne-filialfinder', 'featureMisc'),
  storesUnused: shopWithout('ohne-filialen', 'featureMisc', 'featureCartCheckout', 'featureCustomer'),
} as const;
const BIO = BIOGARTEN.hosts[0] as string;
const DEFAULT_HOST = 'localhost';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ app: { tenants: [FRISCHMARKT, BIOGARTEN, ...Object.values(WITHOUT)] } });
});
afterAll(() => shop.close());

interface Call {
  readonly method: Method;
  readonly url: string;
  readonly body?: unknown;
  /** The demo customer logged in (on the default tenant) before the call. */
  readonly as?: string;
}

/** The call on a host, from a fresh browser (logged in when the call says so), with an Idempotency-Key on a change. */
async function send(call: Call, host: string): Promise<LightMyRequestResponse> {
  const browser = await shopper(shop.app, call.as);
  return browser.send(call.method, call.url, call.body, {
    headers: { host, ...(call.method === 'GET' ? {} : { 'idempotency-key': `gate-${host}-${call.url}` }) },
  });
}

function expectFeatureDisabled(response: LightMyRequestResponse, flag: FeatureFlag): void {
  expect(response.statusCode, response.body).toBe(404);
  const body = response.json<{ errorCode: string; message: string; customPayload: { feature: string } }>();
  expect(body).toMatchObject({ errorCode: 'feature-disabled', customPayload: { feature: flag } });
  expect(body.message).toMatch(/gibt es in diesem Shop nicht/);
  expect(response.headers['set-cookie']).toBeUndefined();
}

/**
 * For each flag that owns calls: the call answers 404 feature-disabled on a
 * tenant with the flag off (and changes nothing: no row, no session touch, no
 * stored Idempotency-Key answer, no cookie), and works where it is on.
 */
const CASES: ReadonlyArray<{
  readonly flag: FeatureFlag;
  readonly host: string;
  readonly call: Call;
  readonly whenOn: number;
  /**
   * Refused by the call itself, for what its body names (a gift card payment, a
   * pass or a club voucher put into the cart): the Idempotency-Key has claimed
   * the request by then and keeps the refusal for a repeat; nothing else changes.
   */
  readonly inCall?: true;
}> = [
  { flag: 'featureCustomer', host: 'ohne-konto.localhost', call: { method: 'POST', url: '/api/auth/login', body: { email: DEMO.anna, password: DEMO_PASSWORD } }, whenOn: 200 },
  { flag: 'featureCustomer', host: 'ohne-konto.localhost', call: { method: 'POST', url: '/api/customers?recaptchaResponse=t', body: {} }, whenOn: 400 },
  {
    flag: 'featureCustomer',
    host: 'ohne-konto.localhost',
    call: { method: 'PUT', url: '/api/customers/communication-settings', body: { personalEmailAllowed: true, personalMailAllowed: true, personalSmsAllowed: true }, as: DEMO.plain },
    whenOn: 200,
  },
  { flag: 'featureCustomer', host: 'ohne-konto.localhost', call: { method: 'GET', url: '/api/customers', as: DEMO.anna }, whenOn: 200 },
  { flag: 'featureCustomerFavorites', host: 'ohne-favoriten.localhost', call: { method: 'PUT', url: '/api/customers/favorites/products', body: { reference: '100101' }, as: DEMO.plain }, whenOn: 200 },
  { flag: 'featureCustomerFavorites', host: 'ohne-favoriten.localhost', call: { method: 'GET', url: '/api/customers/favorites/products', as: DEMO.anna }, whenOn: 200 },
  { flag: 'featureWallet', host: BIO, call: { method: 'GET', url: '/api/customers/digital-wallet', as: DEMO.anna }, whenOn: 200 },
  { flag: 'featureWallet', host: BIO, call: { method: 'PUT', url: '/api/customers/digital-wallet/gift-card', body: { code: UNLINKED_GIFT_CARD_CODES.fifty }, as: DEMO.anna }, whenOn: 200 },
  { flag: 'featureWallet', host: BIO, call: { method: 'POST', url: '/api/carts/payment', body: { methodKey: 'gift-card', brandName: 'GIFTCARD', amount: 500 }, as: DEMO.anna }, whenOn: 200, inCall: true },
  { flag: 'featureCustomerDeliveryPass', host: BIO, call: { method: 'GET', url: '/api/customers/delivery-pass', as: DEMO.club }, whenOn: 200 },
  { flag: 'featureCustomerDeliveryPass', host: BIO, call: { method: 'GET', url: '/api/delivery-pass' }, whenOn: 200 },
  { flag: 'featureCustomerDeliveryPass', host: BIO, call: { method: 'POST', url: '/api/carts/items', body: { sku: 'DP-1M', quantity: 1 }, as: DEMO.anna }, whenOn: 200, inCall: true },
  { flag: 'featureJoe', host: BIO, call: { method: 'GET', url: '/api/customers/loyalty/card-info', as: DEMO.club }, whenOn: 200 },
  { flag: 'featureJoe', host: BIO, call: { method: 'GET', url: '/api/customers/loyalty/vouchers', as: DEMO.club }, whenOn: 200 },
  { flag: 'featureJoe', host: BIO, call: { method: 'GET', url: '/api/content/vouchers/personalvouchers?promotionIds=PROMO-PV-KAFFEE-20' }, whenOn: 200 },
  { flag: 'featureJoe', host: BIO, call: { method: 'POST', url: '/api/carts/items', body: { sku: 'LV-BIO-15', quantity: 1 }, as: DEMO.club }, whenOn: 200, inCall: true },
  { flag: 'featureJoe', host: BIO, call: { method: 'POST', url: '/api/carts/items', body: { sku: 'PV-KAFFEE-20', quantity: 1 }, as: DEMO.club }, whenOn: 200, inCall: true },
  { flag: 'featureCartCheckout', host: 'ohne-warenkorb.localhost', call: { method: 'POST', url: '/api/carts/items', body: { sku: '100101', quantity: 1 } }, whenOn: 200 },
  { flag: 'featureCartCheckout', host: 'ohne-warenkorb.localhost', call: { method: 'GET', url: '/api/order-config' }, whenOn: 200 },
  { flag: 'featureCartCheckout', host: 'ohne-warenkorb.localhost', call: { method: 'POST', url: '/api/checkout', body: { paymentMethodKey: 'payment-at-the-door', savePaymentMethod: false, setPrimary: false } }, whenOn: 409 },
  { flag: 'featureProductDiscovery', host: 'ohne-sortiment.localhost', call: { method: 'GET', url: '/api/products/100101' }, whenOn: 200 },
  { flag: 'featureProductDiscovery', host: 'ohne-sortiment.localhost', call: { method: 'GET', url: '/api/category-trees' }, whenOn: 200 },
  { flag: 'featureProductDiscovery', host: 'ohne-sortiment.localhost', call: { method: 'GET', url: '/api/products/search/milch?pageSize=5' }, whenOn: 200 },
  { flag: 'featureRecipes', host: 'ohne-rezepte.localhost', call: { method: 'GET', url: '/api/recipes/kaiserschmarrn-mit-zwetschkenroester' }, whenOn: 200 },
  { flag: 'featureRecipes', host: 'ohne-rezepte.localhost', call: { method: 'GET', url: '/api/recipes/search/kaiserschmarrn?pageSize=5' }, whenOn: 200 },
  { flag: 'featureSearch', host: 'ohne-suche.localhost', call: { method: 'GET', url: '/api/content/search/liefer?pageSize=5' }, whenOn: 200 },
  { flag: 'featureSearch', host: 'ohne-suche.localhost', call: { method: 'GET', url: `/api/content/search/${encodeURIComponent('käse')}/banner` }, whenOn: 200 },
  { flag: 'featureMisc', host: 'ohne-filialen.localhost', call: { method: 'GET', url: '/api/checkout-stores' }, whenOn: 200 },
];

describe('feature flags gate the calls (doc 1 §1, §2; doc 2 §1, §6)', () => {
  it.each(CASES.map((testCase) => [`${testCase.flag}: ${testCase.call.method} ${testCase.call.url} on ${testCase.host}`, testCase] as const))(
    '%s answers 404 feature-disabled and changes nothing; with the flag on it works',
    async (_name, { flag, host, call, whenOn, inCall }) => {
      // shopper() logs in on the default tenant before the call; only the refused call is compared.
      const browser = await shopper(shop.app, call.as);
      const except = inCall ? ['idempotency_keys'] : [];
      const beforeCall = databaseDigest(shop.store.db, except);
      const refused = await browser.send(call.method, call.url, call.body, {
        headers: { host, ...(call.method === 'GET' ? {} : { 'idempotency-key': 'gate-refused' }) },
      });
      expectFeatureDisabled(refused, flag);
      expect(databaseDigest(shop.store.db, except)).toBe(beforeCall);

      const served = await send(call, DEFAULT_HOST);
      expect(served.statusCode, served.body).toBe(whenOn);
      expect(served.json<{ errorCode?: string } | null>()?.errorCode).not.toBe('feature-disabled');
    },
  );

  it('keeps a call several features use while any of them is on: the stores serve checkout, store finder and profile', async () => {
    expect((await send({ method: 'GET', url: '/api/checkout-stores' }, 'ohne-filialfinder.localhost')).statusCode).toBe(200);
    expect((await send({ method: 'GET', url: '/api/checkout-stores' }, 'ohne-warenkorb.localhost')).statusCode).toBe(200);
  });

  it('answers a search type whose own feature is off with 404, while the other types of the search work', async () => {
    expectFeatureDisabled(await send({ method: 'GET', url: '/api/recipes/search/suppe?pageSize=5' }, 'ohne-rezepte.localhost'), 'featureRecipes');
    expect((await send({ method: 'GET', url: '/api/content/search/liefer?pageSize=5' }, 'ohne-rezepte.localhost')).statusCode).toBe(200);
    expectFeatureDisabled(await send({ method: 'GET', url: '/api/brands/search/bio?pageSize=5' }, 'ohne-sortiment.localhost'), 'featureProductDiscovery');
  });

  it('keeps the physical card status without the loyalty club: its order pages exist exactly then (doc 1 §1, §2)', async () => {
    const response = await send({ method: 'GET', url: '/api/customers/physical-card/status', as: DEMO.anna }, BIO);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orderAvailability: 'CanBeOrdered' });
  });

  it('lets a shopper end a session without the customer feature', async () => {
    const browser = await shopper(shop.app, DEMO.anna);
    const response = await browser.send('POST', '/api/auth/logout', undefined, { headers: { host: 'ohne-konto.localhost' } });
    expect(response.statusCode).toBe(204);
    expect((await browser.send('GET', '/api/customers')).statusCode).toBe(401);
  });

  it('keeps general vouchers, payments by other methods and articles in the cart where the club, the wallet or the pass are off', async () => {
    const browser = await shopper(shop.app, DEMO.club);
    const bio = { headers: { host: BIO } };
    expect((await browser.send('GET', '/api/content/vouchers/generalvouchers', undefined, bio)).statusCode).toBe(200);
    expect((await browser.send('POST', '/api/carts/items', { sku: '100101', quantity: 1 }, bio)).statusCode).toBe(200);
    expect((await browser.send('POST', '/api/carts/items', { sku: 'GV-GRATIS-SACKERL', quantity: 1 }, bio)).statusCode).toBe(200);
    expect((await browser.send('POST', '/api/carts/payment', { methodKey: 'paypal', amount: 500 }, bio)).statusCode).toBe(200);
  });

  it('never gates the page chrome: tenant config, XSRF token, content, redirects and the pages themselves', async () => {
    const host = 'ohne-konto.localhost';
    const config = await send({ method: 'GET', url: '/tenant/config' }, host);
    expect(config.statusCode).toBe(200);
    expect(config.json().clientRuntimeConfig).toMatchObject({ tenant: 'ohne-konto', features: { featureCustomer: false, featureWallet: true } });
    for (const url of ['/api/csrf', '/api/content/pages?path=/', '/api/content/redirects']) {
      const response = await send({ method: 'GET', url }, host);
      expect([url, response.statusCode]).toEqual([url, url === '/api/csrf' ? 204 : 200]);
    }
    // The pages are the shell's page; a shop without customer accounts has no login or account page, so
    // those paths are its content catch-all, and the content system has no page there: 404, still the page.
    for (const [url, status] of [['/', 200], ['/anmelden', 404], ['/konto', 404]] as const) {
      const response = await send({ method: 'GET', url }, host);
      expect([url, response.statusCode]).toEqual([url, status]);
      expect(response.body).toContain('id="sf-boot"');
    }
  });

  it('serves the seeded tenants their flags: Biogarten without club, wallet, pass and shop-forward', async () => {
    const features = async (host: string) => (await send({ method: 'GET', url: '/tenant/config' }, host)).json().clientRuntimeConfig.features;
    expect(await features(DEFAULT_HOST)).toMatchObject({ featureJoe: true, featureWallet: true, featureCustomerDeliveryPass: true, featureShopForward: true });
    expect(await features(BIO)).toMatchObject({ featureJoe: false, featureWallet: false, featureCustomerDeliveryPass: false, featureShopForward: false });
  });
});

describe('the operations that gate the calls', () => {
  const apiRoutes = () =>
    stackRoutes(shop)
      .filter((route) => route.url.startsWith('/api/'))
      .map((route) => `${route.method} ${route.url}`);

  it('registers every /api route from an operation, so each is gated by its features or says why it is always available', () => {
    const operations = new Set(stackOperations(shop).map((operation) => `${operation.method} ${operation.path}`));
    expect(apiRoutes().filter((route) => !operations.has(route))).toEqual([]);
    const unexplained = stackOperations(shop).filter((operation) => (operation.features.length > 0) === (operation.alwaysAvailable !== undefined));
    expect(unexplained.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
  });

  it('has calls for every flag that owns calls', () => {
    const gating = new Set(stackOperations(shop).flatMap((operation) => operation.features).flat());
    for (const flag of ['featureCustomer', 'featureCustomerFavorites', 'featureCustomerDeliveryPass', 'featureCartCheckout', 'featureProductDiscovery', 'featureRecipes', 'featureSearch', 'featureMisc', 'featureJoe', 'featureWallet'] as const) {
      expect([flag, gating.has(flag)]).toEqual([flag, true]);
    }
  });
});
