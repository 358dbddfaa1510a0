import type { CustomerSeed } from '../store/customers';

/** The demo customer documented in the README, for trying the login by hand and in the e2e journeys. */
export const seedCustomers: CustomerSeed[] = [
  {
    customer: {
      id: 'c-10001',
      email: 'kundin@frischmarkt.example',
      firstName: 'Anna',
      lastName: 'Berger',
      salutation: 'Female',
      newsletterTopics: [],
      firstOrderDelivery: true,
      firstOrderClickAndCollect: true,
    },
    password: 'Einkauf2026!',
  },
];
