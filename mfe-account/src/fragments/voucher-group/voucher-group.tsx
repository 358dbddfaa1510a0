import useSWR from 'swr';
import * as z from 'zod/mini';
import { getGeneralVouchers, getLoyaltyCardInfo, getPersonalVouchers } from '@storefront/shared/account';
import { call, isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { Skeleton } from '@storefront/shared/platform/ui';
import * as styles from '../../features/account-ui/account.module.css';
import { VoucherList } from '../../features/loyalty/voucher-list';

const propsSchema = z.object({ kind: z.optional(z.enum(['general', 'personal'])), headline: z.optional(z.string()) });

/** A 404 is "no vouchers"; any other failure sets the error flag (doc 2 §8). */
async function orNone<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/**
 * The content system's voucher group (doc 1 §2): the general vouchers for
 * everyone, or a club member's personal vouchers (the promotions of the card
 * information, fetched with their content, doc 2 §7). Guests and customers
 * outside the club see no personal group.
 */
export function VoucherGroup({ props }: MountProps) {
  const { api, config, i18n } = useServices();
  const { t } = i18n;
  const { customer } = useSessionSnapshot();
  const parsed = z.safeParse(propsSchema, props ?? {});
  const kind = parsed.success ? (parsed.data.kind ?? 'general') : 'general';
  const personal = kind === 'personal';
  const key = personal ? (customer && config.isEnabled('featureJoe') ? ['personal-vouchers', customer.id] : null) : ['general-vouchers'];
  const { data, error } = useSWR(key, async () => {
    if (!personal) return orNone(() => call(api, getGeneralVouchers));
    const info = await call(api, getLoyaltyCardInfo, { query: { dontRenderText: true } });
    const promotionIds = info.promotions.flatMap((promotion) => (typeof promotion['promotionId'] === 'string' ? [promotion['promotionId']] : []));
    return promotionIds.length === 0 ? [] : orNone(() => call(api, getPersonalVouchers, { query: { promotionIds } }));
  });
  if (key === null) return null;
  if (error) return <p className={`${styles.notice} ${styles.error}`}>{t('account.vouchers.error')}</p>;
  if (!data) return <Skeleton width="100%" height="10rem" />;
  if (data.length === 0) return <p className={styles.muted}>{t('account.vouchers.none')}</p>;
  return <VoucherList vouchers={data} label={parsed.success && parsed.data.headline ? parsed.data.headline : t('account.vouchers.label')} />;
}
