import { useEffect, useState } from 'react';
import type { Product } from '@storefront/shared/catalogue';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import { ADD_ANSWER_TIMEOUT_MS } from '../products/add-to-cart';
import { quantityRule } from '../products/quantity';
import * as styles from './recipes.module.css';

/** The source the recipe page's bulk add carries, so it hears only the answer to its own request. */
export const RECIPE_BULK_SOURCE = 'recipe';

/**
 * "Alle Zutaten in den Warenkorb": one bulk add request (`cart:add-items-requested`)
 * with every ingredient the shop sells, one step of each, named as the shop
 * names the product. The catalogue never adds itself: cart-checkout asks for
 * the service first when none is chosen, sends one call and names what it
 * could not add. The cart's notice and its dialog of what it could not add
 * are the shopper's one feedback; this page shows only what it alone can know:
 * that the cart did not answer at all (its remote is down).
 */
export function RecipeBulkAdd({ products }: { products: readonly Product[] }) {
  const { i18n, events } = useServices();
  const { t } = i18n;
  const [waiting, setWaiting] = useState(false);
  const [noAnswer, setNoAnswer] = useState(false);

  useEffect(
    () =>
      events.subscribe('cart:items-add-outcome', (payload) => {
        if (payload.source === RECIPE_BULK_SOURCE) setWaiting(false);
      }),
    [events],
  );

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setWaiting(false);
      setNoAnswer(true);
    }, ADD_ANSWER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (products.length === 0) return null;

  const addAll = () => {
    if (waiting) return;
    setNoAnswer(false);
    setWaiting(true);
    events.publish('cart:add-items-requested', {
      items: products.map((product) => ({ sku: product.sku, quantity: quantityRule(product, 0).step, name: product.name })),
      source: RECIPE_BULK_SOURCE,
    });
  };

  return (
    <div className={styles.bulk}>
      <Button onClick={addAll} busy={waiting} className={styles.bulkButton}>
        {t('catalogue.recipes.addAll')}
      </Button>
      <p className={styles.bulkHint}>{t('catalogue.recipes.addAllHint', { count: products.length })}</p>
      <p role="status" className={styles.bulkStatus}>
        {noAnswer ? t('catalogue.cart.noAnswer') : ''}
      </p>
    </div>
  );
}
