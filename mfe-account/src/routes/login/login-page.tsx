import type { MountProps } from '@storefront/shared/platform/contracts';
import { useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { LoggedInView } from './logged-in-view';
import { LoginForm } from './login-form';

/**
 * The login route (doc 1 §2, query returnUrl and authRequired=true). A logged-in
 * customer sees who is logged in and can log out; everyone else the form. While
 * the session is still 'unknown' the form shows: it switches as soon as the
 * shell's initial customer fetch reports a customer.
 */
export function LoginPage({ route }: MountProps) {
  const session = useSessionSnapshot();
  if (session.status === 'authenticated' && session.customer) {
    return <LoggedInView customer={session.customer} />;
  }
  return <LoginForm query={route?.query ?? new URLSearchParams()} />;
}
