import { useState, type FormEvent } from 'react';
import { Link, Outlet } from 'react-router-dom';
import type { StorefrontServices } from '@storefront/shared/contracts';
import { RemoteSlot } from '../remotes/remote-slot';
import type { RemoteRegistry } from '../remotes/remote-registry';

/** The search remote's flyout (doc 1 §2) in the header; one constant, so the slot keeps its parcel. */
const SEARCH_FLYOUT = { kind: 'fragment', name: 'search-flyout' } as const;

/**
 * The page frame around every route: the default layout with the full header,
 * or the focused one (checkout, physical card ordering) with only the brand.
 */
export function ShellFrame({
  layout,
  services,
  registry,
}: {
  layout: 'default' | 'focused';
  services: StorefrontServices;
  registry: RemoteRegistry;
}) {
  const { t } = services.i18n;
  const { themeConfig } = services.config.tenant;
  return (
    <div className={`sf-frame sf-frame--${layout}`}>
      <a className="sf-skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="sf-header">
        <Link to="/" className="sf-brand">
          {themeConfig.brandName}
        </Link>
        {layout === 'default' && <MainNavigation services={services} registry={registry} />}
      </header>
      <main id="main" className="sf-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="sf-footer">
        <p>{t('layout.footer', { brand: themeConfig.brandName })}</p>
      </footer>
    </div>
  );
}

function MainNavigation({ services, registry }: { services: StorefrontServices; registry: RemoteRegistry }) {
  const { t } = services.i18n;
  const { href } = services.navigation;
  const links = [
    { to: href({ name: 'products-slug' }), label: t('navigation.products') },
    { to: href({ name: 'login' }), label: t('navigation.login') },
    { to: href({ name: 'cart' }), label: t('navigation.cart') },
  ].filter((link): link is { to: string; label: string } => link.to !== null);
  return (
    <>
      {href({ name: 'search-term', params: { term: 'x' } }) !== null && (
        // Without the search remote the plain form still lets the shopper search.
        <RemoteSlot
          target={SEARCH_FLYOUT}
          services={services}
          registry={registry}
          className="sf-search"
          fallback={<HeaderSearch services={services} />}
        />
      )}
      <nav aria-label={t('navigation.main')}>
        <ul className="sf-nav">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** A plain search form: the fallback of the search flyout's slot while the search remote is down. */
function HeaderSearch({ services }: { services: StorefrontServices }) {
  const { t } = services.i18n;
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    // doc 2 §5: the search term has a minimum length of 2.
    if (trimmed.length < 2) return;
    services.navigation.navigate({ name: 'search-term', params: { term: trimmed } });
  };
  return (
    <form role="search" className="sf-search" onSubmit={submit}>
      <label htmlFor="sf-search-input" className="sf-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="sf-search-input"
        type="search"
        value={term}
        minLength={2}
        placeholder={t('search.placeholder')}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit">{t('search.submit')}</button>
    </form>
  );
}
