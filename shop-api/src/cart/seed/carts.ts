import type { StoredCartSeed } from '../store/carts';

/**
 * The stored cart of c-10004 (warenkorb@frischmarkt.example): an OPEN cart
 * with a few everyday articles, a deposit bottle pack and a discount code, so
 * logging in on a browser with its own cart shows the cart merge.
 */
export const seedStoredCarts: readonly StoredCartSeed[] = [
  {
    customerId: 'c-10004',
    lines: [
      { sku: '100201', quantity: 2 },
      { sku: '100301', quantity: 1 },
      { sku: '100501', quantity: 1 },
      { sku: '100102', quantity: 1 },
      { sku: '100503', quantity: 1 },
    ],
    details: { discountCodes: ['FRISCH10'] },
  },
];
