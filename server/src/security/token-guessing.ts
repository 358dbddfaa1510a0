import type { FailurePolicy } from '@storefront/server-kit/security/attempt-ledger';

/** Wrong operator or team tokens from one client (/ops sign-in, the release API): five free, then 1, 2, 4 … minutes, at most an hour. */
export const TOKEN_FAILURES: FailurePolicy = { freeFailures: 5, firstDelayMs: 60_000, maxDelayMs: 60 * 60_000 };
