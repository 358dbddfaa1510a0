import { createApiClient } from '../api/client';
import { call } from '../api/call';
import { fetchCsrfToken } from '../operations/fetch-csrf-token';
import { getTenantConfig } from '../operations/get-tenant-config';
import type { RemoteDefinition } from '../contracts/remote-definition';
import { ROUTES, type RouteName } from '../contracts/routes';
import type { FragmentHandle } from '../contracts/services';
import { applyThemeTokens } from '../ui/tokens';
import { createDevServices, routeParamNames } from './create-dev-services';
import { mountParcelWithFallback, textFallback } from '../parcel/mount-parcel';

export interface DevHostOptions {
  /** Example parameters per route, offered as links on the dev host's start page. */
  readonly examples?: Partial<Record<RouteName, Record<string, string>>>;
}

/**
 * A small page that mounts one remote's route parcels on their own, with real
 * services against the backend (proxied by the dev server). Path scheme:
 * `/<route-name>?<param>=<value>` (the content catch-all: `/index?slug=ueber-uns`);
 * `/` lists the remote's routes.
 */
export async function startDevHost(definition: RemoteDefinition, options: DevHostOptions = {}): Promise<void> {
  const root = document.getElementById('dev-host');
  if (!root) throw new Error('The dev host page needs an element with id "dev-host"');

  let tenant;
  try {
    const api = createApiClient();
    tenant = await call(api, getTenantConfig);
    // As the shell does at start: the XSRF cookie every mutating call needs.
    await call(api, fetchCsrfToken);
  } catch (error) {
    root.textContent = `The backend did not answer GET /tenant/config (${String(error)}). Start it with: pnpm --filter @storefront/backend dev`;
    return;
  }

  applyThemeTokens(document.documentElement, tenant.themeConfig);
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', 'Dev host');
  const slot = document.createElement('main');
  root.replaceChildren(nav, slot);

  let current: FragmentHandle | null = null;
  const services = createDevServices(tenant, definition, (path) => void render(path));

  const routeNames = Object.keys(definition.routes) as RouteName[];
  const list = document.createElement('ul');
  for (const name of routeNames) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = services.navigation.href({ name, params: options.examples?.[name] ?? {} }) ?? '/';
    link.textContent = `${name} (${ROUTES[name].suffix || 'no parameters'})`;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      services.navigation.navigate(link.getAttribute('href')!);
    });
    item.append(link);
    list.append(item);
  }
  nav.append(list);

  async function render(pathAndQuery: string): Promise<void> {
    await current?.unmount();
    current = null;
    const url = new URL(pathAndQuery, window.location.origin);
    const name = url.pathname.slice(1) as RouteName;
    if (!(name in definition.routes)) {
      slot.textContent = 'Choose a route above.';
      return;
    }
    const params: Record<string, string> = {};
    // The index route is also the content catch-all: its `slug` is the rest of the path.
    const names = name === 'index' ? ['slug'] : routeParamNames(name);
    for (const param of names) {
      const value = url.searchParams.get(param);
      if (value !== null) params[param] = value;
    }
    current = mountParcelWithFallback(
      definition.routes[name],
      slot,
      { services, route: { name, params, query: url.searchParams } },
      textFallback(services.i18n.t('remote.unavailable')),
    );
  }

  window.addEventListener('popstate', () => void render(window.location.pathname + window.location.search));
  await render(window.location.pathname + window.location.search);
}
