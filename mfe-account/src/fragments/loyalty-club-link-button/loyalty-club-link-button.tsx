import * as z from 'zod/mini';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { useServices } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import * as styles from '../fragment-button.module.css';

const propsSchema = z.object({ label: z.optional(z.string().check(z.maxLength(120))) });

/**
 * The content system's loyalty-club link button (doc 1 §2): the way to the
 * club's page of the account (card, points, vouchers). A guest is asked to log
 * in first by the profile's login guard. A tenant without the club
 * (featureJoe off) shows nothing.
 */
export function LoyaltyClubLinkButton({ props }: MountProps) {
  const { config, i18n } = useServices();
  if (!config.isEnabled('featureJoe')) return null;
  const parsed = z.safeParse(propsSchema, props ?? {});
  const label = (parsed.success && parsed.data.label) || i18n.t('account.loyaltyClub.link');
  return (
    <RouteLink to={{ name: 'profile', params: { slug: 'kundenclub' } }} className={styles.button}>
      {label}
    </RouteLink>
  );
}
