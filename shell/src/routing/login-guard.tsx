import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { sessionAtom } from '../session/session-service';
import { loginTarget } from './login-target';

/**
 * The customer login guard: once the initial customer fetch is done,
 * a shopper who is not logged in goes to the login route with returnUrl (the
 * full path) and authRequired=true. A session lost on the page (a 401, doc 1 §4)
 * sends the shopper the same way.
 */
export default function LoginGuard({ services, children }: { services: StorefrontServices; children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.status === 'unknown') return <p role="status">{services.i18n.t('common.loading')}</p>;
  if (session.status === 'anonymous') {
    const login = loginTarget(services, location);
    // Without customer accounts there is no way in: the page stays closed.
    return login ? <Navigate to={login} replace /> : null;
  }
  return children;
}

/** An `auth` route rule (doc 1 §5), checked beside the page rather than around it: a shopper who is not logged in goes to login. */
export function RuleLoginCheck({ services }: { services: StorefrontServices }) {
  const { status } = useAtomValue(sessionAtom);
  const location = useLocation();
  if (status !== 'anonymous') return null;
  const login = loginTarget(services, location);
  return login ? <Navigate to={login} replace /> : null;
}
