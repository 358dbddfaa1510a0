import { atom, type createStore } from 'jotai';
import { LOGGED_IN_COOKIE, readDocumentCookie, type ApiClient } from '@storefront/shared/platform/api';
import type { NotificationService, SessionService, SessionSnapshot } from '@storefront/shared/platform/contracts';
import type { EventBus } from '@storefront/shared/platform/events';
import type { LoginType } from '@storefront/shared/platform/schemas';
import type { SessionState } from './session-actions';

type Store = ReturnType<typeof createStore>;

/** The shell owns the session (ARCHITECTURE); remotes see it through services.session. */
export const sessionAtom = atom<SessionSnapshot>({ status: 'unknown', customer: null });

/**
 * The login type of doc 1 §3 (shared's LoginType): `normal` after a login on
 * this page, else the name of the cookie the session was recognised or lost by;
 * null while logged out.
 */
export const loginTypeAtom = atom<LoginType | null>(null);

/** A 401 from the loyalty card-info call is not a lost session: it leaves the customer logged in (doc 1 §4). */
const IGNORED_UNAUTHORIZED = '/api/customers/loyalty/card-info';

const ANONYMOUS: SessionSnapshot = { status: 'anonymous', customer: null };

/**
 * After a first customer fetch that got no answer (the backend starting, a slow network), while the
 * loggedIn cookie says there is a customer: when to ask again, about a minute in all, then no more.
 */
const CUSTOMER_RETRY_DELAYS_MS: readonly number[] = [2_000, 4_000, 8_000, 16_000, 32_000];

export interface Session {
  /** services.session; its refresh reloads the customer from the customer system, after a change (doc 1 §7 /refresh). */
  readonly service: SessionService;
  /** The page's first look at the session (GET /api/customers), at start. */
  load(): Promise<void>;
  /** The API client's 401 hook (doc 1 §4). */
  onUnauthorized(path: string): void;
}

/**
 * Logged out until a login response or a customer fetch fills the state;
 * logout, the loss of the loggedIn cookie or a 401 reset the customer and the
 * login type. The customer is asked for only while the loggedIn cookie
 * says there may be one; a 401 of a real session keeps its rules. Communication
 * settings are account data the shell does not hold: whoever holds them (the
 * account remote's profile pages, still to come) drops them on the
 * session:changed event that every change publishes.
 */
export function createSession(
  api: ApiClient,
  events: EventBus,
  store: Store,
  notifications: NotificationService,
  readCookie: (name: string) => string | undefined = readDocumentCookie,
): Session {
  const set = (next: SessionSnapshot, loginType: LoginType | null) => {
    store.set(loginTypeAtom, loginType);
    if (store.get(sessionAtom) === next) return;
    store.set(sessionAtom, next);
    events.publish('session:changed', { status: next.status, customerId: next.customer?.id ?? null });
  };
  const reset = () => {
    if (store.get(sessionAtom).status !== 'anonymous') set(ANONYMOUS, null);
  };

  const state: SessionState = {
    current: () => store.get(sessionAtom),
    loginType: () => store.get(loginTypeAtom),
    set,
    reset,
  };
  let actions: ReturnType<typeof loadActions> | undefined;
  const loadActions = () =>
    import(/* webpackChunkName: "lazy-session" */ './session-actions').then((module) => {
      module.watchLoggedInCookie(state);
      return module.createSessionActions(api, state, notifications);
    });
  const run = <T,>(call: (loaded: Awaited<ReturnType<typeof loadActions>>) => Promise<T>): Promise<T> => {
    // A session chunk that failed to load is asked for again by the next call, not kept as a failure.
    actions ??= loadActions().catch((error: unknown) => {
      actions = undefined;
      throw error;
    });
    return actions.then(call);
  };

  const fetchCustomer = (fresh: boolean, retry = 0): Promise<void> => {
    // Without the loggedIn cookie there is no session to ask about: a guest's page
    // makes no customer call (which could only answer 401) and loads no session code.
    if (readCookie(LOGGED_IN_COOKIE) === undefined) {
      reset();
      return Promise.resolve();
    }
    return run((loaded) => loaded.refresh(fresh)).catch((error: unknown) => {
      // The initial fetch must end in a known state, or login guards would wait forever.
      if (store.get(sessionAtom).status === 'unknown') set(ANONYMOUS, null);
      // No answer (a 401 resets and ends the fetch): the page's first look at the customer is taken again a
      // little later, so a slow start does not leave a logged-in customer logged out for the page's life.
      const delay = fresh ? undefined : CUSTOMER_RETRY_DELAYS_MS[retry];
      if (delay !== undefined) {
        setTimeout(() => {
          if (store.get(sessionAtom).status === 'anonymous') fetchCustomer(false, retry + 1).catch(() => undefined);
        }, delay);
      }
      throw error;
    });
  };

  const service: SessionService = {
    snapshot: () => store.get(sessionAtom),
    subscribe: (listener) => store.sub(sessionAtom, () => listener(store.get(sessionAtom))),
    login: (credentials) => run((loaded) => loaded.login(credentials)),
    logout: () => run((loaded) => loaded.logout()),
    refresh: () => fetchCustomer(true),
  };

  return {
    service,
    load: () => fetchCustomer(false),
    onUnauthorized(path) {
      // A 401 on a login-required page (profile) makes its guard send the shopper
      // to the login route with returnUrl and authRequired=true (routing/route-view).
      if (!path.startsWith(IGNORED_UNAUTHORIZED)) reset();
    },
  };
}
