import type { CardBrand } from '@storefront/shared/checkout';
import * as styles from './payment-methods.module.css';

/** Each card brand's mark as a small badge in the brand's colours; the brand's name is its text for screen readers. */
const MARKS: Record<CardBrand, { readonly short: string; readonly className: string }> = {
  'American Express': { short: 'AMEX', className: styles.amex ?? '' },
  'Diners Club': { short: 'Diners', className: styles.diners ?? '' },
  Mastercard: { short: 'MC', className: styles.mastercard ?? '' },
  Visa: { short: 'VISA', className: styles.visa ?? '' },
};

export function BrandMark({ brand }: { brand: CardBrand }) {
  const mark = MARKS[brand];
  return (
    <span className={`${styles.mark} ${mark.className}`} role="img" aria-label={brand}>
      <span aria-hidden="true">{mark.short}</span>
    </span>
  );
}
