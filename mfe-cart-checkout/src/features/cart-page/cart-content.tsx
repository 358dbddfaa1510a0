import { useMemo, useState } from 'react';
import type { Cart } from '@storefront/shared/cart';
import { useServices } from '@storefront/shared/platform/parcel';
import { useOrderConfig } from '../order-limits/use-order-config';
import type { CartSession } from '../cart-session/cart-session';
import { useCartSession } from '../cart-session/use-cart-session';
import { CartLines } from './cart-lines';
import { assessCart } from './cart-rules';
import { CartSummary } from './cart-summary';
import * as styles from './cart-page.module.css';
import { DiscountCodes } from './discount-codes';
import { EmptyCartDialog } from './empty-cart-dialog';
import { ServiceSummary } from './service-summary';
import { useForwardToCheckout } from './use-forward-to-checkout';

interface CartContentProps {
  readonly cart: Cart;
  readonly session: CartSession;
  /** The page was opened with `forwardToCheckout=true` (the login's way back to checkout). */
  readonly forwardToCheckout: boolean;
  /** Runs a change of the shopper's; the page tells its failure (above the lines, or on the cart it left empty). */
  readonly run: (action: () => Promise<void>) => Promise<void>;
}

/**
 * A cart with lines: the service, the lines and the discount codes beside the summary with "Zur Kasse".
 * Each validation error is told where it belongs.
 */
export function CartContent({ cart, session, forwardToCheckout, run }: CartContentProps) {
  const { t } = useServices().i18n;
  const { state } = useCartSession();
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const { orderConfig } = useOrderConfig();
  const assessment = useMemo(() => assessCart(cart, orderConfig, state.validationErrors), [cart, orderConfig, state.validationErrors]);

  useForwardToCheckout({
    requested: forwardToCheckout,
    cart,
    settled: state.dialog === null,
    validated: state.validated,
    limitsKnown: orderConfig !== undefined,
    blockCount: assessment.blocks.length,
  });

  // The backend's own text for a code it sent, else the bundle's.
  const errorMessages = (codes: readonly string[]) => codes.map((code) => state.validationErrors.find((e) => e.code === code)?.message ?? t(`cart.validation.${code}`));

  return (
    <div className={styles.layout}>
      <div className={styles.page}>
        <ServiceSummary cart={cart} session={session} messages={errorMessages([...assessment.groups.distributionLocation, ...assessment.groups.timeSlot.filter((code) => code !== '008')])} />
        <CartLines cart={cart} session={session} run={run} onEmpty={() => setConfirmEmpty(true)} />
        <DiscountCodes cart={cart} session={session} messages={errorMessages(assessment.groups.discountCode)} />
      </div>
      <CartSummary cart={cart} assessment={assessment} generalMessages={errorMessages(assessment.groups.general)} />
      <EmptyCartDialog
        open={confirmEmpty}
        onClose={() => setConfirmEmpty(false)}
        onConfirm={() => {
          setConfirmEmpty(false);
          void run(() => session.removeAll());
        }}
      />
    </div>
  );
}
