import { useEffect, useRef, useState } from 'react';
import { getCustomerDeliveryPass, getDeliveryPassOffers } from '@storefront/shared/account';
import { isDeliveryPassValid, type DeliveryPass } from '@storefront/shared/cart';
import { call } from '@storefront/shared/platform/api';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { Button, Price, RouteLink, Skeleton } from '@storefront/shared/platform/ui';
import useSWR from 'swr';
import * as styles from '../../features/account-ui/account.module.css';
import { failureMessage } from '../../features/account-ui/failure-message';
import * as book from '../../features/addresses/addresses.module.css';
import { StatusMessage } from '../../features/profile/status-message';
import { useCustomerData, useDropCustomerDataOnLogout } from '../../features/profile/use-customer-data';

/** How long the page waits for the cart's answer to an add request before it says the cart did not answer. */
export const CART_ANSWER_TIMEOUT_MS = 8000;

/** A date of the pass (YYYY-MM-DD or a date-time) as the shopper reads it: TT.MM.JJJJ. */
function shownDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** Where a pass stands today: valid between startDate and endDate, not begun yet, or over. */
export function passStatus(pass: DeliveryPass, now: Date = new Date()): 'active' | 'upcoming' | 'expired' {
  if (isDeliveryPassValid(pass, { now })) return 'active';
  return pass.startDate.slice(0, 10) > now.toISOString().slice(0, 10) ? 'upcoming' : 'expired';
}

/**
 * The delivery pass (route delivery-pass, doc 1 §2): a customer's own pass
 * with its validity and status, and the passes on sale, bought through the
 * cart (the cart-checkout remote adds it on `cart:add-item-requested`).
 */
export function DeliveryPassPage() {
  useDropCustomerDataOnLogout();
  const { api, events, i18n } = useServices();
  const { t } = i18n;
  const { customer } = useSessionSnapshot();
  const own = useCustomerData('delivery-pass', () => call(api, getCustomerDeliveryPass));
  const offers = useSWR('delivery-pass-offers', () => call(api, getDeliveryPassOffers));
  const [requested, setRequested] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const noAnswer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The cart answers each request with its outcome and tells the shopper in its one notice; this page
  // adds only the way to the cart once the pass is in, and what only it can know: that no answer came.
  useEffect(
    () =>
      events.subscribe('cart:item-add-outcome', ({ sku, outcome: result }) => {
        if (sku !== requested) return;
        clearTimeout(noAnswer.current);
        setOutcome(result);
      }),
    [events, requested],
  );
  useEffect(() => () => clearTimeout(noAnswer.current), []);

  const buy = (sku: string) => {
    setRequested(sku);
    setOutcome(null);
    clearTimeout(noAnswer.current);
    // The cart is another remote: when it is down it never answers, and the shopper is told so.
    noAnswer.current = setTimeout(() => setOutcome('noAnswer'), CART_ANSWER_TIMEOUT_MS);
    events.publish('cart:add-item-requested', { sku, quantity: 1, source: 'delivery-pass' });
  };

  const pass = own.data;
  return (
    <div className={`${styles.page} ${styles.medium}`}>
      <h1 className={styles.title}>{t('account.deliveryPass.headline')}</h1>
      <p className={styles.intro}>{t('account.deliveryPass.intro')}</p>
      {customer && (
        <section aria-labelledby="account-own-pass" className={styles.card}>
          <h2 id="account-own-pass" className={styles.subtitle}>
            {t('account.deliveryPass.yours')}
          </h2>
          {own.error && own.data === undefined ? (
            <StatusMessage kind="error" text={failureMessage(own.error, t)} />
          ) : own.data === undefined ? (
            <Skeleton width="100%" height="3rem" />
          ) : pass ? (
            <p>
              <span className={`${book.badge} ${passStatus(pass) === 'active' ? book.primaryBadge : ''}`}>
                {t(`account.deliveryPass.status.${passStatus(pass)}`)}
              </span>{' '}
              {t('account.deliveryPass.validity', { start: shownDate(pass.startDate), end: shownDate(pass.endDate) })}
            </p>
          ) : (
            <p>{t('account.deliveryPass.none')}</p>
          )}
        </section>
      )}
      <section aria-labelledby="account-pass-offers" className={styles.card}>
        <h2 id="account-pass-offers" className={styles.subtitle}>
          {t('account.deliveryPass.offers')}
        </h2>
        {offers.error && !offers.data ? (
          <StatusMessage kind="error" text={failureMessage(offers.error, t)} />
        ) : !offers.data ? (
          <Skeleton width="100%" height="6rem" />
        ) : (
          <ul className={book.list}>
            {offers.data.map((offer) => (
              <li key={offer.sku} className={book.item}>
                <strong>{offer.name}</strong>
                {typeof offer['description'] === 'string' && <span className={styles.muted}>{offer['description']}</span>}
                <Price cents={offer.price} />
                <div className={styles.actions}>
                  <Button onClick={() => buy(offer.sku)}>
                    {t('account.deliveryPass.buy')}
                  </Button>
                </div>
                {requested === offer.sku && outcome === 'noAnswer' && <StatusMessage kind="error" text={t('account.deliveryPass.outcome.noAnswer')} />}
                {requested === offer.sku && outcome === 'added' && (
                  <RouteLink to={{ name: 'cart' }} className={styles.link}>
                    {t('account.deliveryPass.toCart')}
                  </RouteLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
