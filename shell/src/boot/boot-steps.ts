import type { createStore } from 'jotai';
import type { ApiClient } from '@storefront/shared/platform/api';
import type { RemoteMapEntry, TenantConfig } from '@storefront/shared/platform/schemas';
import { mayBeWebView, webViewAtom } from '../web-view/web-view-state';

type Store = ReturnType<typeof createStore>;

/**
 * Web view mode from the query, remembered in cookies. Only a page
 * that may be in a web view loads the reading (before the first render, so the
 * shop's own header never flashes inside the app).
 */
export async function readWebView(store: Store): Promise<void> {
  if (!mayBeWebView(window.location.search, document.cookie)) return;
  const { readWebViewMode } = await import(/* webpackChunkName: "lazy-web-view" */ '../web-view/web-view');
  store.set(
    webViewAtom,
    readWebViewMode(window.location.search, document.cookie, (cookie) => {
      document.cookie = cookie;
    }),
  );
}

/**
 * The shell's boot steps after the tenant config (doc 1 §7, §9), a lazy chunk:
 * none of them holds up the first render.
 */
export function startShellData(api: ApiClient, store: Store, tenant: TenantConfig): void {
  void import(/* webpackChunkName: "lazy-boot-data" */ './boot-data').then((data) => data.startShellData(api, store, tenant));
}

/** The tenant's remote map, with a developer's override where the tenant allows one (a lazy chunk, only with ?remotes=). */
export async function remoteMapFor(tenant: TenantConfig): Promise<readonly RemoteMapEntry[]> {
  const { remotes, remoteOverrideOrigins } = tenant.clientRuntimeConfig;
  if (!new URLSearchParams(window.location.search).has('remotes')) return remotes;
  const { applyRemoteOverrides } = await import(/* webpackChunkName: "lazy-remote-override" */ '../remotes/remote-override');
  return applyRemoteOverrides(remotes, window.location.search, remoteOverrideOrigins);
}
