import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import type { Cart } from '@storefront/shared/cart';
import { finalizeCart, resetCart, shouldRedirectOnCartError, submitCheckout } from '@storefront/shared/checkout';
import { getCheckoutStores } from '@storefront/shared/distribution';
import { call, isApiError } from '@storefront/shared/platform/api';
import { formatShopDay, formatShopTime } from '@storefront/shared/platform/i18n';
import type { RouteName, RouteTarget, StorefrontServices } from '@storefront/shared/platform/contracts';
import { useServices } from '@storefront/shared/platform/parcel';
import { trackedErrorEvent } from '@storefront/shared/platform/tracking';
import { Button, Price } from '@storefront/shared/platform/ui';
import { readDraft } from './checkout-draft';
import { DeliveryPassChoice } from './delivery-pass-choice';
import { leaveForProvider } from './leave-for-provider';
import { finalizationQuery, needsProviderStep, stepOfCode, uncoveredAmount, type CheckoutStep } from './checkout-rules';
import * as styles from './checkout.module.css';
import { paymentErrorText } from './payment-step';
import type { StepProps } from './step-props';
import { StepErrors } from './step-messages';

/** The path of the payment finalization page, or null where the shell has no such route. */
function finalizationHref(navigation: StorefrontServices['navigation'], target: RouteTarget): string | null {
  try {
    return navigation.href(target);
  } catch {
    return null;
  }
}

/** The cart validation errors an answer carries (409 cartInvalid: customPayload.errors). */
function errorsOf(error: unknown): Array<{ code: string; message?: string }> {
  if (!isApiError(error)) return [];
  const list = error.details.customPayload?.['errors'];
  return Array.isArray(list) ? list.filter((entry): entry is { code: string; message?: string } => typeof entry?.code === 'string') : [];
}

// The documents the shopper may attach: a chunk of its own, loaded when the review opens, to keep the checkout route small.
const CartFilesPanel = lazy(() =>
  import(/* webpackChunkName: "checkout-files" */ '../checkout-files/cart-files-panel').then((m) => ({ default: m.CartFilesPanel })),
);

export function windowText(cart: Cart, locale: string): string {
  const window = cart.distributionWindow;
  if (!window) return '';
  // In the shop's time zone, as the window step and the confirmation write it.
  return `${formatShopDay(window.start, locale, 'long')}, ${formatShopTime(window.start, locale)}–${formatShopTime(window.end, locale)}`;
}

/**
 * Step 5, review: the lines, the priceInfo breakdown, the window, the
 * addresses and the payment; "Zahlungspflichtig bestellen" finalizes the cart
 * and hands over to the payment provider, or to the payment finalization when
 * no provider step is needed.
 */
