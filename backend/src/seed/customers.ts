import type { Customer } from '@storefront/shared/schemas';

export interface CustomerSeed {
  readonly customer: Customer;
  /** Hashed when the store is created; never stored in clear. */
  readonly password: string;
}

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
