import { useState } from 'react';
import type { ProductLineItem } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Price } from '@storefront/shared/platform/ui';
import * as styles from './cart-page.module.css';

/** The product's picture, or its empty place, so every line keeps its shape. */
export function ProductImage({ line }: { line: ProductLineItem }) {
  return line.product.imageUrl ? <img className={styles.image} src={line.product.imageUrl} alt="" width={64} height={64} loading="lazy" /> : <span className={styles.image} />;
}

/** One product line: its selection box, picture, name and price, the quantity stepper, its price and "Entfernen". */
export function CartLine({
  line,
  selected,
  onSelect,
  onQuantity,
  onRemove,
}: {
  line: ProductLineItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => Promise<void>;
  onRemove: () => Promise<void>;
}) {
  const { i18n } = useServices();
  const { t } = i18n;
  const [busy, setBusy] = useState(false);
  const { product } = line;
  const step = product.quantityStepSize;
  // The most a line may hold: the largest whole number of steps not above maxQuantity.
  const cap = Math.floor(product.maxQuantity / step) * step;
  const change = (quantity: number) => {
    setBusy(true);
    void onQuantity(quantity).finally(() => setBusy(false));
  };
  return (
    <li className={styles.line} data-testid="cart-line">
      <input
        type="checkbox"
        className={styles.check}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('cart.line.select', { name: product.name })}
      />
      <ProductImage line={line} />
      <div className={styles.info}>
        <p className={styles.name} data-testid="cart-line-name">
          {product.name}
        </p>
        <p className={styles.meta}>
          <Price cents={product.price.regular.value} {...(product.price.loyalty ? { loyaltyCents: product.price.loyalty.value } : {})} />
          {product.weightArticle && ` ${t('cart.line.perKg')}`}
          {product.bundleInfo && ` · ${product.bundleInfo}`}
          {product.price.depositPrice && ` · ${t('cart.line.deposit', { deposit: i18n.formatPrice(product.price.depositPrice.value) })}`}
        </p>
        {(product.weightArticle || product.weightPieceArticle) && <p className={styles.meta}>{t('cart.line.weightArticle')}</p>}
        {line.quantity >= cap && <p className={styles.meta}>{t('cart.line.maxQuantity', { max: cap })}</p>}
      </div>
      <div className={styles.controls}>
        <span className={styles.stepper} role="group" aria-label={t('cart.line.quantityOf', { name: product.name })}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={line.quantity - step < step ? t('cart.line.remove') + ' ' + product.name : t('cart.line.decrease', { name: product.name })}
            disabled={busy}
            onClick={() => (line.quantity - step < step ? void onRemove() : change(line.quantity - step))}
          >
            −
          </button>
          <span className={styles.quantity} aria-live="polite" data-testid="cart-line-quantity">
            {/* A weight article is ordered in kg (its price is per kg, doc 2 §3); the others by the piece. */}
            {t(product.weightArticle ? 'cart.line.quantityKg' : 'cart.line.quantity', { quantity: line.quantity })}
          </span>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={t('cart.line.increase', { name: product.name })}
            disabled={busy || line.quantity + step > cap}
            onClick={() => change(line.quantity + step)}
          >
            +
          </button>
        </span>
        {/* The line's price as the backend priced it (the loyalty price for members); never recomputed when it is there. */}
        <span className={styles.linePrice} data-testid="cart-line-price">
          {i18n.formatPrice(line.totalPrice ?? product.price.regular.value * line.quantity)}
        </span>
        <Button variant="link" onClick={() => void onRemove()}>
          {t('cart.line.remove')}
          <span className="sf-visually-hidden"> {product.name}</span>
        </Button>
      </div>
    </li>
  );
}
