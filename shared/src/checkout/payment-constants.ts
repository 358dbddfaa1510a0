/* The payment methods, the surcharge methods and the wallet's gift card payment. */

/** The payment methods a shopper can choose. */
export const PAYMENT_METHOD_IDS = [
  'credit-cards',
  'pay-by-invoice-b2b',
  'pay-by-invoice-b2c',
  'payment-at-the-door',
  'payment-at-the-store',
  'paypal',
] as const;

/**
 * Methods that carry a percentage surcharge: total = amount × (100 + surcharge) / 100.
 * Paying at the door or at the store carries none. The surcharge values come from configuration.
 */
export const SURCHARGE_PAYMENT_METHOD_IDS = [
  'credit-cards',
  'pay-by-invoice-b2b',
  'pay-by-invoice-b2c',
  'paypal',
] as const satisfies ReadonlyArray<(typeof PAYMENT_METHOD_IDS)[number]>;

/**
 * Paying with the wallet's gift cards. The spec calls the method key "a fixed
 * gift-card constant" without showing it (doc 2 §4); 'gift-card' is this shop's value.
 */
export const GIFT_CARD_PAYMENT = { methodKey: 'gift-card', brandName: 'GIFTCARD', type: 'gift-card' } as const;

/** Session storage key recording the shopper's choice to pay with the wallet (doc 2 §4). */
export const USE_WALLET_SESSION_STORAGE_KEY = 'use-wallet';
