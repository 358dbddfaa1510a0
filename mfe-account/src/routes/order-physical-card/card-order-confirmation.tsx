import { useEffect, useState } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import * as styles from '../../features/account-ui/account.module.css';
import { cardOrderedJustNow, forgetCardOrdered } from './card-ordered-marker';

/**
 * The confirmation of the physical card order (route
 * order-physical-card-confirmation, suffix -ok, doc 1 §2). Only a tab that has
 * just ordered the card is told so, once; anyone else who opens the page (a
 * link, a reload after the confirmation, another tab, a guest) reads that
 * there is nothing to confirm, with the way to the card's page, which shows
 * whether a card is ordered.
 */
export function CardOrderConfirmation({ headline, orderedText }: { headline: string | undefined; orderedText: string | undefined }) {
  const { t } = useServices().i18n;
  // Read once when the page opens: the marker is taken below, and what this page shows stays.
  const [ordered] = useState(cardOrderedJustNow);
  useEffect(() => {
    if (ordered) forgetCardOrdered();
  }, [ordered]);

  if (!ordered) {
    return (
      <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="account-card-nothing-ordered">
        <div className={styles.card}>
          <h1 id="account-card-nothing-ordered" className={styles.title}>
            {headline ?? t('account.physicalCard.headline')}
          </h1>
          <p>{t('account.physicalCard.nothingToConfirm')}</p>
          <RouteLink to={{ name: 'order-physical-card' }} className={styles.link}>
            {t('account.physicalCard.toCard')}
          </RouteLink>
        </div>
      </section>
    );
  }
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="account-card-ordered">
      <div className={styles.card}>
        <h1 id="account-card-ordered" className={styles.title}>
          {t('account.physicalCard.confirmationHeadline')}
        </h1>
        <p role="status" className={`${styles.notice} ${styles.success}`}>
          {orderedText ?? t('account.physicalCard.ordered')}
        </p>
        <RouteLink to={{ name: 'profile' }} className={styles.link}>
          {t('account.menu.profile')}
        </RouteLink>
      </div>
    </section>
  );
}
