import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { addCartItem, setCartDistributionAddress, type Cart } from '@storefront/shared/cart';
import { setCartBillingAddress, setCartDistributionTimeSlot } from '@storefront/shared/checkout';
import { getCapacity, type DistributionAddressInput } from '@storefront/shared/distribution';
import { login } from '@storefront/shared/platform/operations';
import { call, isApiError, XSRF_HEADER, type ApiClient } from '@storefront/shared/platform/api';
import type { Product } from '@storefront/shared/catalogue';
import { DEMO_PASSWORD } from '../account/seed/customers';
import type { ShopStore } from '../platform/shop-store';
import { CookieJar, browserHeaders, createTestApp, fetchXsrfToken, inProcessApiClient } from './test-app.test-support';
import { windowExpired } from '../distribution/store/distribution';

/** A shopper's browser: its cookies, the shared API client, and raw requests for what the client refuses to send. */
export interface Browser {
  readonly jar: CookieJar;
  readonly api: ApiClient;
  send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, options?: { xsrf?: boolean }): Promise<LightMyRequestResponse>;
}

export interface CartTestShop {
  readonly app: FastifyInstance;
  /** The shop's database, for moving time on (a window's start, a store closing) as the world would. */
  readonly store: ShopStore;
  /** A new browser; with `host`, on that tenant's host name (`bio.localhost`), else on the default tenant. */
  browser(options?: { host?: string }): Promise<Browser>;
  close(): Promise<void>;
}

/** The seeded demo customers' password. */
export const PASSWORD = DEMO_PASSWORD;

/** The whole app on its own in-memory shop (the shop API's test app), with its store at hand. */
export async function createCartTestShop(): Promise<CartTestShop> {
  const { app, store, close } = await createTestApp();
  return {
    app,
    store,
    async browser({ host } = {}) {
      const jar = new CookieJar();
      await fetchXsrfToken(app, jar);
      return {
        jar,
        api: inProcessApiClient(app, jar, { host }),
        async send(method, url, payload, options = {}) {
          const headers = browserHeaders(jar);
          if (options.xsrf === false) delete headers[XSRF_HEADER];
          if (host) headers['host'] = host;
          const response = await app.inject({
            method,
            url,
            headers: { ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
          });
          jar.store(response);
          return response;
        },
      };
    },
    close,
  };
}

/** The running test's shop and a browser on it, while setUpCartTestShop is in force. */
export let shop: CartTestShop;
export let browser: Browser;

/**
 * Gives each test of the file a shop of its own (createCartTestShop) as
 * `shop`, with a browser on it as `browser`, and closes the shop after the test.
 */
export function setUpCartTestShop(): void {
  beforeEach(async () => {
    shop = await createCartTestShop();
    browser = await shop.browser();
  });
  afterEach(() => shop.close());
}

export async function loginAs(browser: Browser, email: string): Promise<void> {
  await call(browser.api, login, { body: { email, password: PASSWORD } });
}

/** A delivery address as the storefront sends it. */
export type DeliveryAddressInput = Extract<DistributionAddressInput, { distributionType: 'DELIVERY' }>;

export const VIENNA_DELIVERY: DeliveryAddressInput = {
  distributionType: 'DELIVERY',
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  postalCode: '1060',
  city: 'Wien',
  firstName: 'Anna',
  lastName: 'Berger',
  // The default tenant makes the delivery phone number Mandatory.
  deliveryPhoneNumber: '0664 1234567',
};

export const PICKUP_WIEN_1: DistributionAddressInput = { distributionType: 'CLICK_AND_COLLECT', storeId: 'store-wien-1' };

export const BILLING = {
  firstName: 'Anna',
  lastName: 'Berger',
  streetName: 'Mariahilfer Straße',
  streetNumber: '12',
  postalCode: '1060',
  city: 'Wien',
  email: 'anna.berger@example.at',
  phoneNumber: '+436641234567',
};

/** How long a test may take: longer than the per-test time limit. */
const TEST_RUN_MARGIN_MS = 5 * 60_000;

/** The first window of the address that can still be booked. */
export async function firstBookableWindow(api: ApiClient, address: DistributionAddressInput, skip = 0): Promise<string> {
  // A window whose booking closes within the next minutes could close while the test runs (a flaky test at
  // every cut-off); the tests take one that stays bookable.
  const bookableUntilTestEnds = (start: string) => !windowExpired({ start }, new Date(Date.now() + TEST_RUN_MARGIN_MS));
  const slots = (await call(api, getCapacity, { body: { skus: [], distributionAddress: address } })).filter(
    (slot) => slot.available && slot.serviceFee !== undefined && bookableUntilTestEnds(slot.start),
  );
  const slot = slots[skip];
  if (!slot) throw new Error('no bookable window');
  return slot.id;
}

/**
 * A cart that validates without errors: articles over the minimum order value,
 * the distribution address, a window and a billing address.
 */
export async function readyCart(
  api: ApiClient,
  address: DistributionAddressInput = VIENNA_DELIVERY,
  options: { windowId?: string; items?: Array<{ sku: string; quantity: number }> } = {},
): Promise<Cart> {
  // Bio-Kaffee 14,99 € × 2 and milk: over every minimum order value.
  for (const item of options.items ?? [{ sku: '100503', quantity: 2 }, { sku: '100201', quantity: 2 }]) await call(api, addCartItem, { body: item });
  await call(api, setCartDistributionAddress, { body: address });
  await call(api, setCartDistributionTimeSlot, { body: { id: options.windowId ?? (await firstBookableWindow(api, address)) } });
  return call(api, setCartBillingAddress, { body: BILLING });
}

/** Moves a window's start to `hoursFromNow` (negative: in the past), as time passing would. */
export function moveWindow(store: ShopStore, windowId: string, hoursFromNow: number): void {
  const start = new Date(Date.now() + hoursFromNow * 3_600_000).toISOString();
  const end = new Date(Date.now() + (hoursFromNow + 2) * 3_600_000).toISOString();
  store.db.prepare('UPDATE time_windows SET start = ?, end = ? WHERE id = ?').run(start, end, windowId);
}

/** The first seeded product that matches, for tests that need an article of a kind (unavailable, by weight …). */
export async function findSeedProduct(store: ShopStore, matches: (product: Product) => boolean): Promise<Product> {
  const { results } = await store.catalogue.listProducts(undefined, { offset: 0, pageSize: 1000 });
  const product = results.find(matches);
  if (!product) throw new Error('no such seeded product');
  return product;
}

/** The error an API call rejected with: status and body. Fails the test when the call succeeds. */
export async function failure(call: Promise<unknown>): Promise<{ status: number; errorCode: unknown; customPayload?: unknown }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, errorCode: error.details.errorCode, customPayload: error.details.customPayload };
    throw error;
  }
  throw new Error('the call succeeded');
}
