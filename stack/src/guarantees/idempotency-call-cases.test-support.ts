import { ACCOUNT_CASES } from './idempotency-cases/account-cases.test-support';
import type { IdempotencyCase } from './idempotency-cases/case-kit.test-support';
import { CART_CASES } from './idempotency-cases/cart-cases.test-support';
import { CHECKOUT_CASES } from './idempotency-cases/checkout-cases.test-support';
import { SAVED_DATA_CASES } from './idempotency-cases/saved-data-cases.test-support';
import { SESSION_AND_CONTENT_CASES } from './idempotency-cases/session-and-content-cases.test-support';

/**
 * One case per mutating call for the Idempotency-Key test (idempotency-every-call.test.ts): a real set-up,
 * the call, and a probe of the state that a second run of the call would change. Each domain's cases are in
 * a file of their own (idempotency-cases/); the test fails for a mutating route that has none.
 */
export const IDEMPOTENCY_CASES: readonly IdempotencyCase[] = [
  ...SESSION_AND_CONTENT_CASES,
  ...ACCOUNT_CASES,
  ...SAVED_DATA_CASES,
  ...CART_CASES,
  ...CHECKOUT_CASES,
];
