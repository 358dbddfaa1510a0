import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeatureFlag, RemoteDefinition, StorefrontServices } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry, TenantConfig } from '@storefront/shared/platform/schemas';
import { aCustomer } from '@storefront/shared/fixtures';
import { shellMessages } from '@storefront/shared/platform/messages';
import { LAZY_CHUNK_TIMEOUT, TEST_TENANT, createTestServices } from '@storefront/shared/platform/testing';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { raisedPageError, raisedPageErrorAtom } from '../error-page/page-error';
import { sessionAtom } from '../session/session-service';
import { AppRoutes } from './app-routes';
import type { RedirectMatcher } from './load-redirects';
import { hrefFor } from './paths';
import { matchRedirect } from '@storefront/shared/platform/validation';
import { routeRulesAtom } from './route-gate';
import { createRouteRuleMatcher } from './route-rules';

/** A parcel that shows which route it renders, with its params and query. */
function routeParcel(name: string) {
  return async () => ({
    bootstrap: async () => undefined,
    mount: async (props: { domElement: HTMLElement; route?: { params: Record<string, string>; query: URLSearchParams } }) => {
      const params = JSON.stringify(props.route?.params ?? {});
      props.domElement.textContent = `page ${name} ${params} ${props.route?.query.toString() ?? ''}`.trim();
    },
    unmount: async (props: { domElement: HTMLElement }) => {
      props.domElement.textContent = '';
    },
  });
}

/** Every remote is there and renders every route it is asked for. */
const registry: RemoteRegistry = {
  load: async (remote) =>
    ({
      name: remote,
      contractVersion: 1,
      routes: new Proxy({}, { get: (_target, name) => routeParcel(String(name)) }),
      fragments: {},
    }) as unknown as RemoteDefinition,
  entry: (remote) => ({ name: remote, version: '1', entry: `/remotes/${remote}/mf-manifest.json`, contractVersion: 1 }) as RemoteMapEntry,
  retry: () => undefined,
  budget: 4000,
};

const ALL_FLAGS: Record<FeatureFlag, boolean> = {
  featureCustomer: true,
  featureCustomerFavorites: true,
  featureCustomerDeliveryPass: true,
  featureCartCheckout: true,
  featureProductDiscovery: true,
  featureRecipes: true,
  featurePesticides: true,
  featureSearch: true,
  featureMisc: true,
  featureJoe: true,
  featureWallet: true,
  featureShopForward: true,
  'cms.preview': false,
};

const SLUGS = {
  ...TEST_TENANT.clientRuntimeConfig.slugs,
  profile: 'konto',
  'profile-sub': 'konto-bereich',
  'checkout-confirmation': 'bestellung',
  checkout: 'kasse',
};

function shop(flags: Partial<Record<FeatureFlag, boolean>> = {}) {
  const tenant: TenantConfig = {
    ...TEST_TENANT,
    clientRuntimeConfig: { ...TEST_TENANT.clientRuntimeConfig, features: { ...ALL_FLAGS, ...flags }, slugs: SLUGS },
  };
  const test = createTestServices({
    tenant,
    messages: shellMessages,
  });
  const isEnabled = (flag: FeatureFlag) => tenant.clientRuntimeConfig.features[flag] === true;
  const services: StorefrontServices = {
    ...test.services,
    navigation: { ...test.services.navigation, href: (target) => hrefFor(target, SLUGS, isEnabled) },
  };
  return { services, tracked: test.published };
}

let where = '';
function Where() {
  const location = useLocation();
  useEffect(() => {
    where = location.pathname + location.search;
  }, [location]);
  return null;
}

function open(
  path: string,
  {
    flags = {},
    session = 'anonymous',
    redirects = () => null,
    remotes = registry,
  }: {
    flags?: Partial<Record<FeatureFlag, boolean>>;
    session?: 'unknown' | 'anonymous' | 'authenticated';
    redirects?: RedirectMatcher;
    remotes?: RemoteRegistry;
  } = {},
) {
  const store = createStore();
  store.set(sessionAtom, session === 'authenticated' ? { status: session, customer: aCustomer() } : { status: session, customer: null });
  const { services, tracked } = shop(flags);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes services={services} registry={remotes} redirects={redirects} onNavigator={() => undefined} />
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { store, tracked, unmount: view.unmount };
}

