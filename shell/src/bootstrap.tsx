import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, createStore } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { createApiClient, fetchCsrfToken, getTenantConfig, isApiError } from '@storefront/shared/api';
import type { StorefrontServices } from '@storefront/shared/contracts';
import { renderBootError } from './boot/boot-error-page';
import { startBuildUpdates } from './build-updates/stale-build';
import { startConnectionNotice } from './offline/start-connection-notice';
import { createRemoteRegistry } from './remotes/remote-registry';
import { AppRoutes } from './routing/app-routes';
import { createShellServices } from './services/create-services';
import { resetSessionOnUnauthorized } from './session/session-service';
import './styles.css';

function describe(error: unknown): string {
  if (isApiError(error)) {
    const issues = error.details.issues?.map((issue) => `${issue.path}: ${issue.message}`).join(', ');
    return issues ? `Tenant-Konfiguration ungültig (${issues})` : `${error.status} ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

async function boot(root: HTMLElement): Promise<void> {
  const store = createStore();
  let onUnauthorized: () => void = () => undefined;
  const api = createApiClient({ onUnauthorized: () => onUnauthorized() });

  let tenant;
  try {
    tenant = await getTenantConfig(api);
  } catch (error) {
    renderBootError(root, describe(error));
    return;
  }
  // doc 1 §7: fired at start to set the XSRF cookie; the answer is not used.
  void fetchCsrfToken(api).catch(() => undefined);

  const registry = createRemoteRegistry(tenant.clientRuntimeConfig.remotes);
  let routerNavigate: ((path: string, options: { replace: boolean }) => void) | undefined;
  const services: StorefrontServices = createShellServices({
    tenant,
    api,
    store,
    registry,
    navigate: (path, options) => routerNavigate?.(path, options),
  });
  onUnauthorized = resetSessionOnUnauthorized(store, services.events);
  startConnectionNotice(services.notifications);
  startBuildUpdates();
  const onNavigator = (navigate: typeof routerNavigate) => {
    routerNavigate = navigate;
  };
  document.title = tenant.themeConfig.brandName;
  // The tenant's primary colour; the UI kit derives nothing else yet (the full
  // token set, applyThemeTokens, costs ~1 KB the shell's byte budget has not got).
  document.documentElement.style.setProperty('--sf-primary', tenant.themeConfig.primaryColor);

  void services.session.refresh().catch(() => undefined);

  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes services={services} registry={registry} onNavigator={onNavigator} />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void boot(root);