export function ReviewStep({ cart, session, errors, goTo, onReopened }: StepProps & { goTo: (step: CheckoutStep, message?: string) => void; onReopened: () => Promise<void> }) {
  const services = useServices();
  const { i18n, api, navigation, tracking } = services;
  const { t, formatPrice } = i18n;
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // An upload under way holds the order back: the cart must not be finalized while a file is still on its way.
  const [filesBusy, setFilesBusy] = useState(false);
  const address = cart.distributionAddress;
  const { data: stores } = useSWR(address?.distributionType === 'CLICK_AND_COLLECT' ? 'checkout-stores' : null, () => call(api, getCheckoutStores).catch(() => []), {
    revalidateOnFocus: false,
  });
  const store = stores?.find((candidate) => candidate.storeId === address?.storeId);
  const choice = readDraft().payment;
  const price = cart.priceInfo;
  const billing = cart.billingAddress;

  const order = async () => {
    if (!choice) {
      goTo('payment');
      return;
    }
    setFailure(undefined);
    setBusy(true);
    let finalized = false;
    try {
      await call(api, finalizeCart).catch((error: unknown) => {
        // Already FINALIZED (errorCode 3): an earlier order whose answer never came (the backend went away after
        // finalizing) left it so. The cart is where this order needs it, so the order goes on from there.
        if (!shouldRedirectOnCartError(error, 'FINALIZED')) throw error;
      });
      finalized = true;
      const amountLeft = uncoveredAmount(cart);
      if (needsProviderStep(choice, amountLeft)) {
        const result = await call(api, submitCheckout, {
          body: {
            paymentMethodKey: choice.method,
            ...(choice.brandName ? { paymentBrandName: choice.brandName } : {}),
            savePaymentMethod: choice.savePaymentMethod === true,
            setPrimary: choice.setPrimary === true,
          },
        });
        if (result.redirectUrl) {
          leaveForProvider(result.redirectUrl);
          return;
        }
      }
      // The payment finalization route places the order. A shop without it (an older shell) takes no
      // order here: the cart is reopened and the shopper told, rather than left with a finalized cart.
      const target = { name: 'payment-finalization' as RouteName, query: finalizationQuery(choice, amountLeft) };
      if (finalizationHref(navigation, target) === null) throw new Error('payment-finalization route missing');
      navigation.navigate(target);
    } catch (error) {
      if (isApiError(error) && (error.kind === 'payment' || error.kind === 'retail-gateway')) tracking.track(trackedErrorEvent(error));
      // A cart finalized for an order that did not start goes back to OPEN, so the shopper can change it.
      if (finalized) await call(api, resetCart).catch(() => undefined);
      await onReopened();
      const found = errorsOf(error);
      const first = found[0];
      if (first) {
        goTo(stepOfCode(first.code, address?.distributionType), first.message ?? t(`cart.validation.${first.code}`));
      } else if (isApiError(error) && error.kind === 'payment') {
        goTo('payment', paymentErrorText(error.details.paymentError?.code ?? 'general', t));
      } else {
        setFailure(isApiError(error) && (error.kind === 'backend' || error.kind === 'retail-gateway') ? error.message : t(isApiError(error) && error.kind === 'unavailable' ? 'cart.error.unavailable' : 'checkout.orderFailed'));
      }
    } finally {
      setBusy(false);
    }
  };

  const addressLines = (parts: Record<string, unknown> | null | undefined) =>
    parts
      ? [
          [parts['firstName'], parts['lastName']].filter(Boolean).join(' '),
          typeof parts['companyName'] === 'string' ? parts['companyName'] : '',
          [parts['streetName'], parts['streetNumber']].filter(Boolean).join(' '),
          [parts['postalCode'], parts['city']].filter(Boolean).join(' '),
        ].filter((line) => line !== '')
      : [];

  return (
    <section aria-labelledby="step-review-heading" className={styles.step}>
      <h2 id="step-review-heading">{t('checkout.step.review')}</h2>
      <StepErrors errors={errors} extra={failure} />
      <div className={styles.summaryGrid}>
        <div className={styles.summaryBox}>
          <h3>{t(address?.distributionType === 'CLICK_AND_COLLECT' ? 'checkout.review.pickup' : 'checkout.review.delivery')}</h3>
          {address?.distributionType === 'CLICK_AND_COLLECT' ? (
            <p>{store?.name ?? '\u00a0'}</p>
          ) : (
            addressLines(address as Record<string, unknown> | undefined).map((line) => <p key={line}>{line}</p>)
          )}
          <Button variant="secondary" onClick={() => goTo('service')}>{t('cart.service.change')}</Button>
        </div>
        <div className={styles.summaryBox}>
          <h3>{t('checkout.review.window')}</h3>
          <p data-testid="review-window">{windowText(cart, i18n.locale)}</p>
          <Button variant="secondary" onClick={() => goTo('window')}>{t('cart.service.change')}</Button>
        </div>
        <div className={styles.summaryBox}>
          <h3>{t('checkout.review.billing')}</h3>
          {addressLines(billing as Record<string, unknown> | undefined).map((line) => (
            <p key={line}>{line}</p>
          ))}
          {billing?.email && <p>{billing.email}</p>}
          <Button variant="secondary" onClick={() => goTo('billing')}>{t('cart.service.change')}</Button>
        </div>
        <div className={styles.summaryBox}>
          <h3>{t('checkout.review.payment')}</h3>
          {!!price.coveredAmount && <p data-testid="review-gift-card">{t('checkout.payment.giftCardPays', { amount: formatPrice(price.coveredAmount) })}</p>}
          {uncoveredAmount(cart) > 0 && (
            <p data-testid="review-payment">
              {choice ? (choice.savedPaymentMethodId ? t('checkout.payment.savedShort', { brand: choice.brandName ?? '' }) : t(`checkout.payment.method.${choice.method}`)) : ''}
            </p>
          )}
          <Button variant="secondary" onClick={() => goTo('payment')}>{t('cart.service.change')}</Button>
        </div>
        <DeliveryPassChoice cart={cart} session={session} />
        <Suspense fallback={<div className={styles.filesPlaceholder} aria-busy="true" />}>
          <CartFilesPanel onBusyChange={setFilesBusy} />
        </Suspense>
      </div>
      <h3>{t('checkout.review.lines', { count: cart.productLineItems.length })}</h3>
      <ul className={styles.lines}>
        {cart.productLineItems.map((line) => (
          <li key={line.lineItemId}>
            <span>
              {line.quantity} × {line.product.name}
            </span>
            <Price cents={line.totalPrice ?? (line.product.price?.regular?.value ?? 0) * line.quantity} />
          </li>
        ))}
        {cart.deliveryPassLineItem && (
          <li>
            <span>{cart.deliveryPassLineItem.name}</span>
            <Price cents={cart.deliveryPassLineItem.price} />
          </li>
        )}
      </ul>
      <dl className={styles.prices}>
        {price.totalArticlePrice !== undefined && <Row label={t('checkout.price.articles')} value={formatPrice(price.totalArticlePrice)} />}
        {!!price.depositFees && <Row label={t('checkout.price.deposit')} value={formatPrice(price.depositFees)} />}
        {!!price.discounts && <Row label={t('checkout.price.discounts')} value={`−${formatPrice(price.discounts)}`} />}
        {price.serviceFees !== undefined && <Row label={t('checkout.price.serviceFee')} value={formatPrice(price.serviceFeesAfterDiscount ?? price.serviceFees)} />}
        {!!price.totalSavings && <Row label={t('checkout.price.savings')} value={formatPrice(price.totalSavings)} />}
        <Row label={t('checkout.price.total')} value={formatPrice(price.total)} strong />
        {price.totalWithSurcharge !== undefined && price.totalWithSurcharge !== price.total && (
          <Row label={t('checkout.price.totalWithSurcharge')} value={formatPrice(price.totalWithSurcharge)} strong />
        )}
        {!!price.coveredAmount && (
          <>
            <Row label={t('checkout.price.giftCard')} value={`−${formatPrice(price.coveredAmount)}`} />
            <Row label={t('checkout.price.toPay')} value={formatPrice((price.totalWithSurcharge ?? price.total) - price.coveredAmount)} strong />
          </>
        )}
        {price.totalVat !== undefined && <Row label={t('checkout.price.vat')} value={formatPrice(price.totalVat)} />}
        {!!price.overAuthorizationAmount && (
          <Row label={t('checkout.price.overAuthorization', { percent: price.overAuthorizationPercentage ?? 0 })} value={formatPrice(price.overAuthorizationAmount)} />
        )}
      </dl>
      <div className={styles.actions}>
        <Button onClick={() => void order()} busy={busy} disabled={busy || filesBusy}>
          {t('checkout.placeOrder')}
        </Button>
      </div>
    </section>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? styles.priceStrong : styles.priceRow}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
