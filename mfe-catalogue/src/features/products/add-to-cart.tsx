import { useEffect, useId, useState } from 'react';
import type { Product } from '@storefront/shared/catalogue';
import { isOrderable } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import { useShopState } from '../shop-state/shop-state';
import { clampQuantity, quantityRule } from './quantity';
import * as styles from './add-to-cart.module.css';

/** Without an answer by then, cart-checkout is not there (its remote is down): the shopper is told, the button freed. */
export const ADD_ANSWER_TIMEOUT_MS = 15_000;

export interface AddToCartProps {
  readonly product: Product;
  /** Where the button sits, for cart-checkout's tracking: 'category', 'product', 'product-group', … */
  readonly source: string;
}

/**
 * The quantity stepper and the add button of a product. The
 * catalogue never adds itself: it asks cart-checkout with
 * `cart:add-item-requested` (which may open the service selection first).
 * cart-checkout tells the shopper the outcome (its notification, the one
 * feedback of an add on every page); the tile frees its button on the answer
 * (`cart:item-add-outcome`) and shows the quantity the cart now holds (from
 * `cart:updated`). Only a cart that never answers is the tile's to tell
 * (cart-checkout is down). Steps are quantityStepSize, the
 * maximum maxQuantity less what is in the cart; a weight article counts kg.
 * An unavailable product has no button; a temporarily unavailable one a
 * disabled one saying so.
 */
export function AddToCart({ product, source }: AddToCartProps) {
  const { i18n, events } = useServices();
  const { t } = i18n;
  const { quantityInCart } = useShopState();
  const inCart = quantityInCart(product.sku);
  const rule = quantityRule(product, inCart);
  const [typed, setTyped] = useState<string>(String(rule.step));
  const [waiting, setWaiting] = useState(false);
  const [noAnswer, setNoAnswer] = useState(false);
  const inputId = useId();
  const availability = product.availability ?? 'available';
  const unit = product.weightArticle ? t('catalogue.cart.unitKg') : t('catalogue.cart.unitPiece');

  const quantity = clampQuantity(Number(typed), rule);

  useEffect(
    () =>
      events.subscribe('cart:item-add-outcome', ({ sku, outcome }) => {
        if (sku !== product.sku) return;
        setWaiting(false);
        setNoAnswer(false);
        // After an add the input starts again at one step.
        if (outcome === 'added') setTyped(String(product.quantityStepSize));
      }),
    [events, product.sku, product.quantityStepSize],
  );

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setWaiting(false);
      setNoAnswer(true);
    }, ADD_ANSWER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);


  if (availability === 'unavailable') {
    return <p className={styles.notice}>{t('catalogue.availability.unavailable')}</p>;
  }
  if (!isOrderable(product)) {
    return (
      <div className={styles.box}>
        <Button variant="secondary" disabled className={styles.add}>
          {t('catalogue.availability.temporarilyUnavailable')}
        </Button>
      </div>
    );
  }

  const atMaximum = rule.maxAddable < rule.step;
  const set = (value: number) => setTyped(String(clampQuantity(value, rule)));
  const add = () => {
    if (atMaximum || quantity === 0) return;
    setNoAnswer(false);
    setWaiting(true);
    events.publish('cart:add-item-requested', { sku: product.sku, quantity, source });
  };

  return (
    <div className={styles.box}>
      {atMaximum ? (
        <p className={styles.notice}>{t('catalogue.cart.atMaximum', { max: product.maxQuantity })}</p>
      ) : (
        <div className={styles.row}>
          <div className={styles.stepper} role="group" aria-label={t('catalogue.cart.quantityOf', { name: product.name })}>
            <button
              type="button"
              className={styles.step}
              aria-label={t('catalogue.cart.less')}
              disabled={quantity <= rule.step}
              onClick={() => set(quantity - rule.step)}
            >
              −
            </button>
            <label htmlFor={inputId} className={styles.hidden}>
              {t('catalogue.cart.quantity', { unit })}
            </label>
            <input
              id={inputId}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={rule.step}
              max={rule.maxAddable}
              step={rule.step}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={() => set(Number(typed))}
            />
            <span className={styles.unit} aria-hidden="true">
              {unit}
            </span>
            <button
              type="button"
              className={styles.step}
              aria-label={t('catalogue.cart.more')}
              disabled={quantity + rule.step > rule.maxAddable}
              onClick={() => set(quantity + rule.step)}
            >
              +
            </button>
          </div>
          <Button
            className={styles.add}
            busy={waiting}
            onClick={add}
            aria-label={t('catalogue.cart.addLabel', { name: product.name, quantity, unit })}
          >
            {t('catalogue.cart.add')}
          </Button>
        </div>
      )}
      <p role="status" className={styles.status}>
        {noAnswer ? t('catalogue.cart.noAnswer') : ''}
        {inCart > 0 && (
          <span className={styles.inCart}>{t('catalogue.cart.inCart', { quantity: inCart, unit })}</span>
        )}
      </p>
    </div>
  );
}
