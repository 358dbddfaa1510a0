import * as z from 'zod/mini';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { useServices, useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { RouteLink } from '@storefront/shared/platform/ui';
import * as styles from '../fragment-button.module.css';

const propsSchema = z.object({ label: z.optional(z.string().check(z.maxLength(120))) });

/** The path of the page the block sits on, to come back to after logging in. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The content system's login button (doc 1 §2): for a guest a link to the
 * login that comes back to this page; a customer is logged in already, so the
 * block shows nothing.
 */
export function LoginButton({ props }: MountProps) {
  const { t } = useServices().i18n;
  const { customer } = useSessionSnapshot();
  if (customer) return null;
  const parsed = z.safeParse(propsSchema, props ?? {});
  const label = (parsed.success && parsed.data.label) || t('account.menu.login');
  return (
    <RouteLink to={{ name: 'login', query: { returnUrl: currentPath() } }} className={styles.button}>
      {label}
    </RouteLink>
  );
}
