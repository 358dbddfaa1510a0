import { StrictMode } from 'react';
import { parse } from 'zod/mini';
import { createRoot } from 'react-dom/client';
import { Provider, createStore } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { createApiClient, isApiError, readDocumentCookie, SESSION_EXPIRED_COOKIE } from '@storefront/shared/platform/api';
import { getTenantConfig } from '@storefront/shared/platform/operations';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { renderBootError } from './boot/boot-error-page';
import { readWebView, remoteMapFor, startShellData } from './boot/boot-steps';
import { createRemoteRegistry } from './remotes/remote-registry';
import { AppRoutes } from './routing/app-routes';
import { createShellServices } from './services/create-services';
import './styles.css';
import { bootCall } from './boot/boot-call';

function describe(error: unknown): string {
  if (isApiError(error)) {
    const issues = error.details.issues?.map((issue) => `${issue.path}: ${issue.message}`).join(', ');
    return issues ? `Tenant-Konfiguration ungültig (${issues})` : `${error.status} ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

async function boot(root: HTMLElement): Promise<void> {
  const store = createStore();
  let onUnauthorized: (path: string) => void = () => undefined;
  let onSessionExpired: () => void = () => undefined;
  let loadSession: () => Promise<void> = () => Promise.resolve();
  const api = createApiClient({ onUnauthorized: (path) => onUnauthorized(path), onSessionExpired: () => onSessionExpired() });
  // The tenant config and the redirect table the backend's page carries inline; fetched where it does not (a dev server's page).
  const inline = document.getElementById('sf-boot')?.textContent;
  const boot = inline ? (JSON.parse(inline) as { tenantConfig: unknown; redirects: unknown }) : undefined;
  // The redirect table, beside the tenant config; a failure means no redirects.
  const redirectsLoading = import(/* webpackChunkName: "lazy-redirects" */ './routing/load-redirects')
    .then((redirects) => redirects.loadRedirects(api, boot?.redirects))
    .catch(() => () => () => null);

  let tenant;
  try {
    tenant = boot ? parse(getTenantConfig.response, boot.tenantConfig) : await bootCall(api, getTenantConfig);
  } catch (error) {
    // A failing tenant config does not stop the shop: it starts with the last config this browser
    // started with, reported as a warning; only a browser without one gets the start-up error page.
    tenant = await import(/* webpackChunkName: "lazy-last-tenant-config" */ './boot/last-tenant-config')
      .then((kept) => kept.startWithLastConfig(api, error, describe(error)))
      .catch(() => undefined);
    if (!tenant) {
      renderBootError(root, describe(error));
      return;
    }
  }
  startShellData(api, store, tenant);
  // A remote loaded boots once, with the page's services (its boot hook: what serves the whole page).
  const registry = createRemoteRegistry(await remoteMapFor(tenant), tenant.clientRuntimeConfig.remoteLoadBudgetMs, (definition) =>
    definition.boot?.(services),
  );
  let routerNavigate: ((path: string, options: { replace: boolean }) => void) | undefined;
  const services: StorefrontServices = createShellServices({
    tenant,
    api,
    store,
    registry,
    navigate: (path, options) => routerNavigate?.(path, options),
    bindSession: (session) => {
      onUnauthorized = session.onUnauthorized;
      loadSession = session.load;
    },
  });
  // A sessionExpired cookie left by any response shows the session-expired notice (doc 1 §4): the shop API's answers set
  // it (the first is GET /api/csrf at start); the cookie may also be there already when the page loads.
  onSessionExpired = () =>
    void import(/* webpackChunkName: "lazy-session-expiry" */ './session/session-expiry').then((expiry) =>
      expiry.createSessionExpiryNotice(services.notifications)(),
    );
  if (readDocumentCookie(SESSION_EXPIRED_COOKIE) !== undefined) onSessionExpired();
  const onNavigator = (navigate: typeof routerNavigate) => {
    routerNavigate = navigate;
  };
  document.title = tenant.themeConfig.brandName;
  // The tenant's primary colour; the UI kit derives nothing else yet (the full
  // token set, applyThemeTokens, costs ~1 KB the shell's byte budget has not got).
  document.documentElement.style.setProperty('--sf-primary', tenant.themeConfig.primaryColor);

  void loadSession().catch(() => undefined);
  // Redirects apply before routing, so the first render waits for the table.
  const redirects = (await redirectsLoading)(tenant.clientRuntimeConfig.redirectHosts);
  await readWebView(store).catch(() => undefined);

  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes services={services} registry={registry} redirects={redirects} onNavigator={onNavigator} />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
// Whatever fails before the first render (a lazy boot chunk offline, say) shows the boot error page, never a blank one.
if (root) boot(root).catch((error: unknown) => renderBootError(root, describe(error)));
