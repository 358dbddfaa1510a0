import { useState } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import type { Customer } from '@storefront/shared/platform/schemas';
import { Button, RouteLink } from '@storefront/shared/platform/ui';
import * as styles from '../../features/account-ui/account.module.css';

/** Who is logged in, the way to the account, and the way out. */
export function LoggedInView({ customer }: { customer: Customer }) {
  const { session, i18n } = useServices();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      // The shell's session service shows account.logout.successful or account.logout.error (doc 1 §7).
      await session.logout();
    } catch {
      // Still logged in; the shell has said why.
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <section aria-labelledby="account-logged-in-heading" className={`${styles.page} ${styles.narrow}`}>
      <div className={styles.card}>
        <h1 id="account-logged-in-heading" className={styles.title}>
          {i18n.t('account.login.loggedInAs', { firstName: customer.firstName })}
        </h1>
        <div className={styles.actions}>
          <RouteLink to={{ name: 'profile' }} className={styles.link}>
            {i18n.t('account.menu.profile')}
          </RouteLink>
          <Button variant="secondary" onClick={() => void logout()} busy={loggingOut}>
            {i18n.t('account.logout.submit')}
          </Button>
        </div>
      </div>
    </section>
  );
}
