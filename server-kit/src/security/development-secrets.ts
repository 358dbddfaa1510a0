/**
 * The secrets development and the tests run with. They are in this
 * repository, so anyone can read them: outside development each must be set
 * to a value of the shop's own, and these very values are refused there
 * (config.ts), however they are set.
 */

/** Signs the local payment provider's webhook (PAYMENT_WEBHOOK_SECRET). */
export const DEVELOPMENT_WEBHOOK_SECRET = 'frischpay-development-secret';

/** Signs the XSRF tokens (XSRF_SECRET, security/xsrf-tokens.ts). */
export const DEVELOPMENT_XSRF_SECRET = 'development-xsrf-secret-not-for-any-real-shop';
