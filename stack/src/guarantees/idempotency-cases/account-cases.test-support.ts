import { createHash } from 'node:crypto';
import { favoriteStoreOf, setFavoriteStore, updateCommunicationSettings, updateCustomer } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import { PASSWORD } from '@storefront/shop-api/testing/cart-shop.test-support';
import { DEMO } from '@storefront/shop-api/testing/accounts.test-support';
import { count, type IdempotencyCase, logged, sending, visitorOf } from './case-kit.test-support';

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

/** The cases of the customer's account: registration, profile, password, the club card, settings and newsletters. */
export const ACCOUNT_CASES: readonly IdempotencyCase[] = [
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
];
