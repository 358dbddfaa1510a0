import useSWR from 'swr';
import * as z from 'zod/mini';
import { getLoyaltyCardInfo, getPhysicalCardStatus, hasDonorVoucherFlag, LOYALTY_CARD_INFO_CLEARED_ERROR_CODE } from '@storefront/shared/account';
import { call, isApiError } from '@storefront/shared/platform/api';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { Skeleton } from '@storefront/shared/platform/ui';
import * as styles from '../account-ui/account.module.css';
import { ConfigLink } from '../account-ui/config-link';
import { failureMessage } from '../account-ui/failure-message';
import * as book from '../addresses/addresses.module.css';
import { configLinkSchema, useComponentConfig } from '../component-config/use-component-config';
import { StatusMessage } from '../profile/status-message';
import { VoucherList } from './voucher-list';
import * as vouchers from './vouchers.module.css';

/** The `physicalcard` component config (doc 1 §3): the card's texts by status, and where a new card comes from. */
const physicalCardConfigSchema = z.object({
  orderText: z.optional(z.string()),
  statusTexts: z.optional(z.object({ ordered: z.optional(z.string()), active: z.optional(z.string()), blocked: z.optional(z.string()) })),
  serviceLink: z.optional(configLinkSchema),
});

type Promotion = { promotionId?: unknown; title?: unknown; description?: unknown; isNew?: unknown };

/**
 * The loyalty club in the profile (doc 2 §3, §7, §8): the member's card and
 * number, points pools (a caritas_aktiv pool marks a donor), promotions and
 * vouchers with their barcodes, and the physical card's status. Error 10048
 * clears the card information and says why; a 401 of card-info is not a lost
 * session (the shell ignores it) and shows as "not a member"; so does 404.
 */
export function LoyaltySection() {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const { customer } = useSessionSnapshot();
  const { config } = useComponentConfig('physicalcard', physicalCardConfigSchema);
  const info = useSWR(customer ? ['loyalty-card-info', customer.id] : null, () => call(api, getLoyaltyCardInfo, { query: {} }), {
    shouldRetryOnError: false,
  });
  const card = useSWR(customer ? ['physical-card', customer.id] : null, () => call(api, getPhysicalCardStatus), { shouldRetryOnError: false });

  const failure = info.error;
  const cleared = isApiError(failure) && failure.details.errorCode === LOYALTY_CARD_INFO_CLEARED_ERROR_CODE;
  const notMember = isApiError(failure) && (failure.status === 401 || failure.status === 404);
  // 10048: the card information is cleared, not shown from before (doc 2 §8).
  const member = cleared ? undefined : info.data;

  const cardText =
    card.data?.orderAvailability === 'IsOrdered'
      ? config.statusTexts?.active ?? t('account.loyalty.card.active')
      : card.data?.orderAvailability === 'CanNotBeOrdered'
        ? config.statusTexts?.blocked ?? t('account.loyalty.card.blocked')
        : card.data
          ? config.orderText ?? t('account.loyalty.card.canOrder')
          : undefined;

  return (
    <>
      <section aria-labelledby="account-loyalty-card" className={styles.card}>
        <h2 id="account-loyalty-card" className={styles.subtitle}>
          {t('account.loyalty.headline')}
        </h2>
        {cleared ? (
          <StatusMessage kind="error" text={t(`loyalty.error.${LOYALTY_CARD_INFO_CLEARED_ERROR_CODE}`)} />
        ) : notMember ? (
          <p>{t('account.error.noLoyaltyMember')}</p>
        ) : failure ? (
          <StatusMessage kind="error" text={failureMessage(failure, t)} />
        ) : !member ? (
          <Skeleton width="100%" height="6rem" />
        ) : (
          <>
            <dl className={styles.columns}>
              {member.mpCardId && (
                <div>
                  <dt className={styles.muted}>{t('account.loyalty.cardNumber')}</dt>
                  <dd>{member.mpCardId}</dd>
                </div>
              )}
              {member.loyalityMemberId && (
                <div>
                  <dt className={styles.muted}>{t('account.loyalty.memberId')}</dt>
                  <dd>{member.loyalityMemberId}</dd>
                </div>
              )}
            </dl>
            <ul className={vouchers.pools} aria-label={t('account.loyalty.pools')}>
              {member.pools.map((pool) => (
                <li key={pool.poolId} className={vouchers.pool}>
                  <span className={vouchers.poolValue}>{i18n.formatNumber(pool.value)}</span>
                  {t(pool.tags.includes('caritas_aktiv') ? 'account.loyalty.pool.caritas' : 'account.loyalty.pool.points')}
                </li>
              ))}
            </ul>
            {hasDonorVoucherFlag(member) && <p className={`${styles.notice} ${styles.success}`}>{t('account.loyalty.donor')}</p>}
          </>
        )}
        {cardText && (
          <p>
            <strong>{t('account.loyalty.card')}:</strong> {cardText}
          </p>
        )}
        {/* No card yet, or a blocked one: the way to a new one. The club's card is not ordered in this shop
            (the card order route exists only without the club, doc 1 §2), so the config names the service. */}
        {card.data && card.data.orderAvailability !== 'IsOrdered' && config.serviceLink && (
          <p>
            <ConfigLink link={config.serviceLink} className={styles.link} />
          </p>
        )}
      </section>
      {member && member.promotions.length > 0 && (
        <section aria-labelledby="account-loyalty-promotions" className={styles.card}>
          <h2 id="account-loyalty-promotions" className={styles.subtitle}>
            {t('account.loyalty.promotions')}
          </h2>
          <ul className={book.list}>
            {(member.promotions as Promotion[]).map((promotion, index) => (
              <li key={typeof promotion.promotionId === 'string' ? promotion.promotionId : index} className={book.item}>
                <div className={book.head}>
                  <span>{typeof promotion.title === 'string' ? promotion.title : ''}</span>
                  {promotion.isNew === true && <span className={`${book.badge} ${book.primaryBadge}`}>{t('account.loyalty.new')}</span>}
                </div>
                {typeof promotion.description === 'string' && <span className={styles.muted}>{promotion.description}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {member && member.vouchers.length > 0 && (
        <section aria-labelledby="account-loyalty-vouchers" className={styles.card}>
          <h2 id="account-loyalty-vouchers" className={styles.subtitle}>
            {t('account.loyalty.vouchers')}
          </h2>
          <VoucherList vouchers={member.vouchers} label={t('account.loyalty.vouchers')} />
        </section>
      )}
    </>
  );
}
