import { useId } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button } from '@storefront/shared/platform/ui';
import { BlockReasons } from '../order-limits/block-reasons';
import type { CheckoutBlock } from './cart-rules';
import * as styles from './cart-page.module.css';

/** "Zur Kasse": disabled, with each reason below it, while a limit or a validation error blocks (doc 2 §4, §8). */
export function CheckoutButton({ blocks }: { blocks: readonly CheckoutBlock[] }) {
  const services = useServices();
  const { i18n, navigation } = services;
  const reasonsId = useId();
  const blocked = blocks.length > 0;
  return (
    <>
      <Button
        className={styles.checkout}
        disabled={blocked}
        aria-describedby={blocked ? reasonsId : undefined}
        onClick={() => navigation.navigate({ name: 'checkout' })}
      >
        {i18n.t('cart.checkout')}
      </Button>
      {blocked && <BlockReasons id={reasonsId} blocks={blocks} className={styles.reasons} />}
    </>
  );
}
