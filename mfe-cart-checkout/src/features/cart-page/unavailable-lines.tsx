import type { ProductLineItem } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import { ProductImage } from './cart-line';
import * as styles from './cart-page.module.css';

/** The lines that cannot be ordered now, apart from the others, each with its reason and "Entfernen". */
export function UnavailableLines({ lines, onRemove }: { lines: readonly ProductLineItem[]; onRemove: (lineItemId: string) => void }) {
  const { t } = useServices().i18n;
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="cart-unavailable">
      <h2 id="cart-unavailable" className={styles.groupHeading}>
        {t('cart.unavailable.headline')}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.lineItemId} className={`${styles.line} ${styles.unavailable}`}>
            <span className={styles.check} />
            <ProductImage line={line} />
            <div className={styles.info}>
              <p className={styles.name}>{line.product.name}</p>
              <p className={styles.reason}>{t(`cart.unavailable.${line.product.availability ?? 'unavailable'}`)}</p>
            </div>
            <div className={styles.controls}>
              <Button variant="link" onClick={() => onRemove(line.lineItemId)}>
                {t('cart.line.remove')}
                <span className="sf-visually-hidden"> {line.product.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
