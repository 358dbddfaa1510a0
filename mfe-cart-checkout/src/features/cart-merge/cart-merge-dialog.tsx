import { useState } from 'react';
import type { Cart } from '@storefront/shared/cart';
import { isApiError } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Dialog } from '@storefront/shared/platform/ui';
import type { CartSession } from '../cart-session/cart-session';
import * as styles from '../service-selection/service-selection.module.css';

function CartSummary({ cart, title }: { cart: Cart; title: string }) {
  const { i18n } = useServices();
  return (
    <section className={styles.chosen} aria-label={title}>
      <p className={styles.label}>{title}</p>
      <ul className={styles.options}>
        {cart.productLineItems.map((line) => (
          <li key={line.lineItemId}>
            {line.quantity} × {line.product.name}
          </li>
        ))}
      </ul>
      <p className={styles.secondary}>{i18n.t('cart.lineCount', { count: cart.lineItemCount })}</p>
    </section>
  );
}

/**
 * The cart merge dialog: after login both the guest cart and the
 * customer's stored cart hold items; the shopper merges them or keeps only the
 * customer's cart. It stays until the shopper answers (Escape does not
 * close it), so no line is lost without the shopper choosing it.
 */
export function CartMergeDialog({ session, localCart, customerCart }: { session: CartSession; localCart: Cart; customerCart: Cart }) {
  const { i18n } = useServices();
  const { t } = i18n;
  const [busy, setBusy] = useState<'merge' | 'discard' | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);

  const choose = async (choice: 'merge' | 'discard') => {
    setBusy(choice);
    setMessage(undefined);
    try {
      await session.settleMerge(choice);
    } catch (error) {
      setMessage(isApiError(error) && error.kind === 'backend' ? error.message : t('cart.merge.failed'));
      setBusy(undefined);
    }
  };

  return (
    <Dialog open onClose={() => undefined} title={t('cart.merge.title')}>
      <p>{t('cart.merge.text')}</p>
      <CartSummary cart={localCart} title={t('cart.merge.guestCart')} />
      <CartSummary cart={customerCart} title={t('cart.merge.customerCart')} />
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy === 'discard'} disabled={busy !== undefined} onClick={() => void choose('discard')}>
          {t('cart.merge.discard')}
        </Button>
        <Button busy={busy === 'merge'} disabled={busy !== undefined} onClick={() => void choose('merge')}>
          {t('cart.merge.merge')}
        </Button>
      </div>
    </Dialog>
  );
}
