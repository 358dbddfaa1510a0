import { useServices } from '../parcel/create-react-parcel';
import { cx } from './class-names';
import * as styles from './price.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface PriceProps {
  /** The price the shopper pays, in cents. */
  readonly cents: number;
  /**
   * The regular price in cents, when `cents` is a reduced one: shown struck
   * through before it. Ignored unless higher than `cents` (no fake "was" price).
   */
  readonly regularCents?: number;
  /** The loyalty members' price in cents (doc 2: price.loyalty), shown beside it with its label. */
  readonly loyaltyCents?: number;
  readonly className?: string;
}

/**
 * A price as the shopper reads it, formatted by the tenant's locale
 * (i18n.formatPrice). A struck-through price is not announced as struck through
 * by screen readers, so the regular price carries a hidden "Regular price"
 * (`ui.price.regular`) and the reduced one "Now" (`ui.price.current`); the
 * loyalty price shows its label (`ui.price.loyalty`).
 */
export function Price({ cents, regularCents, loyaltyCents, className }: PriceProps) {
  const { i18n, config } = useServices();
  const reduced = regularCents !== undefined && regularCents > cents;
  // The club's price only in a shop with the club (featureJoe).
  const clubCents = config.isEnabled('featureJoe') ? loyaltyCents : undefined;
  return (
    <span className={cx(styles.price, className)}>
      {reduced && (
        <s className={styles.regular}>
          <VisuallyHidden>{i18n.t('ui.price.regular')} </VisuallyHidden>
          {i18n.formatPrice(regularCents)}
        </s>
      )}
      <span className={cx(styles.current, reduced && styles.reduced)}>
        {reduced && <VisuallyHidden>{i18n.t('ui.price.current')} </VisuallyHidden>}
        {i18n.formatPrice(cents)}
      </span>
      {clubCents !== undefined && (
        <span className={styles.loyalty}>
          {i18n.t('ui.price.loyalty')} {i18n.formatPrice(clubCents)}
        </span>
      )}
    </span>
  );
}
