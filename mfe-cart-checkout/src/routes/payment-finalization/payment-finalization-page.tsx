import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { Button, RouteLink } from '@storefront/shared/platform/ui';
import { useCartSession } from '../../features/cart-session/use-cart-session';
import { finalizePayment } from '../../features/payment-finalization/finalize-payment';
import * as styles from '../../features/payment-finalization/payment-completion.module.css';

/**
 * Payment finalization (route `payment-finalization`, doc 2 §2): where the
 * payment provider sends the shopper back, and where a finalized cart that left
 * the payment page is finished or reopened. It says what it is doing while it
 * asks the shop, then moves on by itself; only when the shop could not be
 * reached does it stay, with a retry that cannot pay or order twice.
 */
export function PaymentFinalizationPage({ services, route }: MountProps) {
  const { t } = services.i18n;
  const { session } = useCartSession();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<unknown>(undefined);
  const running = useRef(false);
  const query = route?.query;

  useEffect(() => {
    if (running.current) return;
    running.current = true;
    setFailure(undefined);
    void finalizePayment(services, session, new URLSearchParams(query ?? ''))
      .then(
        (outcome) => {
          if (outcome.kind === 'failed') setFailure(outcome.error ?? true);
        },
        (error: unknown) => setFailure(error ?? true),
      )
      .finally(() => {
        running.current = false;
      });
  }, [services, session, query, attempt]);

  return (
    <section aria-labelledby="payment-finalization-heading" className={styles.page}>
      <h1 id="payment-finalization-heading">{t('paymentFinalization.headline')}</h1>
      {failure === undefined ? (
        <div className={`${styles.panel} ${styles.working}`} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          <p>{t('paymentFinalization.working')}</p>
        </div>
      ) : (
        <div className={styles.panel} role="alert">
          <p>{t('paymentFinalization.failed')}</p>
          {isApiError(failure) && failure.kind === 'backend' && <p>{failure.message}</p>}
          <div className={styles.actions}>
            <Button onClick={() => setAttempt((count) => count + 1)}>{t('paymentFinalization.retry')}</Button>
            <RouteLink to={{ name: 'cart' }}>{t('paymentFinalization.toCart')}</RouteLink>
          </div>
        </div>
      )}
    </section>
  );
}
