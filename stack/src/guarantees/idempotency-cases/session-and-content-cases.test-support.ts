import { PASSWORD } from '@storefront/shop-api/testing/cart-shop.test-support';
import { DEMO } from '@storefront/shop-api/testing/accounts.test-support';
import { SESSION_COOKIE } from '@storefront/server-kit/security/cookies';
import { count, type IdempotencyCase, logged, sending, visitorOf } from './case-kit.test-support';

const CONTACT = {
  firstname: 'Anna',
  surname: 'Berger',
  email: DEMO.anna,
  contactgroup: 'order',
  ordernumber: '4711',
  text: 'Die Milch war leider sauer.',
};

/** The cases of the client's error report, the content forms, and login and logout. */
export const SESSION_AND_CONTENT_CASES: readonly IdempotencyCase[] = [
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
];
