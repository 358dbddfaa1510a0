import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  addCartItem,
  addDiscountCode,
  removeDiscountCode,
  setCartDistributionAddress,
  setCrateDepositDesired,
} from '@storefront/shared/cart';
import {
  addFavorite,
  favoriteStoreOf,
  removeFavorite,
  removeSavedPaymentMethod,
  setFavoriteStore,
  setPrimaryCustomerAddress,
  setPrimaryPaymentMethod,
  updateCommunicationSettings,
  updateCustomer,
  updateCustomerAddress,
} from '@storefront/shared/account';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { addCartPayment, finalizeCart, setCartBillingAddress, setCartDistributionTimeSlot, type CartFile } from '@storefront/shared/checkout';
import { BILLING, PASSWORD, PICKUP_WIEN_1, VIENNA_DELIVERY, firstBookableWindow, readyCart } from '@storefront/shop-api/testing/cart-shop.test-support';
import { DEMO } from '@storefront/shop-api/testing/accounts.test-support';
import { UNLINKED_GIFT_CARD_CODES } from '@storefront/shop-api/account/seed/customer-accounts';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '@storefront/server-kit/security/cookies';
import { CookieJar, fetchXsrfToken, inProcessApiClient, type TestApp } from '../testing/test-app.test-support';

/**
 * One case per mutating call for the Idempotency-Key test
 * (idempotency-every-call.test.ts): a real set-up, the call, and a probe of
 * the state that a second run of the call would change.
 */

export type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Call {
  readonly method: Method;
  /** Path and query. */
  readonly url: string;
  /** Sent as JSON when given. */
  readonly body?: unknown;
  /** A file upload: sent as this multipart body instead. */
  readonly multipart?: { readonly contentType: string; readonly payload: Buffer };
}

/** A multipart call with one file in the field `file`, encoded as a browser does. */
async function uploadCall(url: string, content: Buffer, type: string, name: string): Promise<Call> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  const encoded = new Request('http://shop.test', { method: 'POST', body: form });
  return { method: 'POST', url, multipart: { contentType: encoded.headers.get('content-type') ?? '', payload: Buffer.from(await encoded.arrayBuffer()) } };
}

const A_PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/** A browser: its cookies and the shared API client, for the set-up and for changes between the calls. */
export interface Visitor {
  readonly jar: CookieJar;
  readonly api: ApiClient;
}

export interface ArrangedCall {
  readonly visitor: Visitor;
  readonly call: Call;
  /**
   * The same path with another body (or, for a call without one, another
   * query): the key of `call` must not run it. Chosen so that running it
   * would move the probe.
   */
  readonly variant: Call;
  /** The state the call changes, read from the shop's database: a second run would move it. */
  probe(): unknown;
  /**
   * For a call whose second run would by itself change nothing (it sets what
   * is set already): a change made between the first call and its repeat,
   * which a second run would undo.
   */
  interfere?(first: LightMyRequestResponse): Promise<void>;
  /** The call only answers (it changes nothing); a second run shows in its answer, after `interfere`. */
  readonly readOnly?: true;
  /** The answer to `variant` under the call's key, where the route has its own (the wallet's 1005); else 422 idempotencyKeyReused. */
  readonly reusedKeyAnswer?: { readonly status: number; readonly errorCode: string | number };
}

/** A wallet call answers a reused key with 1005 "transaction idempotency conflict" (doc 2 §8). */
const WALLET_KEY_REUSED = { status: 409, errorCode: 1005 } as const;

export interface IdempotencyCase {
  /** The route as the app registers it: method and URL pattern. */
  readonly route: string;
  /** What this case shows, when a route has more than one. */
  readonly situation?: string;
  arrange(shop: TestApp): Promise<ArrangedCall>;
}

/** A browser that fetched its XSRF token, logged in as the customer with this address when one is given. */
export async function visitorOf(shop: TestApp, email?: string): Promise<Visitor> {
  const jar = new CookieJar();
  await fetchXsrfToken(shop.app, jar);
  if (email) await logIn(shop, jar, email);
  return { jar, api: inProcessApiClient(shop.app, jar) };
}

/**
 * The session a login would give, opened in the store: the login call itself
 * has its own case, and its password hashing would make every case slow.
 */
async function logIn(shop: TestApp, jar: CookieJar, email: string): Promise<void> {
  const account = await shop.store.customers.findByEmail(email);
  if (!account) throw new Error(`no demo customer ${email}`);
  jar.set(SESSION_COOKIE, await shop.store.sessions.create(account.customer.id));
  jar.set(LOGGED_IN_COOKIE, 'true');
  // The XSRF token is bound to the session: the browser's next /api/csrf gives it one for the new session.
  await fetchXsrfToken(shop.app, jar);
}

