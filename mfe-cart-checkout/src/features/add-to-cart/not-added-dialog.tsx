import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Dialog } from '@storefront/shared/platform/ui';
import * as styles from '../service-selection/service-selection.module.css';

/**
 * After a bulk add (doc 2 §7: notAddedOrUpdatedItems): the items the backend
 * did not add or raise, by name, so the shopper knows what is missing.
 */
export function NotAddedDialog({ names, onClose }: { names: readonly string[]; onClose: () => void }) {
  const { t } = useServices().i18n;
  return (
    <Dialog open onClose={onClose} title={t('cart.bulk.notAddedTitle')}>
      <p>{t('cart.bulk.notAddedText')}</p>
      <ul className={styles.options} aria-label={t('cart.bulk.notAddedTitle')}>
        {names.map((name, index) => (
          <li key={`${index}-${name}`} className={styles.notAdded}>
            {name}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('cart.bulk.ok')}</Button>
      </div>
    </Dialog>
  );
}
