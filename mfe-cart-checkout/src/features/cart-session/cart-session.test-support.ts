import { afterEach } from 'vitest';
import type { Cart } from '@storefront/shared/cart';
import { aCart, aDistributionAddress, aProduct } from '@storefront/shared/fixtures';
import type { NotificationInput, SessionSnapshot, StorefrontServices } from '@storefront/shared/platform/contracts';
import { createTestServices, TEST_TENANT, type FakeHandler } from '@storefront/shared/platform/testing';
import { createCartSession, type CartSession } from './cart-session';

/*
 * The cart session's tests share this: a session over fake HTTP answers, the shell's session switchable,
 * notifications and navigations recorded, and every session disposed after its test.
 */

export const delivery = aDistributionAddress();
export const milk = aProduct();
export const butter = aProduct({ sku: '100310', name: 'Süßrahmbutter 250 g', productId: 'p-100310', price: { regular: { value: 249 } } });
export const emptyCart = aCart({ productLineItems: [], distributionAddress: null });
export const cartWithService = (lines: Cart['productLineItems'] = []) => aCart({ productLineItems: [...lines], distributionAddress: delivery });
export const valid = (cart: Cart) => ({ body: { cartDTO: cart, errors: [] } });

/** A session the test switches: the shell's session as the cart sees it. */
export function switchableSession(initial: SessionSnapshot['status'] = 'anonymous') {
  let snapshot: SessionSnapshot = { status: initial, customer: null };
  const listeners = new Set<(s: SessionSnapshot) => void>();
  return {
    service: {
      snapshot: () => snapshot,
      subscribe: (listener: (s: SessionSnapshot) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      login: () => Promise.reject(new Error('not in this test')),
      logout: () => Promise.resolve(),
      refresh: () => Promise.resolve(),
    },
    set(status: SessionSnapshot['status']) {
      snapshot = { status, customer: null };
      for (const listener of listeners) listener(snapshot);
    },
  };
}

/** The sessions a test made: each is disposed after its test. */
export const sessions: CartSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
  sessionStorage.clear();
});

interface SetupOptions {
  path?: string;
  status?: SessionSnapshot['status'];
  joe?: boolean;
  /** The tenant's service selection prompt (doc 2 §4); none: required. */
  prompt?: { optional: boolean; interval?: number };
}

export function setup(handlers: Record<string, FakeHandler>, options: SetupOptions = {}) {
  const runtime = TEST_TENANT.clientRuntimeConfig;
  const tenant = {
    ...TEST_TENANT,
    clientRuntimeConfig: {
      ...runtime,
      features: options.joe ? { ...runtime.features, featureJoe: true } : runtime.features,
      ...(options.prompt ? { serviceSelectionPrompt: options.prompt } : {}),
    },
  };
  const test = createTestServices({ handlers, tenant });
  const notifications: NotificationInput[] = [];
  const customer = switchableSession(options.status);
  const services: StorefrontServices = {
    ...test.services,
    session: customer.service,
    notifications: { show: (n) => notifications.push(n), dismiss: () => undefined },
  };
  const targets: unknown[] = [];
  const recordNavigation = services.navigation.navigate;
  services.navigation.navigate = (to, navigateOptions) => {
    targets.push({ to, ...navigateOptions });
    recordNavigation(to, navigateOptions);
  };
  const session = createCartSession(services, {
    pollIntervalMs: 60_000,
    currentPath: () => options.path ?? '/',
  });
  sessions.push(session);
  const tracked = () => test.published.filter((event) => event.name === 'tracking:event').map((event) => event.payload as Record<string, unknown>);
  const outcomes = () => test.published.filter((event) => event.name === 'cart:item-add-outcome').map((event) => event.payload);
  const bulkOutcomes = () => test.published.filter((event) => event.name === 'cart:items-add-outcome').map((event) => event.payload);
  return { ...test, services, session, notifications, customer, tracked, outcomes, bulkOutcomes, targets };
}

/** Waits until the background work the session started (validation, reload) has settled. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
