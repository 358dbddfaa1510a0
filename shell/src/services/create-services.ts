import type { createStore } from 'jotai';
import type { ApiClient } from '@storefront/shared/platform/api';
import type { NavigationService, RouteName, StorefrontServices } from '@storefront/shared/platform/contracts';
import { createEventBus } from '@storefront/shared/platform/events';
import { createI18n } from '@storefront/shared/platform/i18n';
import type { TenantConfig } from '@storefront/shared/platform/schemas';
import { mountFragment } from '../remotes/mount-fragment';
import { parcelLoader } from '../remotes/remote-slot';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { hrefFor, isSafeUrl, routeEnabled } from '../routing/paths';
import { raisedPageError, raisedPageErrorAtom } from '../error-page/page-error';
import { createSession, type Session } from '../session/session-service';
import { createDeferredServices } from './deferred-services';

type Store = ReturnType<typeof createStore>;

export interface ShellServicesInput {
  readonly tenant: TenantConfig;
  readonly api: ApiClient;
  readonly store: Store;
  readonly registry: RemoteRegistry;
  /** The router's navigate, called for in-shop paths. */
  readonly navigate: (path: string, options: { replace: boolean }) => void;
  /** Receives the session's hooks (the API client's 401 hook). */
  readonly bindSession: (session: Session) => void;
}

/** Creates the services every parcel receives. Called once per page. */
export function createShellServices({ tenant, api, store, registry, navigate, bindSession }: ShellServicesInput): StorefrontServices {
  const { clientRuntimeConfig } = tenant;
  const isEnabled = (flag: string) => clientRuntimeConfig.features[flag] === true;
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
  const events = createEventBus({
    mode,
    onInvalidPayload: (name, issues) => console.warn(`Dropped event ${name} with an invalid payload: ${issues}`),
    onHandlerError: (name, error) => console.error(`A subscriber of ${name} failed`, error),
    // A request nobody answers yet: its remote is loaded (once; its boot hook starts the listener, which gets
    // the held request), so it is answered on a page that mounts nothing of that remote (a web view).
    onHeld: (_name, remote) => void registry.load(remote).catch(() => undefined),
  });
  const i18n = createI18n(tenant.messageBundle, {
    mode,
    onMissingKey: (key) => console.warn(`Missing message key in the tenant's bundle: ${key}`),
  });

  // Links prefetch on visibility (doc 1 §2), but not before the page's own route is shown: the prefetcher is a
  // lazy chunk that waits for it (afterRouteShown), so nothing of it is in the shell's first bytes either.
  let prefetcher: Promise<(name: RouteName) => void> | undefined;
  const navigation: NavigationService = {
    href: (target) => hrefFor(target, clientRuntimeConfig.slugs, isEnabled),
    prefetch: (target) => {
      if (!routeEnabled(target.name, isEnabled)) return;
      prefetcher ??= import(/* webpackChunkName: "lazy-route-prefetch" */ '../remotes/route-prefetch').then(({ afterRouteShown, createRoutePrefetcher }) => {
        const shown = afterRouteShown();
        return createRoutePrefetcher((name) => shown.then(() => parcelLoader(registry, { kind: 'route', name }, true)()));
      });
      // A prefetch that cannot load is no error: the click loads the route.
      prefetcher.then((prefetch) => prefetch(target.name), () => (prefetcher = undefined));
    },
    navigate(to, options) {
      const path = typeof to === 'string' ? to : navigation.href(to);
      if (path === null) return;
      const url = new URL(path, window.location.href);
      if (!isSafeUrl(url)) return;
      if (url.origin !== window.location.origin) {
        // An external URL without the external option is refused.
        if (options?.external) window.location.assign(url.href);
        return;
      }
      navigate(url.pathname + url.search + url.hash, { replace: options?.replace ?? false });
    },
    showError(error) {
      const path = window.location.pathname;
      store.set(raisedPageErrorAtom, { path, error: raisedPageError(error, path) });
    },
  };
  events.subscribe('navigation:requested', ({ to, replace }) => navigation.navigate(to, { replace: replace ?? false }));

  const { consent, tracking, notifications } = createDeferredServices({ config: clientRuntimeConfig, events, navigation, i18n, api });
  events.subscribe('notifications:show', (n) => notifications.show(n));
  events.subscribe('notifications:dismiss', ({ key }) => notifications.dismiss(key));

  const session = createSession(api, events, store, notifications);
  bindSession(session);
  const services: StorefrontServices = {
    api,
    events,
    navigation,
    session: session.service,
    config: { tenant, isEnabled },
    i18n,
    consent,
    tracking,
    notifications,
    fragments: { mount: (name, element, props) => mountFragment(services, registry, name, element, props) },
  };
  return services;
}
