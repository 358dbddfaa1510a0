import { useState } from 'react';
import { useServices } from '@storefront/shared/parcel';
import type { Customer } from '@storefront/shared/schemas';

/** Who is logged in, and the way out. */
export function LoggedInView({ customer }: { customer: Customer }) {
  const { session, notifications, i18n } = useServices();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await session.logout();
      // doc 1 §7 POST /api/auth/logout: success shows account.logout.successful, failure account.logout.error.
      notifications.show({ type: 'success', messageKey: 'account.logout.successful' });
    } catch {
      notifications.show({ type: 'error', messageKey: 'account.logout.error' });
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <section aria-labelledby="account-logged-in-heading">
      <h1 id="account-logged-in-heading">{i18n.t('account.login.loggedInAs', { firstName: customer.firstName })}</h1>
      <button type="button" onClick={() => void logout()} disabled={loggingOut}>
        {i18n.t('account.logout.submit')}
      </button>
    </section>
  );
}
