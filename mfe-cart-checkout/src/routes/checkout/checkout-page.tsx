import { useEffect, useMemo, useRef, useState } from 'react';
import { resetCart, finalizedCartNavigation } from '@storefront/shared/checkout';
import { call, isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { trackedErrorEvent } from '@storefront/shared/platform/tracking';
import { Button, RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import { CartDialogHost } from '../../features/cart-dialogs/cart-dialog-host';
import { assessOrderLimits } from '../../features/cart-page/cart-rules';
import { useCartSession } from '../../features/cart-session/use-cart-session';
import { BillingStep } from '../../features/checkout/billing-step';
import { GuestLoginOffer } from '../../features/checkout/guest-login-offer';
import { readDraft } from '../../features/checkout/checkout-draft';
import {
  canOpenStep,
  CHECKOUT_STEPS,
  completedSteps,
  errorsOfStep,
  firstOpenStep,
  isCheckoutStep,
  type CheckoutStep,
} from '../../features/checkout/checkout-rules';
import { OrderLimitNotice } from '../../features/checkout/order-limit-notice';
import { PaymentStep } from '../../features/checkout/payment-step';
import { ReviewStep } from '../../features/checkout/review-step';
import { ServiceStep } from '../../features/checkout/service-step';
import { WindowStep } from '../../features/checkout/window-step';
import * as styles from '../../features/checkout/checkout.module.css';
import { useOrderConfig } from '../../features/order-limits/use-order-config';

/**
 * The checkout page (route checkout, focused layout; doc 1 §2, doc 2 §2–§5,
 * §8): service, time window, billing address, payment and review, each
 * revisitable once the steps before it are done. Entering with a FINALIZED cart
 * reopens it (doc 2 §2); entering with `step=payment&paymentError=…` (a
 * declined or cancelled payment) opens payment with the message. A cart
 * outside the order limits, on entering or later, gets no step: the limits
 * and the way back to the cart instead (doc 2 §4, §9).
 */
export function CheckoutPage({ services, route }: MountProps) {
  const { t } = services.i18n;
  const { session, state } = useCartSession();
  const { cart, validationErrors, validated, loadError } = state;
  const query = route?.query;
  const paymentError = query?.get('paymentError') ?? undefined;
  const requested = query?.get('step');
  const [step, setStep] = useState<CheckoutStep | undefined>(isCheckoutStep(requested) ? requested : undefined);
  const [notice, setNotice] = useState<{ step: CheckoutStep; text: string } | undefined>();
  const [resetFailed, setResetFailed] = useState(false);
  const resetRequested = useRef<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const tracked = useRef(false);

  // Entering checkout with a FINALIZED cart resets it.
  useEffect(() => {
    if (cart && finalizedCartNavigation(cart.cartStatus, 'checkout') === 'reset-cart' && resetRequested.current !== cart.id) {
      resetRequested.current = cart.id;
      void call(services.api, resetCart)
        .then(() => session.load())
        .catch(() => setResetFailed(true));
    }
  }, [cart, services.api, session]);

  // A payment error the finalization sent back is tracked once.
  useEffect(() => {
    if (paymentError && !tracked.current) {
      tracked.current = true;
      services.tracking.track(trackedErrorEvent({ details: { paymentError: { code: paymentError, description: paymentError } } }));
    }
  }, [paymentError, services.tracking]);

  const serviceType = cart?.distributionAddress?.distributionType;
  const done = useMemo(
    () => (cart ? completedSteps(cart, validationErrors, cart.payments.length > 0 && readDraft().payment !== undefined) : new Set<CheckoutStep>()),
    [cart, validationErrors],
  );
  const current: CheckoutStep = step && canOpenStep(step, done) ? step : firstOpenStep(done);
  const { orderConfig, settled: limitsKnown } = useOrderConfig();
  const limitBlocks = useMemo(() => (cart ? assessOrderLimits(cart, orderConfig).blocks : []), [cart, orderConfig]);

  const goTo = (next: CheckoutStep, message?: string) => {
    setStep(next);
    setNotice(message ? { step: next, text: message } : undefined);
    heading.current?.focus();
    window.scrollTo?.({ top: 0 });
  };

  // Until the first validation answered, the step's errors (shown above its form) and the steps done are not
  // known: the skeleton stays, so the form does not jump down under the errors once they arrive. It also stays
  // until the order limits have answered: no step is shown to a cart the limits then turn away.
  const lines = cart?.productLineItems.length;
  if (cart === undefined || ((!validated || !limitsKnown) && lines) || (cart?.cartStatus === 'FINALIZED' && !resetFailed)) {
    return (
      <section aria-busy="true" className={styles.page}>
        <h1 className={styles.title}>{t('checkout.headline')}</h1>
        {loadError !== undefined ? (
          <div role="alert" className={styles.alert}>
            <p>{t(isApiError(loadError) && loadError.kind === 'unavailable' ? 'cart.error.unavailable' : 'cart.error.generic')}</p>
            <Button variant="secondary" onClick={() => void session.load().catch(() => undefined)}>
              {t('cart.retry')}
            </Button>
          </div>
        ) : (
          <>
            <p role="status">{t('common.loading')}</p>
            <Skeleton width="100%" height="3rem" />
            <Skeleton width="100%" height="24rem" className={styles.skeletonGap} />
          </>
        )}
      </section>
    );
  }

  if (cart === null || cart.productLineItems.length === 0) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('checkout.headline')}</h1>
        <div className={styles.panel}>
          <p>{t('checkout.empty')}</p>
          <RouteLink to={{ name: 'index' }}>{t('cart.continueShopping')}</RouteLink>
        </div>
      </section>
    );
  }

  if (limitBlocks.length > 0) {
    return (
      <section className={styles.page} aria-labelledby="checkout-heading">
        <h1 id="checkout-heading" className={styles.title}>
          {t('checkout.headline')}
        </h1>
        <OrderLimitNotice blocks={limitBlocks} />
        <CartDialogHost />
      </section>
    );
  }

  // 008 "no window chosen" and 031 without any billing address are what their steps ask for anyway: not shown
  // as errors before the shopper gave one.
  const stepErrors = errorsOfStep(validationErrors, current, serviceType).filter(
    (error) => error.code !== '008' && !(error.code === '031' && !cart.billingAddress),
  );
  const next = CHECKOUT_STEPS[Math.min(CHECKOUT_STEPS.indexOf(current) + 1, CHECKOUT_STEPS.length - 1)]!;
  const stepProps = { cart, session, errors: stepErrors, onDone: () => goTo(next) };
  const noticeText = notice?.step === current ? notice.text : undefined;

  return (
    <section className={styles.page} aria-labelledby="checkout-heading">
      <h1 id="checkout-heading" ref={heading} tabIndex={-1} className={styles.title}>
        {t('checkout.headline')}
      </h1>
      <nav aria-label={t('checkout.progress')}>
        <ol className={styles.progress}>
          {CHECKOUT_STEPS.map((name, index) => {
            const open = canOpenStep(name, done);
            return (
              <li key={name} className={styles.progressItem} data-done={done.has(name) || undefined}>
                <button
                  type="button"
                  className={styles.progressButton}
                  aria-current={name === current ? 'step' : undefined}
                  disabled={!open}
                  onClick={() => goTo(name)}
                >
                  <span className={styles.progressNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.progressLabel}>{t(`checkout.step.${name}`)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className={styles.layout}>
        <div className={styles.stepArea}>
          <GuestLoginOffer />
          {noticeText && current !== 'payment' && (
            <div role="alert" className={styles.alert} data-testid="checkout-notice">
              <p>{noticeText}</p>
            </div>
          )}
          {current === 'service' && <ServiceStep {...stepProps} />}
          {current === 'window' && <WindowStep {...stepProps} />}
          {current === 'billing' && <BillingStep {...stepProps} />}
          {current === 'payment' && <PaymentStep {...stepProps} paymentError={noticeText ?? paymentError} />}
          {current === 'review' && <ReviewStep {...stepProps} goTo={goTo} onReopened={async () => void (await session.load().catch(() => undefined))} />}
        </div>
        <aside className={styles.aside} aria-label={t('checkout.summary')}>
          <h2 className={styles.asideTitle}>{t('checkout.summary')}</h2>
          <p>{t('cart.lineCount', { count: cart.lineItemCount })}</p>
          <dl className={styles.prices}>
            <div className={styles.priceStrong}>
              <dt>{t('checkout.price.total')}</dt>
              <dd data-testid="checkout-total">{services.i18n.formatPrice(cart.priceInfo.totalWithSurcharge ?? cart.priceInfo.total)}</dd>
            </div>
          </dl>
          <RouteLink to={{ name: 'cart' }}>{t('checkout.backToCart')}</RouteLink>
        </aside>
      </div>
      <CartDialogHost />
    </section>
  );
}