async function customerIdOf(shop: TestApp, email: string): Promise<string> {
  const account = await shop.store.customers.findByEmail(email);
  if (!account) throw new Error(`no demo customer ${email}`);
  return account.customer.id;
}

/** How many lines with this message the app logged. */
function logged(shop: TestApp, message: string): number {
  return shop.logs.filter((line) => line['msg'] === message).length;
}

function count(shop: TestApp, sql: string, ...params: unknown[]): number {
  return (shop.store.db.prepare(sql).get(...params) as { n: number }).n;
}

/** The cart of the visitor's cartId cookie, as stored. */
async function anonymousCart(shop: TestApp, visitor: Visitor) {
  const id = visitor.jar.get('cartId');
  const cart = id ? await shop.store.carts.find(id) : undefined;
  if (!cart) throw new Error('the visitor holds no cart');
  return cart;
}

/**
 * The call and its variant under the same key: the call with another body or
 * URL, or, for a call without a body, another query on the same path (its
 * only other input).
 */
function sending(call: Call, other?: { readonly body: unknown } | { readonly url: string }): Pick<ArrangedCall, 'call' | 'variant'> {
  const variant = other ? { ...call, ...other } : { ...call, url: `${call.url}${call.url.includes('?') ? '&' : '?'}repeat=other` };
  return { call, variant };
}

