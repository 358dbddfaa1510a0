import { call, isApiError, LOGGED_IN_COOKIE, readDocumentCookie, type ApiClient } from '@storefront/shared/platform/api';
import type { NotificationService, SessionService, SessionSnapshot } from '@storefront/shared/platform/contracts';
import { getCustomer, login, logout, refreshCustomer } from '@storefront/shared/platform/operations';
import { customerFromBackend, type LoginType } from '@storefront/shared/platform/schemas';

export interface SessionState {
  readonly current: () => SessionSnapshot;
  readonly loginType: () => LoginType | null;
  readonly set: (next: SessionSnapshot, loginType: LoginType | null) => void;
  readonly reset: () => void;
}

/** How often a logged-in page looks for the loggedIn cookie (it may go in another tab). */
export const LOGGED_IN_COOKIE_CHECK_MS = 1_000;

/**
 * The loss of the loggedIn cookie resets the session: a logout in
 * another tab, the cookie's end. Checked every second, when the page shows
 * again, and at once when the back/forward cache brings a kept page back (so
 * "back" after a logout never shows the customer's page as it was); returns
 * the stop function.
 */
export function watchLoggedInCookie(state: SessionState, readCookie: (name: string) => string | undefined = readDocumentCookie): () => void {
  const check = () => {
    if (state.current().status === 'authenticated' && readCookie(LOGGED_IN_COOKIE) === undefined) state.reset();
  };
  const timer = setInterval(check, LOGGED_IN_COOKIE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
  window.addEventListener('pageshow', check);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('pageshow', check);
  };
}

/**
 * The session's calls (doc 1 §4, §7), a lazy chunk fetched at boot beside the
 * first remote: the customer fetch, login and logout. Loading it starts the
 * loggedIn cookie watch.
 */
export function createSessionActions(
  api: ApiClient,
  state: SessionState,
  notifications: NotificationService,
): Pick<SessionService, 'login' | 'logout'> & { refresh(fresh: boolean): Promise<void> } {
  return {
    async login(credentials) {
      const { email, password, recaptchaResponse } = credentials;
      // The Family salutation is removed from a customer when it is loaded.
      const customer = customerFromBackend(await call(api, login, { body: { email, password }, query: { recaptchaResponse } }));
      state.set({ status: 'authenticated', customer }, 'normal');
      return customer;
    },
    async logout() {
      // Success shows account.logout.successful, failure account.logout.error;
      // after a failure the customer is still logged in at the backend, so nothing resets.
      try {
        await call(api, logout);
      } catch (error) {
        notifications.show({ type: 'error', messageKey: 'account.logout.error' });
        throw error;
      }
      state.reset();
      notifications.show({ type: 'success', messageKey: 'account.logout.successful' });
    },
    /** The session's customer (GET /api/customers), or, fresh, reloaded from the customer system after a change (/refresh). */
    async refresh(fresh) {
      try {
        const loaded = await call(api, fresh ? refreshCustomer : getCustomer);
        state.set({ status: 'authenticated', customer: customerFromBackend(loaded) }, state.loginType() ?? 'sid');
      } catch (error) {
        if (isApiError(error) && error.status === 401) state.reset();
        else throw error;
      }
    },
  };
}
