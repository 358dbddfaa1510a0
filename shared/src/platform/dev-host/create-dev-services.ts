import { ALL_CONSENT_GRANTED } from '../constants';
import { createApiClient } from '../api/client';
import { call } from '../api/call';
import { getCustomer } from '../operations/get-customer';
import { login as loginOperation } from '../operations/login';
import { logout as logoutOperation } from '../operations/logout';
import { isApiError } from '../api/errors';
import type { FragmentName } from '../contracts/fragments';
import type { RemoteDefinition } from '../contracts/remote-definition';
import { ROUTES, type RouteName } from '../contracts/routes';
import type {
  FragmentHandle,
  NavigationService,
  SessionService,
  SessionSnapshot,
  StorefrontServices,
} from '../contracts/services';
import { createEventBus } from '../events/bus';
import { createI18n } from '../i18n';
import { customerFromBackend } from '../schemas/customer';
import type { TenantConfig } from '../schemas/tenant-config';
import { mountParcelWithFallback, textFallback } from '../parcel/mount-parcel';

/**
 * Services for a remote running alone: the same API client and event bus the
 * shell uses, real calls against the backend, and simple versions of what the
 * shell owns (session, navigation, notifications). Fragments of other remotes
 * are not loaded here and show their fallback, exactly as when that remote is down.
 */
export function createDevServices(
  tenant: TenantConfig,
  definition: RemoteDefinition,
  onNavigate: (path: string) => void,
): StorefrontServices {
  const api = createApiClient();
  const events = createEventBus({
    mode: 'development',
    onHandlerError: (name, error) => console.error(`[dev host] handler of ${name} failed`, error),
    onPublish: (name, payload) => console.info(`[dev host] event ${name}`, payload),
  });
  const i18n = createI18n(tenant.messageBundle, {
    mode: 'development',
    onMissingKey: (key) => console.warn(`[dev host] missing message key: ${key}`),
  });

  let snapshot: SessionSnapshot = { status: 'unknown', customer: null };
  const sessionListeners = new Set<(s: SessionSnapshot) => void>();
  const setSession = (next: SessionSnapshot) => {
    snapshot = next;
    events.publish('session:changed', { status: next.status, customerId: next.customer?.id ?? null });
    for (const listener of sessionListeners) listener(next);
  };
  const session: SessionService = {
    snapshot: () => snapshot,
    subscribe(listener) {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    async login(credentials) {
      const { email, password, recaptchaResponse } = credentials;
      const customer = customerFromBackend(await call(api, loginOperation, { body: { email, password }, query: { recaptchaResponse } }));
      setSession({ status: 'authenticated', customer });
      return customer;
    },
    async logout() {
      await call(api, logoutOperation);
      setSession({ status: 'anonymous', customer: null });
    },
    async refresh() {
      try {
        setSession({ status: 'authenticated', customer: customerFromBackend(await call(api, getCustomer)) });
      } catch (error) {
        if (isApiError(error) && error.status === 401) setSession({ status: 'anonymous', customer: null });
        else throw error;
      }
    },
  };

  const navigation: NavigationService = {
    prefetch({ name }) {
      // Only this remote's own routes exist here.
      void definition.routes[name]?.().catch(() => undefined);
    },
    href({ name, params, query }) {
      const search = new URLSearchParams({ ...params, ...query }).toString();
      return `/${name}${search ? `?${search}` : ''}`;
    },
    navigate(to, options) {
      const path = typeof to === 'string' ? to : navigation.href(to);
      if (!path) return;
      const url = new URL(path, window.location.href);
      if (url.origin !== window.location.origin) {
        if (options?.external && (url.protocol === 'https:' || url.protocol === 'http:')) {
          window.location.assign(url.href);
        }
        return;
      }
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', url.pathname + url.search);
      onNavigate(url.pathname + url.search);
    },
  };

  const services: StorefrontServices = {
    api,
    events,
    navigation,
    session,
    config: {
      tenant,
      isEnabled: (flag) => tenant.clientRuntimeConfig.features[flag] === true,
    },
    i18n,
    consent: {
      // The dev host has no consent tool: as doc 1 §4 says for that case, all is granted.
      snapshot: () => ALL_CONSENT_GRANTED,
      subscribe: () => () => undefined,
    },
    tracking: { track: (event) => console.info('[dev host] tracking', event) },
    notifications: {
      show: (n) => console.info(`[dev host] notification (${n.type})`, i18n.t(n.messageKey)),
      dismiss: () => undefined,
    },
    fragments: {
      mount(name: FragmentName, element: HTMLElement, props?: unknown): FragmentHandle {
        const loader = definition.fragments[name];
        return mountParcelWithFallback(loader, element, { services, props }, textFallback(i18n.t('remote.unavailable')));
      },
    },
  };
  void session.refresh().catch(() => setSession({ status: 'anonymous', customer: null }));
  return services;
}

/** The route parameter names of a route's path suffix (`/:slug/:sku?` → slug, sku). */
export function routeParamNames(name: RouteName): string[] {
  return [...ROUTES[name].suffix.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}
