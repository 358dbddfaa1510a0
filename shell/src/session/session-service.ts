import { atom, type createStore } from 'jotai';
import { getCustomer, isApiError, login, logout, type ApiClient } from '@storefront/shared/api';
import type { SessionService, SessionSnapshot } from '@storefront/shared/contracts';
import type { EventBus } from '@storefront/shared/events';

type Store = ReturnType<typeof createStore>;

/** The shell owns the session (ARCHITECTURE); remotes see it through services.session. */
export const sessionAtom = atom<SessionSnapshot>({ status: 'unknown', customer: null });

/**
 * doc 1 §4: logged out until a login response or a customer fetch fills the
 * state; logout and a 401 reset it. Every change is published as session:changed.
 */
export function createSessionService(api: ApiClient, events: EventBus, store: Store): SessionService {
  const set = (next: SessionSnapshot) => {
    store.set(sessionAtom, next);
    events.publish('session:changed', { status: next.status, customerId: next.customer?.id ?? null });
  };
  const anonymous: SessionSnapshot = { status: 'anonymous', customer: null };

  return {
    snapshot: () => store.get(sessionAtom),
    subscribe: (listener) => store.sub(sessionAtom, () => listener(store.get(sessionAtom))),
    async login(credentials) {
      const customer = await login(api, { email: credentials.email, password: credentials.password }, credentials.recaptchaResponse);
      set({ status: 'authenticated', customer });
      return customer;
    },
    async logout() {
      try {
        await logout(api);
      } finally {
        set(anonymous);
      }
    },
    async refresh() {
      try {
        set({ status: 'authenticated', customer: await getCustomer(api) });
      } catch (error) {
        if (isApiError(error) && error.status === 401) set(anonymous);
        else {
          // The initial fetch must end in a known state, or login guards would wait forever.
          if (store.get(sessionAtom).status === 'unknown') set(anonymous);
          throw error;
        }
      }
    },
  };
}

/** doc 1 §4: a 401 resets the session (the API client reports it, the shell decides). */
export function resetSessionOnUnauthorized(store: Store, events: EventBus): () => void {
  return () => {
    if (store.get(sessionAtom).status !== 'authenticated') return;
    store.set(sessionAtom, { status: 'anonymous', customer: null });
    events.publish('session:changed', { status: 'anonymous', customerId: null });
  };
}
