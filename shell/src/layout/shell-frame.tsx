import { Suspense, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { webViewAtom } from '../web-view/web-view-state';
import { lazyPart } from './lazy-part';

/**
 * The frame's parts around the brand are a lazy chunk, fetched beside the first
 * remote rather than before it: the header's navigation and its remote fragments
 * (search flyout, account menu, mini-cart), and the config-driven top-bar banner
 * and footer, whose configs arrive after the first render anyway.
 */
const PageChrome = lazyPart(() => import(/* webpackChunkName: "lazy-page-chrome" */ './page-chrome'));

/**
 * The page frame around every route: the default layout with the top-bar
 * banner, the full header and the footer, or the focused one (checkout,
 * physical card ordering) with only the brand. In web view mode the
 * app around the page has its own header: the frame shows only a back button,
 * unless hidebackbutton was given. The dialog area is where dialogs go.
 */
export function ShellFrame({
  layout,
  services,
  registry,
  children,
}: {
  layout: 'default' | 'focused';
  services: StorefrontServices;
  registry: RemoteRegistry;
  children: ReactNode;
}) {
  const { t } = services.i18n;
  const { themeConfig } = services.config.tenant;
  const webView = useAtomValue(webViewAtom);
  const full = layout === 'default' && !webView.isWebView;
  // The top-bar banner's place is kept from the first paint, so the page does not move down when it arrives.
  const topBar = full && services.config.tenant.clientRuntimeConfig.componentConfigNames?.includes('topbarbanner');
  const chrome = (part: 'top-bar' | 'navigation' | 'footer') => (
    <Suspense fallback={null}>
      <PageChrome part={part} services={services} registry={registry} />
    </Suspense>
  );
  return (
    <div className={`sf-frame sf-frame--${layout}`}>
      <a className="sf-skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      {topBar && <div className="sf-topbar-area">{chrome('top-bar')}</div>}
      {webView.isWebView ? (
        !webView.hideWebViewBack && (
          <header className="sf-header sf-header--web-view">
            <button type="button" onClick={() => window.history.back()}>
              {t('layout.back')}
            </button>
          </header>
        )
      ) : (
        <header className="sf-header">
          <Link to="/" className="sf-brand">
            {themeConfig.brandName}
          </Link>
          {full && chrome('navigation')}
        </header>
      )}
      <main id="main" className="sf-main" tabIndex={-1}>
        {children}
      </main>
      {full && <footer className="sf-footer">{chrome('footer')}</footer>}
      <div id="sf-dialog-area" className="sf-dialog-area" />
    </div>
  );
}
