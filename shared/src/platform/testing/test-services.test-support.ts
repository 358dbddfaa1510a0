import { ALL_CONSENT_GRANTED } from '../constants';
import { createApiClient } from '../api/client';
import type { FragmentHandle, FragmentService, PageErrorInput, SessionSnapshot, StorefrontServices } from '../contracts/services';
import { createEventBus } from '../events/bus';
import type { EventName } from '../events/event-map';
import { createI18n } from '../i18n';
import type { TenantConfig } from '../schemas/tenant-config';
import { createFakeFetch, type FakeHandler } from './fake-fetch.test-support';

export const TEST_TENANT: TenantConfig = {
  clientRuntimeConfig: {
    tenant: 'test',
    environment: 'development',
    features: {
      featureCustomer: true,
      featureCartCheckout: true,
      featureProductDiscovery: true,
      featureSearch: true,
      featureRecipes: true,
      featureMisc: true,
      featureShopForward: true,
    },
    slugs: { 'search-term': 'suche', 'products-slug': 'sortiment', cart: 'warenkorb', login: 'anmelden' },
    remotes: [],
    externalShopHost: 'https://shop.example.test',
  },
  themeConfig: { brandName: 'Testmarkt', primaryColor: '#1a7f37' },
  messageBundle: {},
};

/** A shop with the loyalty club (featureJoe): only there is a club price shown. */
export const TEST_TENANT_WITH_CLUB: TenantConfig = {
  ...TEST_TENANT,
  clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, features: { ...TEST_TENANT.clientRuntimeConfig.features, featureJoe: true } },
};

const ANONYMOUS: SessionSnapshot = { status: 'anonymous', customer: null };

export interface TestServicesOptions {
  /** Answers for the requests the test expects, keyed `METHOD /path`. */
  readonly handlers?: Readonly<Record<string, FakeHandler>>;
  readonly messages?: Readonly<Record<string, string>>;
  readonly tenant?: TenantConfig;
}

export interface TestServices {
  readonly services: StorefrontServices;
  /** Requests made so far. */
  readonly calls: string[];
  /** Events published so far, in order. */
  readonly published: Array<{ name: EventName; payload: unknown }>;
  readonly navigations: string[];
  /** Route names prefetched so far. */
  readonly prefetches: string[];
  readonly mountedFragments: string[];
  /** Errors raised with navigation.showError so far. */
  readonly shownErrors: PageErrorInput[];
}

/**
 * Fresh services for one test: a real API client over a fake HTTP layer that
 * rejects undeclared requests, a real event bus in development mode (invalid
 * payloads throw), and recorders for navigation and fragments.
 */
export function createTestServices(options: TestServicesOptions = {}): TestServices {
  const tenant = options.tenant ?? TEST_TENANT;
  const fake = createFakeFetch(options.handlers ?? {});
  const published: TestServices['published'] = [];
  const navigations: string[] = [];
  const prefetches: string[] = [];
  const mountedFragments: string[] = [];
  const shownErrors: PageErrorInput[] = [];
  const events = createEventBus({
    mode: 'development',
    onPublish: (name, payload) => published.push({ name, payload }),
  });
  const fragments: FragmentService = {
    mount(name): FragmentHandle {
      mountedFragments.push(name);
      // No remote runs in a unit test: every fragment falls back, as when its owner is down.
      return { ready: Promise.resolve('fallback'), update: async () => undefined, unmount: async () => undefined };
    },
  };
  const services: StorefrontServices = {
    api: createApiClient({ fetch: fake.fetch, baseUrl: 'http://shop.test', readCookie: () => undefined, retryDelayMs: 0 }),
    events,
    navigation: {
      href: ({ name, params }) => `/${name}${params ? `/${Object.values(params).join('/')}` : ''}`,
      prefetch: ({ name }) => {
        prefetches.push(name);
      },
      navigate: (to) => {
        navigations.push(typeof to === 'string' ? to : (services.navigation.href(to) ?? to.name));
      },
      showError: (error) => {
        shownErrors.push(error);
      },
    },
    session: {
      // One object: useSyncExternalStore needs a stable snapshot between changes.
      snapshot: () => ANONYMOUS,
      subscribe: () => () => undefined,
      login: () => Promise.reject(new Error('login not expected in this test')),
      logout: () => Promise.resolve(),
      refresh: () => Promise.resolve(),
    },
    config: { tenant, isEnabled: (flag) => tenant.clientRuntimeConfig.features[flag] === true },
    i18n: createI18n(options.messages ?? tenant.messageBundle),
    consent: {
      snapshot: () => ALL_CONSENT_GRANTED,
      subscribe: () => () => undefined,
    },
    tracking: { track: (event) => events.publish('tracking:event', event) },
    notifications: { show: () => undefined, dismiss: () => undefined },
    fragments,
  };
  return { services, calls: fake.calls, published, navigations, prefetches, mountedFragments, shownErrors };
}
