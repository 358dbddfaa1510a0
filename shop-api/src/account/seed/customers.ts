import type { CustomerSeed } from '../store/customers';

/** Every demo customer's password, documented in the README. */
export const DEMO_PASSWORD = 'Einkauf2026!';

/**
 * The demo customers (README "Demo customers"): each shows a part of the
 * account. Their saved data is in seed/customer-accounts.ts; the checkout
 * seeds the stored cart of c-10004.
 */
export const seedCustomers: CustomerSeed[] = [
  {
    // Saved addresses and payment methods (one card expired), a gift card in her wallet, favorites.
    customer: {
      id: 'c-10001',
      email: 'kundin@frischmarkt.example',
      firstName: 'Anna',
      lastName: 'Berger',
      salutation: 'Female',
      birthdate: '1986-04-12',
      phoneNumber: '+436641234567',
      newsletterTopics: [{ newsletterTopicId: 'wochenangebote' }],
      firstOrderDelivery: false,
      firstOrderClickAndCollect: true,
      favoriteStore: { storeType: 'MY_STORE_store-wien-1', storeId: 'store-wien-1' },
    },
    password: DEMO_PASSWORD,
  },
  {
    // A new customer with nothing saved.
    customer: {
      id: 'c-10002',
      email: 'neu@frischmarkt.example',
      firstName: 'Lukas',
      lastName: 'Steiner',
      salutation: 'Male',
      newsletterTopics: [],
      firstOrderDelivery: true,
      firstOrderClickAndCollect: true,
    },
    password: DEMO_PASSWORD,
  },
  {
    // A loyalty club member with vouchers, a physical card and an active delivery pass. The household's
    // club card was opened as "Familie" (doc 1 §3: the shop removes that salutation when it loads the customer).
    customer: {
      id: 'c-10003',
      email: 'club@frischmarkt.example',
      firstName: 'Maria',
      lastName: 'Gruber',
      salutation: 'Family',
      academicTitle: 'Mag.',
      birthdate: '1979-09-30',
      newsletterTopics: [{ newsletterTopicId: 'club-news' }],
      firstOrderDelivery: false,
      firstOrderClickAndCollect: false,
    },
    password: DEMO_PASSWORD,
  },
  {
    // The checkout seeds an open stored cart with items for this customer.
    customer: {
      id: 'c-10004',
      email: 'warenkorb@frischmarkt.example',
      firstName: 'Thomas',
      lastName: 'Wagner',
      salutation: 'Male',
      newsletterTopics: [],
      firstOrderDelivery: true,
      firstOrderClickAndCollect: true,
    },
    password: DEMO_PASSWORD,
  },
  {
    // Taken over from the old customer club: the club card was reported lost and is blocked (card-info 10048),
    // and no wallet account was ever opened for the account (wallet 1010).
    customer: {
      id: 'c-10005',
      email: 'gesperrt@frischmarkt.example',
      firstName: 'Karl',
      lastName: 'Huber',
      salutation: 'Male',
      newsletterTopics: [],
      firstOrderDelivery: true,
      firstOrderClickAndCollect: true,
    },
    password: DEMO_PASSWORD,
  },
];