const STREET = { firstName: 'Lukas', lastName: 'Steiner', streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien' };
const ANNA_PROFILE = { birthdate: '1986-04-12', email: DEMO.anna, firstName: 'Annemarie', lastName: 'Berger', salutation: 'Female' } as const;
const REGISTRATION = {
  salutation: 'Female',
  firstName: 'Eva',
  lastName: 'Huber',
  streetName: 'Schottenring',
  streetNumber: '3',
  postalCode: '1010',
  city: 'Wien',
  country: 'AT',
  birthdate: '1990-05-17',
  password: PASSWORD,
  gender: 'Female',
  hasClubCard: false,
  hasActivationCode: false,
};
const CONTACT = {
  firstname: 'Anna',
  surname: 'Berger',
  email: DEMO.anna,
  contactgroup: 'order',
  ordernumber: '4711',
  text: 'Die Milch war leider sauer.',
};

/** A card payment of the customer's cart at the local provider, settled as its page would settle it. */
async function paidByCard(shop: TestApp, customerId: string): Promise<string> {
  const cart = await shop.store.carts.findOrCreateForCustomer(customerId);
  const payment = shop.store.orders.createProviderPayment({
    cartId: cart.id,
    methodKey: 'credit-cards',
    brandName: 'Mastercard',
    amount: 4250,
    savePaymentMethod: true,
    setPrimary: true,
  });
  shop.store.orders.settleProviderPayment(payment.checkoutId, 'AUTHORIZED');
  return payment.checkoutId;
}

/** A visitor with an anonymous cart holding milk (and coffee): the cart exists before the call. */
async function visitorWithCart(shop: TestApp): Promise<Visitor> {
  const visitor = await visitorOf(shop);
  await call(visitor.api, addCartItem, { body: { sku: '100201', quantity: 1 } });
  await call(visitor.api, addCartItem, { body: { sku: '100503', quantity: 2 } });
  return visitor;
}

export const IDEMPOTENCY_CASES: readonly IdempotencyCase[] = [
  // The client error report: it logs a line per run.
  {
    route: 'POST /logs',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop),
        ...sending({ method: 'POST', url: '/logs', body: { message: 'Fehler beim Laden' } }, { body: { message: 'Ein anderer Fehler' } }),
        probe: () => logged(shop, 'client error report'),
      };
    },
  },

  // Content forms.
  {
    route: 'POST /api/content/contact',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop),
        ...sending({ method: 'POST', url: '/api/content/contact', body: CONTACT }, { body: { ...CONTACT, text: 'Und die Butter auch.' } }),
        probe: () => count(shop, 'SELECT COUNT(*) AS n FROM contact_messages'),
      };
    },
  },
  {
    route: 'POST /api/content/questionnaire',
    async arrange(shop) {
      const answers = { questionnaireId: 'shop-survey-2026', answers: { rating: 'good', services: ['delivery'] } };
      return {
        visitor: await visitorOf(shop),
        ...sending({ method: 'POST', url: '/api/content/questionnaire', body: answers }, { body: { ...answers, answers: { rating: 'bad' } } }),
        probe: () => logged(shop, 'questionnaire received'),
      };
    },
  },
  {
    route: 'POST /api/content/newsletter-topics/manage',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop),
        ...sending(
          { method: 'POST', url: '/api/content/newsletter-topics/manage', body: { email: 'gast@example.org', subscribe: ['wochenangebote'] } },
          { body: { email: 'gast@example.org', subscribe: ['rezepte'] } },
        ),
        probe: () => logged(shop, 'anonymous newsletter confirmation mail (not sent: no mail service)'),
      };
    },
  },

  // Login and logout.
  {
    route: 'POST /api/auth/login',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop),
        ...sending(
          { method: 'POST', url: '/api/auth/login?recaptchaResponse=t', body: { email: DEMO.anna, password: PASSWORD } },
          { body: { email: DEMO.plain, password: PASSWORD } },
        ),
        // A second run opens another session.
        probe: () => shop.store.db.prepare('SELECT id, customer_id FROM sessions ORDER BY id').all(),
      };
    },
  },
  {
    route: 'POST /api/auth/logout',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      const sessionId = visitor.jar.get(SESSION_COOKIE) ?? '';
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/auth/logout' }),
        probe: () => shop.store.db.prepare('SELECT id FROM sessions ORDER BY id').all(),
        // The session is there again (as if the logout had not reached the database): a second run would end it.
        async interfere() {
          shop.store.db
            .prepare('INSERT INTO sessions (id, customer_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)')
            .run(sessionId, 'c-10001', Date.now(), Date.now());
        },
      };
    },
  },

  {
    route: 'POST /api/auth/logout',
    situation: 'the retry after a lost answer still sends the ended session',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.anna),
        ...sending({ method: 'POST', url: '/api/auth/logout' }),
        // A second run meets the ended session and reports it expired (the sessionExpired cookie).
        probe: () => shop.store.db.prepare('SELECT id FROM sessions ORDER BY id').all(),
      };
    },
  },

  // The customer's account.
  {
    route: 'POST /api/customers',
    situation: 'a new address: 202, the confirmation mail',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop),
        ...sending(
          { method: 'POST', url: '/api/customers?recaptchaResponse=t', body: { ...REGISTRATION, email: 'eva.huber@example.at' } },
          { body: { ...REGISTRATION, email: 'eva.huber@example.at', firstName: 'Erika' } },
        ),
        // A second run finds the address taken: the same 202 (by design, it tells nobody), so only its mail to the owner shows.
        probe: () => ({
          customers: shop.store.db.prepare("SELECT id, email_confirmed FROM customers WHERE email = 'eva.huber@example.at'").all(),
          accountExistsMails: logged(shop, 'account exists mail (not sent: no mail service)'),
        }),
      };
    },
  },
  {
    route: 'POST /api/customers',
    situation: 'an address known from a club card: 200 with a session',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop),
        ...sending(
          { method: 'POST', url: '/api/customers?recaptchaResponse=t', body: { ...REGISTRATION, email: 'filiale@frischmarkt.example' } },
          { body: { ...REGISTRATION, email: 'filiale@frischmarkt.example', firstName: 'Erika' } },
        ),
        probe: () => ({
          customers: shop.store.db.prepare("SELECT id FROM customers WHERE email = 'filiale@frischmarkt.example'").all(),
          sessions: shop.store.db.prepare('SELECT id FROM sessions ORDER BY id').all(),
        }),
      };
    },
  },
  {
    route: 'POST /api/customers',
    situation: "a club letter's activation code: used up with the registration",
    async arrange(shop) {
      const body = { ...REGISTRATION, email: 'eva.huber@example.at', hasActivationCode: true, activationCode: 'JOE7-K4M2-Q9PX' };
      return {
        visitor: await visitorOf(shop),
        ...sending({ method: 'POST', url: '/api/customers?recaptchaResponse=t', body }, { body: { ...body, activationCode: 'JOE3-H8TR-5WZC' } }),
        // A second run meets the code used (409).
        probe: () => shop.store.db.prepare('SELECT code, used_by IS NOT NULL AS used FROM club_activation_codes ORDER BY code').all(),
      };
    },
  },
  {
    route: 'PUT /api/customers',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      return {
        visitor,
        ...sending({ method: 'PUT', url: '/api/customers', body: ANNA_PROFILE }, { body: { ...ANNA_PROFILE, firstName: 'Zweite' } }),
        probe: async () => (await shop.store.customers.findById('c-10001'))?.firstName,
        interfere: async () => void (await call(visitor.api, updateCustomer, { body: { ...ANNA_PROFILE, firstName: 'Anni' } })),
      };
    },
  },
  {
    route: 'POST /api/customers/password-reset',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop),
        ...sending(
          { method: 'POST', url: '/api/customers/password-reset?recaptchaResponse=t', body: { email: DEMO.anna } },
          { body: { email: DEMO.plain } },
        ),
        // A second run mails (and stores) another link.
        probe: () => count(shop, 'SELECT COUNT(*) AS n FROM password_resets'),
      };
    },
  },
  {
    route: 'POST /api/customers/password-reset/confirm',
    async arrange(shop) {
      const reset = shop.store.customers.createPasswordReset(DEMO.anna, new Date(Date.now() + 60_000));
      if (!reset) throw new Error('no demo customer');
      const body = { token: reset.token, password: 'Sommerfrische!7' };
      return {
        visitor: await visitorOf(shop),
        ...sending({ method: 'POST', url: '/api/customers/password-reset/confirm', body }, { body: { ...body, password: 'Herbstlaub!8' } }),
        probe: () => shop.store.customers.passwordHash('c-10001'),
        // The link is open again and the password another (as if the first run had not reached the database): a second run would set it.
        async interfere() {
          shop.store.db
            .prepare('INSERT INTO password_resets (token_hash, customer_id, expires_at) VALUES (?, ?, ?)')
            .run(createHash('sha256').update(reset.token).digest('hex'), 'c-10001', new Date(Date.now() + 60_000).toISOString());
          shop.store.customers.setPasswordHash('c-10001', 'not-a-hash');
        },
      };
    },
  },
  {
    route: 'PUT /api/customers/password',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      const before = shop.store.customers.passwordHash('c-10001') ?? '';
      const body = { oldPassword: PASSWORD, newPassword: 'Sommerfrische!7' };
      return {
        visitor,
        ...sending({ method: 'PUT', url: '/api/customers/password', body }, { body: { ...body, newPassword: 'Herbstlaub!8' } }),
        probe: () => shop.store.customers.passwordHash('c-10001'),
        // The old password is back (changed again elsewhere): a second run would change it once more.
        interfere: async () => shop.store.customers.setPasswordHash('c-10001', before),
      };
    },
  },
  {
    route: 'POST /api/customers/physical-card/order',
    async arrange(shop) {
      const body = { firstName: 'Lukas', lastName: 'Steiner', streetName: 'Argentinierstraße', streetNumber: '8', postalCode: '1040', city: 'Wien', country: 'AT' };
      return {
        visitor: await visitorOf(shop, DEMO.plain),
        ...sending({ method: 'POST', url: '/api/customers/physical-card/order', body }, { body: { ...body, streetNumber: '9' } }),
        probe: () => shop.store.db.prepare("SELECT member_id, card_id, physical_card FROM loyalty_members WHERE customer_id = 'c-10002'").all(),
        // The membership is gone again (as if the first run had not reached the database): a second run would open another.
        async interfere() {
          shop.store.db.prepare("DELETE FROM loyalty_members WHERE customer_id = 'c-10002'").run();
        },
      };
    },
  },
  {
    route: 'POST /api/customers/offline-account',
    async arrange(shop) {
      const body = { email: 'filiale@frischmarkt.example', cardNumber: '9120098765436', firstName: 'Eva', lastName: 'Huber' };
      return {
        visitor: await visitorOf(shop),
        ...sending({ method: 'POST', url: '/api/customers/offline-account', body }, { body: { ...body, firstName: 'Erika' } }),
        // After interfere, a second run would open the account again and mail another link.
        probe: () => ({
          customers: shop.store.db.prepare("SELECT id FROM customers WHERE email = 'filiale@frischmarkt.example'").all(),
          links: count(shop, 'SELECT COUNT(*) AS n FROM password_resets'),
        }),
        // The store account waits again (as if the first run had not reached the database): a second run would open another.
        async interfere() {
          shop.store.db.prepare("UPDATE offline_accounts SET claimed_by = NULL WHERE email = 'filiale@frischmarkt.example'").run();
          shop.store.db.prepare("DELETE FROM loyalty_members WHERE card_id = '9120098765436'").run();
          shop.store.db.prepare('DELETE FROM password_resets').run();
          shop.store.db.prepare("DELETE FROM wallet_accounts WHERE customer_id IN (SELECT id FROM customers WHERE email = 'filiale@frischmarkt.example')").run();
          shop.store.db.prepare("DELETE FROM communication_settings WHERE customer_id IN (SELECT id FROM customers WHERE email = 'filiale@frischmarkt.example')").run();
          shop.store.db.prepare("DELETE FROM customers WHERE email = 'filiale@frischmarkt.example'").run();
        },
      };
    },
  },
  {
    route: 'PUT /api/customers/communication-settings',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      const settings = { personalEmailAllowed: false, personalMailAllowed: true, personalSmsAllowed: true };
      return {
        visitor,
        ...sending({ method: 'PUT', url: '/api/customers/communication-settings', body: settings }, { body: { ...settings, personalEmailAllowed: true } }),
        probe: () => shop.store.customers.communicationSettings('c-10001'),
        interfere: async () =>
          void (await call(visitor.api, updateCommunicationSettings, { body: { personalEmailAllowed: false, personalMailAllowed: false, personalSmsAllowed: false } })),
      };
    },
  },
  {
    route: 'POST /api/customers/favorite-store',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      return {
        visitor,
        ...sending(
          { method: 'POST', url: '/api/customers/favorite-store', body: { storeType: 'MY_STORE_store-wien-2', storeId: 'store-wien-2' } },
          { body: { storeType: 'MY_STORE_store-wien-3', storeId: 'store-wien-3' } },
        ),
        probe: async () => (await shop.store.customers.findById('c-10001'))?.favoriteStore,
        interfere: async () => void (await call(visitor.api, setFavoriteStore, { body: favoriteStoreOf('store-wien-1') })),
      };
    },
  },
  {
    route: 'POST /api/customers/newsletter-topics/manage',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.anna),
        ...sending(
          { method: 'POST', url: '/api/customers/newsletter-topics/manage', body: { subscribe: ['club-news'], unsubscribe: [] } },
          { body: { subscribe: ['rezepte'], unsubscribe: [] } },
        ),
        // Each run files another confirmation link.
        probe: () => count(shop, "SELECT COUNT(*) AS n FROM newsletter_confirmations WHERE customer_id = 'c-10001'"),
      };
    },
  },

  // The address book.
  {
    route: 'POST /api/customers/addresses/:category',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.plain),
        ...sending({ method: 'POST', url: '/api/customers/addresses/delivery', body: STREET }, { body: { ...STREET, streetNumber: '10' } }),
        probe: () => shop.store.addresses.list('c-10002').map((address) => address.streetNumber),
      };
    },
  },
  {
    route: 'PUT /api/customers/addresses/:category',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      return {
        visitor,
        ...sending(
          { method: 'PUT', url: '/api/customers/addresses/delivery', body: { ...STREET, id: 'a-10001-2' } },
          { body: { ...STREET, id: 'a-10001-2', streetNumber: '10' } },
        ),
        probe: () => shop.store.addresses.list('c-10001').find((address) => address.id === 'a-10001-2')?.streetName,
        interfere: async () =>
          void (await call(visitor.api, updateCustomerAddress, {
            params: { category: 'delivery' },
            body: { ...STREET, id: 'a-10001-2', streetName: 'Favoritenstraße' },
          })),
      };
    },
  },
  {
    route: 'POST /api/customers/addresses/:id/primary',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/customers/addresses/a-10001-2/primary' }),
        probe: () => shop.store.addresses.list('c-10001').filter((address) => address.primary).map((address) => address.id),
        interfere: async () => void (await call(visitor.api, setPrimaryCustomerAddress, { params: { id: 'a-10001-1' } })),
      };
    },
  },
  {
    route: 'DELETE /api/customers/addresses/:id',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.anna),
        ...sending({ method: 'DELETE', url: '/api/customers/addresses/a-10001-2' }),
        // A second run answers 404 addressNotFound.
        probe: () => shop.store.addresses.list('c-10001').map((address) => address.id),
      };
    },
  },
  {
    route: 'DELETE /api/customers/addresses/:id/combined',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.club),
        ...sending({ method: 'DELETE', url: '/api/customers/addresses/a-10003-1/combined' }),
        probe: () => shop.store.addresses.list('c-10003').map((address) => address.id),
      };
    },
  },

  // Saved payment methods.
  {
    route: 'POST /api/customers/payment-methods',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      const checkoutId = await paidByCard(shop, 'c-10001');
      const request = { checkoutId, methodKey: 'credit-cards', provider: 'frischpay', setPrimary: true };
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/customers/payment-methods', body: request }, { body: { ...request, setPrimary: false } }),
        probe: () => shop.store.paymentMethods.list('c-10001').activeMethods.map((method) => [method.paymentBrand, method.isPrimary]),
        // Saving the same card twice keeps one: the card is removed again, so a second run would bring it back.
        async interfere(first) {
          const saved = (first.json() as { activeMethods: Array<{ id: string; isPrimary: boolean }> }).activeMethods.find((method) => method.isPrimary);
          await call(visitor.api, removeSavedPaymentMethod, { params: { id: saved?.id ?? '' }, query: { provider: 'frischpay' } });
        },
      };
    },
  },
  {
    route: 'DELETE /api/customers/payment-methods/:id',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.anna),
        ...sending(
          { method: 'DELETE', url: '/api/customers/payment-methods/pm-10001-visa?provider=frischpay' },
          { url: '/api/customers/payment-methods/pm-10001-visa?provider=paypal' },
        ),
        probe: () => shop.store.paymentMethods.list('c-10001').activeMethods.map((method) => method.id),
      };
    },
  },
  {
    route: 'POST /api/customers/payment-methods/:id/set-primary',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.anna);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/customers/payment-methods/pm-10001-amex/set-primary' }),
        probe: () => shop.store.paymentMethods.list('c-10001').activeMethods.filter((method) => method.isPrimary).map((method) => method.id),
        interfere: async () => void (await call(visitor.api, setPrimaryPaymentMethod, { params: { id: 'pm-10001-visa' } })),
      };
    },
  },

  // The wallet.
  {
    route: 'PUT /api/customers/digital-wallet/gift-card',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.anna),
        ...sending(
          { method: 'PUT', url: '/api/customers/digital-wallet/gift-card', body: { code: UNLINKED_GIFT_CARD_CODES.fifty } },
          { body: { code: UNLINKED_GIFT_CARD_CODES.twenty } },
        ),
        reusedKeyAnswer: WALLET_KEY_REUSED,
        // A second run answers 1004 (linked already).
        probe: () => shop.store.db.prepare("SELECT id FROM gift_cards WHERE customer_id = 'c-10001' ORDER BY id").all(),
      };
    },
  },
  {
    route: 'DELETE /api/customers/digital-wallet/gift-card/:id',
    async arrange(shop) {
      return {
        visitor: await visitorOf(shop, DEMO.anna),
        ...sending({ method: 'DELETE', url: '/api/customers/digital-wallet/gift-card/gc-10001-1' }),
        reusedKeyAnswer: WALLET_KEY_REUSED,
        probe: () => shop.store.db.prepare("SELECT id FROM gift_cards WHERE customer_id = 'c-10001' ORDER BY id").all(),
      };
    },
  },

  // Favourites.
  {
    route: 'PUT /api/customers/favorites/:type',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.plain);
      return {
        visitor,
        ...sending({ method: 'PUT', url: '/api/customers/favorites/products', body: { reference: '100201' } }, { body: { reference: '100101' } }),
        probe: () => shop.store.favourites.list('c-10002'),
        // Adding a favourite held already changes nothing: it is removed again, so a second run would add it back.
        interfere: async () => void (await call(visitor.api, removeFavorite, { params: { type: 'products', reference: '100201' } })),
      };
    },
  },
  {
    route: 'DELETE /api/customers/favorites/:type/:reference',
    async arrange(shop) {
      const visitor = await visitorOf(shop, DEMO.plain);
      await call(visitor.api, addFavorite, { params: { type: 'products' }, body: { reference: '100201' } });
      await call(visitor.api, addFavorite, { params: { type: 'products' }, body: { reference: '100101' } });
      return {
        visitor,
        ...sending({ method: 'DELETE', url: '/api/customers/favorites/products/100201' }),
        // A second run answers 404 favoriteNotFound.
        probe: () => shop.store.favourites.list('c-10002'),
      };
    },
  },

  // The cart.
  {
    route: 'POST /api/carts/finalize',
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      await readyCart(visitor.api);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/finalize' }),
        // A second run meets the cart FINALIZED (409, errorCode 3).
        probe: async () => (await anonymousCart(shop, visitor)).status,
      };
    },
  },
  {
    route: 'POST /api/carts/reset',
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      await readyCart(visitor.api);
      await call(visitor.api, finalizeCart);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/reset' }),
        probe: async () => (await anonymousCart(shop, visitor)).status,
        interfere: async () => void (await call(visitor.api, finalizeCart)),
      };
    },
  },
  {
    route: 'POST /api/carts/billing-address',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/billing-address', body: BILLING }, { body: { ...BILLING, lastName: 'Huber' } }),
        probe: async () => (await anonymousCart(shop, visitor)).details.billingAddress,
        interfere: async () => void (await call(visitor.api, setCartBillingAddress, { body: { ...BILLING, firstName: 'Berta' } })),
      };
    },
  },
  {
    route: 'POST /api/carts/files',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const call = await uploadCall('/api/carts/files', A_PDF, 'application/pdf', 'bestellschein.pdf');
      const cartId = (await anonymousCart(shop, visitor)).id;
      return {
        visitor,
        call,
        // Another file under the same key is another call.
        variant: await uploadCall('/api/carts/files', A_PDF, 'application/pdf', 'genehmigung.pdf'),
        probe: () => shop.store.cartFiles.list(cartId).map((file) => file.name),
      };
    },
  },
  {
    route: 'DELETE /api/carts/files/:id',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const cartId = (await anonymousCart(shop, visitor)).id;
      const [file] = shop.store.cartFiles.add(cartId, { name: 'a.pdf', mediaType: 'application/pdf', content: A_PDF }, 3) as CartFile[];
      return {
        visitor,
        ...sending({ method: 'DELETE', url: `/api/carts/files/${file?.id ?? 'none'}` }),
        // A second run answers 404 fileNotFound.
        probe: () => shop.store.cartFiles.list(cartId).map((entry) => entry.id),
      };
    },
  },
  {
    route: 'POST /api/carts/set-customer',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const local = await anonymousCart(shop, visitor);
      await logIn(shop, visitor.jar, DEMO.cart);
      const customerId = await customerIdOf(shop, DEMO.cart);
      const stored = await shop.store.carts.findCurrentForCustomer(customerId);
      return {
        visitor,
        ...sending(
          { method: 'POST', url: `/api/carts/set-customer?anonymousCartId=${local.id}` },
          { url: `/api/carts/set-customer?anonymousCartId=${stored?.id ?? 'none'}` },
        ),
        // A second run no longer finds the browser's cart (404).
        probe: async () => ({
          local: await shop.store.carts.find(local.id),
          stored: stored && (await shop.store.carts.find(stored.id))?.status,
        }),
      };
    },
  },
  {
    route: 'POST /api/carts/merge/:id',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const local = await anonymousCart(shop, visitor);
      await logIn(shop, visitor.jar, DEMO.cart);
      const customerId = await customerIdOf(shop, DEMO.cart);
      return {
        visitor,
        ...sending({ method: 'POST', url: `/api/carts/merge/${local.id}` }),
        // A second run would add the milk and coffee again, or answer 404 for the abandoned cart.
        probe: async () => ({
          local: (await shop.store.carts.find(local.id))?.status,
          customers: (await shop.store.carts.findCurrentForCustomer(customerId))?.lines.map((line) => [line.sku, line.quantity]),
        }),
      };
    },
  },
  {
    route: 'POST /api/carts/crate-deposit-desired',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/crate-deposit-desired', body: { crateDepositDesired: true } }, { body: { crateDepositDesired: false } }),
        probe: async () => (await anonymousCart(shop, visitor)).details.crateDepositDesired,
        interfere: async () => void (await call(visitor.api, setCrateDepositDesired, { body: { crateDepositDesired: false } })),
      };
    },
  },
  {
    route: 'POST /api/carts/payment',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/payment', body: { methodKey: 'paypal', amount: 1000 } }, { body: { methodKey: 'paypal', amount: 2000 } }),
        // A second run replaces the planned payment with a new one (a new id).
        probe: async () => (await anonymousCart(shop, visitor)).details.payments,
      };
    },
  },
  {
    route: 'PUT /api/carts/payments/clean',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      await call(visitor.api, addCartPayment, { body: { methodKey: 'paypal', amount: 1000 } });
      return {
        visitor,
        ...sending({ method: 'PUT', url: '/api/carts/payments/clean' }),
        probe: async () => (await anonymousCart(shop, visitor)).details.payments.map((payment) => payment.methodKey),
        interfere: async () => void (await call(visitor.api, addCartPayment, { body: { methodKey: 'payment-at-the-door', amount: 500 } })),
      };
    },
  },
  {
    route: 'DELETE /api/carts/payment/:id',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const cart = await call(visitor.api, addCartPayment, { body: { methodKey: 'paypal', amount: 1000 } });
      return {
        visitor,
        ...sending({ method: 'DELETE', url: `/api/carts/payment/${cart.payments?.[0]?.id ?? 'none'}` }),
        // A second run answers 404 paymentNotFound.
        probe: async () => (await anonymousCart(shop, visitor)).details.payments,
      };
    },
  },
  {
    route: 'POST /api/carts/items',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/items', body: { sku: '100201', quantity: 1 } }, { body: { sku: '100201', quantity: 3 } }),
        probe: async () => (await anonymousCart(shop, visitor)).lines.map((line) => [line.sku, line.quantity]),
      };
    },
  },
  {
    route: 'POST /api/carts/items',
    situation: "the browser's first cart call: the answer sets the cartId cookie",
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/items', body: { sku: '100201', quantity: 1 } }, { body: { sku: '100201', quantity: 3 } }),
        // A second run adds to the cart again, or opens another one.
        probe: () => shop.store.db
            .prepare(
              `SELECT carts.id, sku, quantity FROM carts LEFT JOIN cart_lines ON cart_lines.cart_id = carts.id
               WHERE customer_id IS NULL AND status = 'OPEN' ORDER BY carts.id, sku`,
            )
            .all(),
      };
    },
  },
  {
    route: 'POST /api/carts/items/bulk',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const items = [
        { sku: '100201', quantity: 1 },
        { sku: '100603', quantity: 2 },
      ];
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/items/bulk', body: { items } }, { body: { items: [{ sku: '100603', quantity: 1 }] } }),
        probe: async () => (await anonymousCart(shop, visitor)).lines.map((line) => [line.sku, line.quantity]),
      };
    },
  },
  {
    route: 'DELETE /api/carts/items/all',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'DELETE', url: '/api/carts/items/all' }),
        probe: async () => (await anonymousCart(shop, visitor)).lines.map((line) => line.sku),
        interfere: async () => void (await call(visitor.api, addCartItem, { body: { sku: '100603', quantity: 1 } })),
      };
    },
  },
  {
    route: 'DELETE /api/carts/items/multiple',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      const [milk, coffee] = (await anonymousCart(shop, visitor)).lines;
      return {
        visitor,
        ...sending(
          { method: 'DELETE', url: `/api/carts/items/multiple?lineItemIds=${milk?.lineItemId ?? ''}` },
          { url: `/api/carts/items/multiple?lineItemIds=${coffee?.lineItemId ?? ''}` },
        ),
        // A second run answers 404 lineItemNotFound.
        probe: async () => (await anonymousCart(shop, visitor)).lines.map((line) => line.sku),
      };
    },
  },
  {
    route: 'POST /api/carts/discount-codes',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/discount-codes', body: { code: 'FRISCH10' } }, { body: { code: 'WILLKOMMEN5' } }),
        probe: async () => (await anonymousCart(shop, visitor)).details.discountCodes,
        // A code held already is kept once: it is removed again, so a second run would add it back.
        interfere: async () => void (await call(visitor.api, removeDiscountCode, { query: { code: 'FRISCH10' } })),
      };
    },
  },
  {
    route: 'DELETE /api/carts/discount-codes',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      // A cart holds one code; the other request names a code it does not hold, never run under the reused key.
      await call(visitor.api, addDiscountCode, { body: { code: 'FRISCH10' } });
      return {
        visitor,
        ...sending({ method: 'DELETE', url: '/api/carts/discount-codes?code=FRISCH10' }, { url: '/api/carts/discount-codes?code=WILLKOMMEN5' }),
        // A second run answers 404 discountCodeNotFound.
        probe: async () => (await anonymousCart(shop, visitor)).details.discountCodes,
      };
    },
  },
  {
    route: 'POST /api/carts/distribution-address',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/distribution-address', body: VIENNA_DELIVERY }, { body: { ...VIENNA_DELIVERY, streetNumber: '14' } }),
        probe: async () => (await anonymousCart(shop, visitor)).details.distributionAddress,
        interfere: async () => void (await call(visitor.api, setCartDistributionAddress, { body: PICKUP_WIEN_1 })),
      };
    },
  },
  {
    route: 'POST /api/carts/distribution-time-slot',
    async arrange(shop) {
      const visitor = await visitorWithCart(shop);
      await call(visitor.api, setCartDistributionAddress, { body: VIENNA_DELIVERY });
      const first = await firstBookableWindow(visitor.api, VIENNA_DELIVERY);
      const second = await firstBookableWindow(visitor.api, VIENNA_DELIVERY, 1);
      return {
        visitor,
        ...sending({ method: 'POST', url: '/api/carts/distribution-time-slot', body: { id: first } }, { body: { id: second } }),
        probe: async () => (await anonymousCart(shop, visitor)).details.timeSlotId,
        interfere: async () => void (await call(visitor.api, setCartDistributionTimeSlot, { body: { id: second } })),
      };
    },
  },

  // Checkout and capacity.
  {
    route: 'POST /api/checkout',
    situation: 'paid at the door: the order is placed',
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      const cart = await readyCart(visitor.api);
      await call(visitor.api, finalizeCart);
      return {
        visitor,
        ...sending(
          { method: 'POST', url: '/api/checkout', body: { paymentMethodKey: 'payment-at-the-door' } },
          { body: { paymentMethodKey: 'pay-by-invoice-b2c' } },
        ),
        // A second run places no second order but answers 409 (the cart is ORDERED); the window's capacity shows any second booking.
        probe: () => ({
          orders: shop.store.db.prepare('SELECT order_number, cart_id FROM orders').all(),
          booked: shop.store.db.prepare('SELECT booked FROM time_windows WHERE id = ?').get(cart.distributionWindow?.id),
        }),
      };
    },
  },
  {
    route: 'POST /api/checkout',
    situation: "by card: the provider's checkout is opened",
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      await readyCart(visitor.api);
      await call(visitor.api, finalizeCart);
      return {
        visitor,
        ...sending(
          { method: 'POST', url: '/api/checkout', body: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa' } },
          { body: { paymentMethodKey: 'paypal' } },
        ),
        probe: () => shop.store.db.prepare('SELECT checkout_id, status, outcome_reported FROM provider_payments ORDER BY created_at').all(),
        // The shopper cancels on the provider's page: a second run would report the cancellation (and mark it reported).
        async interfere(first) {
          shop.store.orders.settleProviderPayment((first.json() as { checkoutId: string }).checkoutId, 'CANCELLED');
        },
      };
    },
  },
  {
    route: 'POST /api/capacity',
    async arrange(shop) {
      const visitor = await visitorOf(shop);
      const window = await firstBookableWindow(visitor.api, VIENNA_DELIVERY);
      return {
        visitor,
        ...sending(
          { method: 'POST', url: '/api/capacity', body: { skus: [], distributionAddress: VIENNA_DELIVERY } },
          { body: { skus: [], distributionAddress: PICKUP_WIEN_1 } },
        ),
        readOnly: true,
        probe: () => shop.store.db.prepare('SELECT booked, capacity FROM time_windows WHERE id = ?').get(window),
        // The window fills up: a second run would answer it unavailable.
        async interfere() {
          shop.store.db.prepare('UPDATE time_windows SET booked = capacity WHERE id = ?').run(window);
        },
      };
    },
  },
];

