import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Dialog } from '@storefront/shared/platform/ui';
import * as styles from './cart-page.module.css';

/** "Warenkorb leeren" asks first: the cart is emptied only when the shopper confirms. */
export function EmptyCartDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useServices().i18n;
  return (
    <Dialog open={open} onClose={onClose} title={t('cart.empty.confirmTitle')} closeLabel={t('cart.mini.close')}>
      <p>{t('cart.empty.confirmText')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('cart.empty.keep')}
        </Button>
        <Button onClick={onConfirm}>{t('cart.empty.confirm')}</Button>
      </div>
    </Dialog>
  );
}
