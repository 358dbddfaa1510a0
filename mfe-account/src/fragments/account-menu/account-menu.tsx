import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { RouteTarget } from '@storefront/shared/platform/contracts';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import type { Customer } from '@storefront/shared/platform/schemas';
import { RouteLink } from '@storefront/shared/platform/ui';
import * as styles from './account-menu.module.css';

import type { RouteName } from '@storefront/shared/platform/contracts';

interface MenuEntry {
  readonly key: string;
  readonly to: RouteTarget;
}

/**
 * The header's account menu: "Anmelden" for a guest, the customer's first name
 * for a customer, opening their account's pages and the logout. A disclosure
 * (a button with aria-expanded and a list of links): Enter, Space or a tap
 * opens it, the arrow keys move through it, Escape closes it and returns to
 * the button, and a tap or focus outside closes it. Entries whose route the
 * tenant switched off (no path) are left out.
 */
export function AccountMenu() {
  const { customer } = useSessionSnapshot();
  // Keyed by the customer: a logout (here, elsewhere, or a 401) drops the open menu with the session.
  return customer ? <CustomerMenu key={customer.id} customer={customer} /> : <LoginLink />;
}

function LoginLink() {
  const { navigation, i18n } = useServices();
  // Back to the page the shopper is on after logging in, read at the click (the header outlives page changes).
  const goToLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    const here = `${window.location.pathname}${window.location.search}`;
    const loginPath = navigation.href({ name: 'login' });
    if (!loginPath || here === '/' || here.startsWith(loginPath)) return;
    event.preventDefault();
    navigation.navigate({ name: 'login', query: { returnUrl: here } });
  };
  return (
    <RouteLink to={{ name: 'login' }} className={styles.login} onClick={goToLogin}>
      {i18n.t('account.menu.login')}
    </RouteLink>
  );
}

function CustomerMenu({ customer }: { customer: Customer }) {
  const { navigation, session, config, i18n } = useServices();
  const { t } = i18n;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);

  const profile = (slug?: string): RouteTarget => ({ name: 'profile' satisfies RouteName, ...(slug ? { params: { slug } } : {}) });
  const entries: MenuEntry[] = [
    { key: 'account.menu.profile', to: profile() },
    { key: 'account.menu.orders', to: profile('bestellungen') },
    { key: 'account.menu.favorites', to: { name: 'favorites' } },
    { key: 'account.menu.deliveryPass', to: { name: 'delivery-pass' } },
    { key: 'account.menu.addresses', to: profile('adressen') },
    { key: 'account.menu.paymentMethods', to: profile('zahlungsarten') },
    ...(config.isEnabled('featureWallet') ? [{ key: 'account.menu.wallet', to: profile('geldboerse') }] : []),
    ...(config.isEnabled('featureJoe') ? [{ key: 'account.menu.loyalty', to: profile('kundenclub') }] : []),
  ];
  const shown = entries.filter((entry) => navigation.href(entry.to) !== null);

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    // After the panel rendered: the first or the next item.
    requestAnimationFrame(() => {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? (index + 1) % list.length : (index - 1 + list.length) % list.length;
      list[index === -1 ? 0 : next]?.focus();
    });
  };

  const logout = () => {
    setOpen(false);
    // The shell's session announces success or failure (doc 1 §7).
    session.logout().catch(() => undefined);
  };

  return (
    <div className={styles.menu} ref={root} onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('account.menu.label')}: ${customer.firstName}`}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.name}>{customer.firstName || t('account.menu.label')}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {shown.map((entry) => (
          <li key={entry.key}>
            <RouteLink to={entry.to} className={styles.item} data-menu-item="" prefetch={false} onClick={() => setOpen(false)}>
              {t(entry.key)}
            </RouteLink>
          </li>
        ))}
        <li className={styles.separator} role="presentation" />
        <li>
          <button type="button" className={styles.item} data-menu-item="" onClick={logout}>
            {t('account.menu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
