import { useId, useMemo, useState } from 'react';
import { CART_SORTS, DEFAULT_CART_SORT, type Cart, type CartSort } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import type { CartSession } from '../cart-session/cart-session';
import { CartLine } from './cart-line';
import { sortLines } from './cart-rules';
import * as styles from './cart-page.module.css';
import { ExtraLines } from './extra-lines';
import { UnavailableLines } from './unavailable-lines';
import { useLineSelection } from './use-line-selection';

interface CartLinesProps {
  readonly cart: Cart;
  readonly session: CartSession;
  /** Runs a change of the cart, telling its failure in place. */
  readonly run: (action: () => Promise<void>) => Promise<void>;
  /** "Warenkorb leeren" was pressed: the page asks before it empties. */
  readonly onEmpty: () => void;
}

/**
 * The cart's lines in one panel: the sort and the actions on several lines, the product lines in the groups
 * of the sort, the unavailable lines, the delivery pass and the vouchers, and the crate deposit choice.
 */
export function CartLines({ cart, session, run, onEmpty }: CartLinesProps) {
  const { i18n } = useServices();
  const { t } = i18n;
  const [sort, setSort] = useState<CartSort>(DEFAULT_CART_SORT);
  const { selected, select } = useLineSelection(cart.productLineItems);
  const sortId = useId();
  const groups = useMemo(() => sortLines(cart.productLineItems, sort, i18n.locale), [cart.productLineItems, sort, i18n.locale]);
  const remove = (lineItemIds: string[]) => run(() => session.removeLines(lineItemIds));

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <label className={styles.field} htmlFor={sortId}>
          {t('cart.sort.label')}
          <select id={sortId} className={styles.select} value={sort} onChange={(event) => setSort(event.target.value as CartSort)}>
            {CART_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`cart.sort.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={selected.size === 0} onClick={() => void remove([...selected])}>
            {selected.size > 0 ? t('cart.removeSelected', { count: selected.size }) : t('cart.removeSelectedNone')}
          </Button>
          <Button variant="secondary" onClick={onEmpty}>
            {t('cart.empty.action')}
          </Button>
        </div>
      </div>
      {groups.map((group) => (
        <section key={group.heading ?? 'all'} aria-label={group.heading ?? t('cart.lines')}>
          {group.heading && <h2 className={styles.groupHeading}>{group.heading}</h2>}
          <ul className={styles.lines} aria-label={group.heading ?? t('cart.lines')}>
            {group.lines.map((line) => (
              <CartLine
                key={line.lineItemId}
                line={line}
                selected={selected.has(line.lineItemId)}
                onSelect={(on) => select(line.lineItemId, on)}
                onQuantity={(quantity) => run(() => session.setQuantity(line, quantity))}
                onRemove={() => remove([line.lineItemId])}
              />
            ))}
          </ul>
        </section>
      ))}
      <UnavailableLines lines={cart.unavailableLineItems} onRemove={(id) => void remove([id])} />
      <ExtraLines cart={cart} onRemove={(id) => void remove([id])} />
      {cart.productLineItems.some((line) => line.product.price.depositPrice) && (
        <label className={styles.choice}>
          <input
            type="checkbox"
            className={styles.check}
            checked={cart.crateDepositDesired ?? false}
            onChange={(event) => void run(() => session.setCrateDepositDesired(event.target.checked))}
          />
          {t('cart.crateDeposit')}
        </label>
      )}
    </div>
  );
}
