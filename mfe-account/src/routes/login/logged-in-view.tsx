import { useState } from 'react';
import { useServices } from '@storefront/shared/platform/parcel';
import type { Customer } from '@storefront/shared/platform/schemas';

/** Who is logged in, and the way out. */
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
    <section aria-labelledby="account-logged-in-heading">
      <h1 id="account-logged-in-heading">{i18n.t('account.login.loggedInAs', { firstName: customer.firstName })}</h1>
      <button type="button" onClick={() => void logout()} disabled={loggingOut}>
        {i18n.t('account.logout.submit')}
      </button>
    </section>
  );
}
