import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { getCheckoutStores } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import { formatShopDay, formatShopTime } from '@storefront/shared/platform/i18n';
import type { MountProps, StorefrontServices } from '@storefront/shared/platform/contracts';
import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import { readOrderConfirmation, takeOrderPlacedJustNow, type OrderConfirmation } from '../../features/payment-finalization/order-confirmation';
import * as styles from '../../features/payment-finalization/payment-completion.module.css';

/** "Donnerstag, 3. Dezember 2026, 16:00 bis 18:00 Uhr", in the shop's time zone. */
function windowText(window: NonNullable<OrderConfirmation['window']>, i18n: StorefrontServices['i18n']): string {
  return i18n.t('confirmation.windowText', { date: formatShopDay(window.start, i18n.locale, 'full'), from: formatShopTime(window.start, i18n.locale), to: formatShopTime(window.end, i18n.locale) });
}

/** The pickup store by name and address; the cart knows it by id only (a failed list shows the id). */
function PickupStore({ storeId }: { storeId: string }) {
  const { api } = useServices();
  const { data: stores } = useSWR('checkout-stores', () => call(api, getCheckoutStores), { revalidateOnFocus: false });
  const store = stores?.find((candidate) => candidate.storeId === storeId);
  if (!store) return <>{storeId}</>;
  return (
    <>
      {store.name}
      <br />
      {[store.streetName, store.streetNumber].filter(Boolean).join(' ')}
      <br />
      {[store.postalCode, store.city].filter(Boolean).join(' ')}
    </>
  );
}

/**
 * The order confirmation (route `checkout-confirmation`, `-ok`, doc 1 §2): the
 * order number, the window, the address or the store, what was paid how, what
 * happens next and the way back to shopping. It reads the order this tab
 * placed (kept in sessionStorage by payment finalization), so a reload shows it
 * again; without one it says there is nothing to show.
 */
export function ConfirmationPage({ services }: MountProps) {
  const { t, formatPrice } = services.i18n;
  const [confirmation] = useState(() => readOrderConfirmation());

  useEffect(() => {
    // The order's cart is gone: the shopper's new cart is empty, and the mini-cart is told so (once, not on a reload).
    if (confirmation && takeOrderPlacedJustNow()) services.events.publish('cart:updated', { lineItemCount: 0, total: 0 });
  }, [confirmation, services]);

  if (!confirmation) {
    return (
      <section aria-labelledby="confirmation-heading" className={styles.page}>
        <h1 id="confirmation-heading">{t('confirmation.missing.headline')}</h1>
        <div className={styles.panel}>
          <p>{t('confirmation.missing.text')}</p>
          <div className={styles.actions}>
            <RouteLink to={{ name: 'index' }}>{t('confirmation.continueShopping')}</RouteLink>
          </div>
        </div>
      </section>
    );
  }

  const { serviceType } = confirmation;
  return (
    <section aria-labelledby="confirmation-heading" className={styles.page}>
      <h1 id="confirmation-heading">{t('confirmation.headline')}</h1>
      <div className={styles.panel}>
        <p>
          {t('confirmation.orderNumber')}
          <br />
          <strong className={styles.orderNumber} data-testid="order-number">
            {confirmation.orderNumber}
          </strong>
        </p>
        {confirmation.email && <p>{t('confirmation.emailSent', { email: confirmation.email })}</p>}
      </div>
      <div className={styles.panel}>
        <dl className={styles.facts}>
          {confirmation.window && (
            <div>
              <dt>{t(`confirmation.window.${serviceType}`)}</dt>
              <dd data-testid="confirmation-window">{windowText(confirmation.window, services.i18n)}</dd>
            </div>
          )}
          <div>
            <dt>{t(`confirmation.address.${serviceType}`)}</dt>
            <dd data-testid="confirmation-address">
              {confirmation.storeId ? (
                <PickupStore storeId={confirmation.storeId} />
              ) : (
                confirmation.addressLines.map((line, index) => (
                  <span key={line}>
                    {index > 0 && <br />}
                    {line}
                  </span>
                ))
              )}
            </dd>
          </div>
          <div>
            <dt>{t('confirmation.payment')}</dt>
            <dd>
              <ul className={styles.payments} data-testid="confirmation-payments">
                {confirmation.payments.map((payment) => (
                  <li key={payment.methodKey}>
                    {t('confirmation.paidWith', {
                      amount: formatPrice(payment.amount),
                      method: `${t(`confirmation.method.${payment.methodKey}`)}${payment.brandName && payment.brandName !== t(`confirmation.method.${payment.methodKey}`) ? ` (${payment.brandName})` : ''}`,
                    })}
                  </li>
                ))}
              </ul>
              {confirmation.savedCard && (
                <p className={styles.savedCard} data-testid="confirmation-saved-card">
                  {t(confirmation.savedCard === 'saved' ? 'confirmation.cardSaved' : 'confirmation.cardNotSaved')}{' '}
                  {confirmation.savedCard === 'saved' && (
                    <RouteLink to={{ name: 'profile', params: { slug: 'zahlungsarten' } }}>{t('confirmation.toPaymentMethods')}</RouteLink>
                  )}
                </p>
              )}
              <p className={styles.total}>
                <span>
                  {t('confirmation.total')} · {t('confirmation.lines', { count: confirmation.lineItemCount })}
                </span>
                <span>{formatPrice(confirmation.total)}</span>
              </p>
            </dd>
          </div>
        </dl>
      </div>
      <div className={styles.panel}>
        <h2>{t('confirmation.nextSteps')}</h2>
        <ul className={styles.next}>
          <li>{t(`confirmation.next.${serviceType}`)}</li>
          {confirmation.deliveryPass && <li data-testid="confirmation-delivery-pass">{t('confirmation.deliveryPass', { name: confirmation.deliveryPass })}</li>}
          <li>{t('confirmation.next.email')}</li>
        </ul>
        <div className={styles.actions}>
          <RouteLink to={{ name: 'index' }}>{t('confirmation.continueShopping')}</RouteLink>
        </div>
      </div>
    </section>
  );
}