/** A route's page or the error page, each a lazy chunk. */
const page = (text: string | RegExp) => screen.findByText(text, {}, { timeout: LAZY_CHUNK_TIMEOUT });
/** The not-found page for `path`: the error it shows is 'Page Not Found: {path}' (doc 1 §5), kept for logs, not shown. */
const notFoundPage = (path: string) =>
  waitFor(
    () => {
      const section = document.querySelector(`[data-error-message="Page Not Found: ${path}"]`);
      expect(section).not.toBeNull();
      return section!;
    },
    { timeout: LAZY_CHUNK_TIMEOUT },
  );

beforeEach(() => {
  // jsdom has no scrolling; the scroll rules only need the call to exist.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  where = '';
});

describe('the route table', () => {
  it('renders a named route under the tenant slug, with its params and query', async () => {
    open('/suche/tee?tab=products');
    expect(await page('page search-term {"term":"tee"} tab=products')).toBeInTheDocument();
  });

  it('ranks the content catch-all below every named route', async () => {
    open('/warenkorb');
    expect(await page('page cart {}')).toBeInTheDocument();
  });

  it('sends any other path to the content catch-all with the path as slug', async () => {
    open('/service/liefergebiete');
    expect(await page('page index {"slug":"service/liefergebiete"}')).toBeInTheDocument();
  });

  it('gives the 404 page for an unknown path when the tenant has no content remote', async () => {
    const store = createStore();
    const { services } = shop();
    const withoutContent: RemoteRegistry = { ...registry, entry: (remote) => (remote === 'content' ? undefined : registry.entry(remote)) };
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/gibt-es-nicht']}>
          <AppRoutes services={services} registry={withoutContent} redirects={() => null} onNavigator={() => undefined} />
        </MemoryRouter>
      </Provider>,
    );
    expect(await notFoundPage('/gibt-es-nicht')).toHaveAttribute('data-status', '404');
    expect(screen.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeInTheDocument();
  });

  it('lets a flag decide whether its route exists: off, the path is content (or 404 without the content remote)', async () => {
    open('/warenkorb', { flags: { featureCartCheckout: false } });
    expect(await page('page index {"slug":"warenkorb"}')).toBeInTheDocument();
  });

  it('has the physical card pages only while featureJoe is off', async () => {
    open('/order-physical-card', { flags: { featureJoe: false } });
    expect(await page('page order-physical-card {}')).toBeInTheDocument();
  });

  it('does not have the physical card pages while featureJoe is on', async () => {
    open('/order-physical-card-ok', { flags: { featureJoe: true } });
    expect(await page('page index {"slug":"order-physical-card-ok"}')).toBeInTheDocument();
  });

  it('adds the -ok-test page with cms.preview', async () => {
    open('/bestellung-ok-test', { flags: { 'cms.preview': true } });
    expect(await page('page checkout-confirmation-test {}')).toBeInTheDocument();
  });

  it('has no -ok-test page without cms.preview', async () => {
    open('/bestellung-ok-test');
    expect(await page('page index {"slug":"bestellung-ok-test"}')).toBeInTheDocument();
  });

  it('shows the error page a remote raised for the page, until the shopper moves on', async () => {
    const { store } = open('/suche/tee');
    expect(await page('page search-term {"term":"tee"}')).toBeInTheDocument();
    act(() => store.set(raisedPageErrorAtom, { path: '/suche/tee', error: raisedPageError({ status: 404, errorPageSlug: 'kein-tee' }, '/suche/tee') }));
    expect(await notFoundPage('/suche/tee')).toHaveAttribute('data-status', '404');
    expect(screen.queryByText(/page search-term/)).not.toBeInTheDocument();
    // Raised for another path (the shopper has moved on): the page shows again.
    act(() => store.set(raisedPageErrorAtom, { path: '/somewhere-else', error: raisedPageError({}, '/somewhere-else') }));
    expect(await page('page search-term {"term":"tee"}')).toBeInTheDocument();
  });

  it('reads a raised error as the error page’s data: default status 500, a 404 names the path', () => {
    expect(raisedPageError({}, '/x')).toEqual({ status: 500, message: 'Error 500' });
    expect(raisedPageError({ status: 404, errorPageSlug: 'nf', additionalComponent: { type: 'text' } }, '/x')).toEqual({
      status: 404,
      message: 'Page Not Found: /x',
      errorPageSlug: 'nf',
      additionalComponent: { type: 'text' },
    });
  });

  it('sends a query slug on a route without a slug of its own to the category route (doc 2 §2)', async () => {
    for (const path of ['/?slug=obst', '/unbekannt-xyz?slug=obst', '/suche?slug=obst', '/sortiment?slug=obst']) {
      const view = open(path);
      await waitFor(() => expect(where).toBe('/sortiment/obst'));
      view.unmount();
    }
  });

  it('keeps a hostile query slug a path segment of the category route: never another origin, never another route', async () => {
    const hostile = [
      ['//evil.example', '/sortiment/%2F%2Fevil.example'],
      ['../konto', '/sortiment/..%2Fkonto'],
      ['%2F%2Fevil.example', '/sortiment/%252F%252Fevil.example'],
      ['https://evil.example/x', '/sortiment/https%3A%2F%2Fevil.example%2Fx'],
    ] as const;
    for (const [slug, path] of hostile) {
      const view = open(`/?slug=${encodeURIComponent(slug)}`);
      await waitFor(() => expect(where).toBe(path));
      view.unmount();
    }
  });

  it('gives a 404 when a route fails its validity check', async () => {
    open('/suche/%20%20');
    expect(await notFoundPage('/suche/%20%20')).toHaveAttribute('data-status', '404');
    expect(screen.queryByText(/page search-term/)).not.toBeInTheDocument();
  });

  it('sends a guest on a login-required route to login with returnUrl and authRequired=true', async () => {
    open('/konto/daten?from=registration');
    await page('page login {} returnUrl=%2Fkonto%2Fdaten%3Ffrom%3Dregistration&authRequired=true');
    expect(where).toBe('/anmelden?returnUrl=%2Fkonto%2Fdaten%3Ffrom%3Dregistration&authRequired=true');
  });

  it('waits for the initial customer fetch before the guard decides', async () => {
    const { store } = open('/konto', { session: 'unknown' });
    expect(await page('Wird geladen …')).toBeInTheDocument();
    expect(where).toBe('/konto');
    act(() => store.set(sessionAtom, { status: 'anonymous', customer: null }));
    await page(/page login/);
    expect(where).toBe('/anmelden?returnUrl=%2Fkonto&authRequired=true');
  });

  it('sends the shopper to login when the session is lost on the profile page (a 401)', async () => {
    const customer = { id: 'c1' } as never;
    const { store } = open('/konto-bereich/adressen/neu', { session: 'unknown' });
    act(() => store.set(sessionAtom, { status: 'authenticated', customer }));
    expect(await page('page profile-sub {"slug":"adressen","sub":"neu"}')).toBeInTheDocument();
    act(() => store.set(sessionAtom, { status: 'anonymous', customer: null }));
    await page(/page login/);
    expect(where).toBe('/anmelden?returnUrl=%2Fkonto-bereich%2Fadressen%2Fneu&authRequired=true');
  });

  it('shows the not-found page for a route its loaded remote does not provide, tracked as errorPage', async () => {
    // An older cart-checkout build on this tenant: it loads, but has no checkout page.
    const withoutCheckout: RemoteRegistry = {
      ...registry,
      load: async (remote) => {
        const definition = await registry.load(remote);
        return remote === 'cart-checkout' ? { ...definition, routes: { cart: routeParcel('cart') } as unknown as RemoteDefinition['routes'] } : definition;
      },
    };
    const { tracked } = open('/kasse', { remotes: withoutCheckout });
    expect(await notFoundPage('/kasse')).toHaveAttribute('data-status', '404');
    expect(screen.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="fragment:not-found-content"]')).not.toBeNull();
    // Not an outage: no "not available" message and no retry that could never work.
    expect(screen.queryByText('Dieser Bereich ist gerade nicht verfügbar.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    const pageViews = tracked.filter((event) => event.name === 'tracking:event').map((event) => event.payload);
    expect(pageViews).toEqual([{ event: 'pageView', pageName: 'errorPage', path: '/kasse', status: 404 }]);
  });

  it('shows the slot’s fallback and retry for a route whose remote fails to load (an outage), tracked as the page', async () => {
    const cartDown: RemoteRegistry = {
      ...registry,
      load: (remote) => (remote === 'cart-checkout' ? Promise.reject(new Error('Remote cart-checkout is unavailable')) : registry.load(remote)),
    };
    const { tracked } = open('/kasse', { remotes: cartDown });
    expect(await page('Dieser Bereich ist gerade nicht verfügbar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(document.querySelector('[data-error-message]')).toBeNull();
    expect(tracked).toContainEqual({ name: 'tracking:event', payload: { event: 'pageView', path: '/kasse', routeName: 'checkout' } });
  });

  it('tracks a page view per page with the route name', async () => {
    const { tracked } = open('/');
    await page('page index {}');
    expect(tracked).toContainEqual({ name: 'tracking:event', payload: { event: 'pageView', path: '/', routeName: 'index' } });
  });
});

describe('redirects before routing', () => {
  const table = {
    oneToOne: { '/aktion': '/sortiment/angebote' },
    manyToOne: { '/winter': '/sortiment' },
    manyToMany: { '/shop/': '/sortiment/' },
  };
  const redirects: RedirectMatcher = (path, rest) => matchRedirect(table, path, rest);

  it('replaces a redirected path before any route renders', async () => {
    // The router's navigate is what services.navigation uses in the shell; here the test's navigation records it.
    const store = createStore();
    store.set(sessionAtom, { status: 'anonymous', customer: null });
    const { services } = shop();
    const navigated: string[] = [];
    const recording: StorefrontServices = {
      ...services,
      navigation: { ...services.navigation, navigate: (to) => void navigated.push(String(to)) },
    };
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/shop/obst?x=1']}>
          <AppRoutes services={recording} registry={registry} redirects={redirects} onNavigator={() => undefined} />
        </MemoryRouter>
      </Provider>,
    );
    await act(async () => undefined);
    expect(navigated).toEqual(['/sortiment/obst?x=1']);
    expect(screen.queryByText(/page /)).not.toBeInTheDocument();
  });

  it('route rules that arrive after the page do not mount it again: an auth rule on a guarded page keeps what the shopper typed', async () => {
    let mounts = 0;
    const counting: RemoteRegistry = {
      ...registry,
      load: async (remote) => {
        const definition = await registry.load(remote);
        const routes = new Proxy(
          {},
          {
            get: (_target, name) => async () => {
              const parcel = await routeParcel(String(name))();
              return { ...parcel, mount: async (props: Parameters<typeof parcel.mount>[0]) => ((mounts += 1), parcel.mount(props)) };
            },
          },
        );
        return { ...definition, routes } as unknown as RemoteDefinition;
      },
    };
    const { store } = open('/konto', { session: 'authenticated', remotes: counting });
    expect(await page(/page profile/)).toBeInTheDocument();
    act(() => store.set(routeRulesAtom, () => createRouteRuleMatcher({ '/konto/**': { appMiddleware: ['auth'] } })));
    await act(async () => undefined);
    expect(screen.getByText(/page profile/)).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('an auth route rule on a page the route table does not guard sends a guest to login, once the rules are there', async () => {
    const { store } = open('/mitglieder-seite');
    expect(await page(/page index/)).toBeInTheDocument();
    act(() => store.set(routeRulesAtom, () => createRouteRuleMatcher({ '/mitglieder-seite': { appMiddleware: 'auth' } })));
    await page(/page login/);
    expect(where).toBe('/anmelden?returnUrl=%2Fmitglieder-seite&authRequired=true');
  });

  it('shows the error page for route rules naming unknown middleware (doc 1 §8)', async () => {
    const { store } = open('/geheim');
    act(() => store.set(routeRulesAtom, () => createRouteRuleMatcher({ '/geheim': { appMiddleware: 'teleport' } })));
    expect(await page('500 – Unknown route middleware')).toBeInTheDocument();
  });
});
