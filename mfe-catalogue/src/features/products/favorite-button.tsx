import { useState } from 'react';
import type { Product } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Dialog, RouteLink } from '@storefront/shared/platform/ui';
import { useShopState } from '../shop-state/shop-state';
import { cx } from '../class-names';
import * as styles from './favorite-button.module.css';

/** The page the shopper is on, to come back to after logging in (doc 1 §2 returnUrl). */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The heart of a product (doc 2 §6: favorites are customer-only). A customer
 * adds or removes the favorite; a guest is asked to log in, with a link that
 * brings them back here (returnUrl). Hidden where the tenant has no favorites.
 */
export function FavoriteButton({ product, className }: { product: Product; className?: string }) {
  const { i18n, notifications } = useServices();
  const { t } = i18n;
  const { favorites } = useShopState();
  const [prompt, setPrompt] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!favorites.enabled) return null;
  const active = favorites.isFavorite(product.sku);

  const toggle = async () => {
    setBusy(true);
    try {
      const result = await favorites.toggle(product.sku);
      if (result === 'login-required') setPrompt(true);
    } catch {
      notifications.show({ type: 'error', messageKey: 'catalogue.favorites.failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={cx(styles.heart, active && styles.active, className)}
        aria-pressed={active}
        aria-label={t(active ? 'catalogue.favorites.remove' : 'catalogue.favorites.add', { name: product.name })}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.1C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.7 3.5 4.4 6.9-1.8 4.5-9.3 9.1-9.3 9.1z" />
        </svg>
      </button>
      <Dialog open={prompt} onClose={() => setPrompt(false)} title={t('catalogue.favorites.loginTitle')} closeLabel={t('catalogue.close')}>
        <p>{t('catalogue.favorites.loginText')}</p>
        <div className={styles.actions}>
          <RouteLink className={styles.login} to={{ name: 'login', query: { returnUrl: currentPath() } }} prefetch={false}>
            {t('catalogue.favorites.login')}
          </RouteLink>
          <Button variant="secondary" onClick={() => setPrompt(false)}>
            {t('catalogue.cancel')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
