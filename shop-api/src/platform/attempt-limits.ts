import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Operation } from '@storefront/shared/platform/api';
import { login } from '@storefront/shared/platform/operations';
import { activateOfflineAccount, linkGiftCard, registerCustomer, requestPasswordReset } from '@storefront/shared/account';
import { addDiscountCode } from '@storefront/shared/cart';
import { HttpError } from '@storefront/server-kit/http/errors';
import type { ShopStore } from './shop-store';
import type { AttemptLedger, FailurePolicy } from '@storefront/server-kit/security/attempt-ledger';
import { clientKeyOf } from '@storefront/server-kit/security/client-key';
import type { CaptchaVerifier } from './captcha';
import { CART_COOKIE } from '@storefront/server-kit/security/cookies';
import { sessionCustomerId } from '../account/rules/session';

/**
 * Anti-automation of the shop's guessable calls: signing in, registering,
 * asking for a password reset, activating a store card's account, linking a
 * gift card and adding a discount code. Two kinds of limit, each where it
 * works best:
 *
 * - **Per client** (the caller's IP address): a cap on calls in a window,
 *   by @fastify/rate-limit on the route, with its counters in the database
 *   (attempt-ledger.ts) so that all server instances count together. It stops
 *   one machine from trying many accounts or codes. Shoppers behind one
 *   address (a carrier's NAT, an office) share it, so the caps are generous
 *   and a deployment can raise them (CLIENT_RATE_LIMIT_SCALE).
 * - **Per account** (an e-mail address, a customer, a cart): failures cost a
 *   wait that doubles with each one after a few free ones, and a success
 *   forgets them. It stops guessing one account's password or one wallet's
 *   codes from many machines, and a shopper who mistypes twice never waits.
 *
 * A refused call answers 429 with Retry-After and the German message the
 * shop shows ("Zu viele Versuche. Bitte warten Sie 5 Minuten."); it changes
 * nothing and checks no password.
 */

/** Who a limit counts: the account the call is for, or nobody but the client. */
type AccountKey = (request: FastifyRequest, store: ShopStore) => Promise<string | undefined> | string | undefined;

interface GuardedCall {
  /** Names the limit in keys and logs. */
  readonly name: string;
  /** Calls per client (IP) in a window, before CLIENT_RATE_LIMIT_SCALE. */
  readonly perClient: { readonly max: number; readonly windowMs: number };
  /** Failures per account slow that account's next attempts (`failed` tells a failure by the answer). */
  readonly accountFailures?: { readonly key: AccountKey; readonly policy: FailurePolicy; readonly failed: (status: number) => boolean };
  /** Calls per account in a window (an address that gets mails, whoever asks). */
  readonly accountCalls?: { readonly key: AccountKey; readonly max: number; readonly windowMs: number };
  /** Failures per client, across accounts (one machine trying many passwords), before CLIENT_RATE_LIMIT_SCALE. */
  readonly clientFailures?: { readonly policy: FailurePolicy; readonly failed: (status: number) => boolean };
  /** The captcha action the browser sent an answer for (the query's recaptchaResponse). */
  readonly captchaAction?: string;
}

const MINUTE = 60_000;

/** A password: five free failures, then 1, 2, 4 … minutes, at most an hour. */
export const SIGN_IN_FAILURES: FailurePolicy = { freeFailures: 5, firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE };
/** A code (gift card, discount): eight free failures, then 1, 2, 4 … minutes, at most an hour. */
export const CODE_FAILURES: FailurePolicy = { freeFailures: 8, firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE };
/** Wrong passwords from one client for any accounts: twenty free, then doubling from a minute. */
export const CLIENT_SIGN_IN_FAILURES: FailurePolicy = { freeFailures: 20, firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE };

/** The e-mail address a call names in its body, as the account's key (compared as typed accounts are: trimmed, lower case). */
function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

const customerOf: AccountKey = async (request, store) => sessionCustomerId(request, store);
/** A cart's codes: the customer's, else the visitor's cart, else only the client counts. */
const cartOf: AccountKey = async (request, store) => (await sessionCustomerId(request, store)) ?? request.cookies[CART_COOKIE];
const rejected = (status: number) => status >= 400 && status < 500 && status !== 429;

export const GUARDED_CALLS: ReadonlyMap<Operation, GuardedCall> = new Map<Operation, GuardedCall>([
  [
    login,
    {
      name: 'sign-in',
      perClient: { max: 30, windowMs: 5 * MINUTE },
      accountFailures: { key: emailOf, policy: SIGN_IN_FAILURES, failed: (status) => status === 401 },
      clientFailures: { policy: CLIENT_SIGN_IN_FAILURES, failed: (status) => status === 401 },
      captchaAction: 'login',
    },
  ],
  [registerCustomer, { name: 'registration', perClient: { max: 10, windowMs: 60 * MINUTE }, captchaAction: 'registration' }],
  [
    requestPasswordReset,
    {
      name: 'password-reset',
      perClient: { max: 10, windowMs: 15 * MINUTE },
      // Three mails an hour to one address at most, whoever asks: no mail bombing through the shop.
      accountCalls: { key: emailOf, max: 3, windowMs: 60 * MINUTE },
      captchaAction: 'password_reset',
    },
  ],
  [
    activateOfflineAccount,
    {
      name: 'offline-account',
      perClient: { max: 10, windowMs: 60 * MINUTE },
      accountCalls: { key: emailOf, max: 5, windowMs: 60 * MINUTE },
      captchaAction: 'offline_account',
    },
  ],
  [
    linkGiftCard,
    { name: 'gift-card', perClient: { max: 30, windowMs: 15 * MINUTE }, accountFailures: { key: customerOf, policy: CODE_FAILURES, failed: rejected } },
  ],
  [
    addDiscountCode,
    { name: 'discount-code', perClient: { max: 30, windowMs: 15 * MINUTE }, accountFailures: { key: cartOf, policy: CODE_FAILURES, failed: rejected } },
  ],
]);

/** "Zu viele Versuche. Bitte warten Sie 3 Minuten.": whole minutes, rounded up, in the right number. */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return `Zu viele Versuche. Bitte warten Sie ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}.`;
}

/** The shop's 429: the German message, and when to try again (the Retry-After header says it too). */
export function tooManyAttempts(waitMs: number): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, 'tooManyAttempts', tooManyAttemptsMessage(waitMs), { retryAfterSeconds });
}

/**
 * The @fastify/rate-limit store over the attempt ledger: one counter per
 * route's limit (its groupId) and client, in the database.
 */
export function ledgerRateLimitStore(ledger: AttemptLedger, now: () => number) {
  return class LedgerRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(params: object = {}) {
      const { groupId } = params as { readonly groupId?: string };
      this.prefix = groupId ? `${groupId}|` : 'global|';
    }

    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      ledger.countCall(`client-calls|${this.prefix}${key}`, timeWindow, now()).then(
        ({ calls, resetInMs }) => done(null, { current: calls, ttl: resetInMs }),
        (error: unknown) => done(error as Error),
      );
    }

    read(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      ledger.readCalls(`client-calls|${this.prefix}${key}`, timeWindow, now()).then(
        ({ calls, resetInMs }) => done(null, { current: calls, ttl: resetInMs }),
        (error: unknown) => done(error as Error),
      );
    }

    // Typed as the route's options; the plugin passes the route's limit with them (its groupId).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): LedgerRateLimitStore {
      return new LedgerRateLimitStore(routeOptions);
    }
  };
}

export interface AttemptLimitOptions {
  readonly store: ShopStore;
  readonly ledger: AttemptLedger;
  readonly captcha: CaptchaVerifier;
  /** Multiplies every per-client limit (CLIENT_RATE_LIMIT_SCALE, default 1). */
  readonly clientScale: number;
  readonly now: () => number;
}

/**
 * Registers the limits: before the routes (its onRoute hook gives each guarded
 * operation's route its per-client cap) and after the idempotency hook (a
 * replayed answer is no new attempt).
 */
export async function installAttemptLimits(app: FastifyInstance, options: AttemptLimitOptions): Promise<void> {
  const { store, ledger, captcha, clientScale, now } = options;
  const guardOf = (request: FastifyRequest) => {
    const operation = request.routeOptions.config.operation;
    return operation ? GUARDED_CALLS.get(operation) : undefined;
  };

  app.addHook('onRoute', (route) => {
    const guarded = route.config?.operation ? GUARDED_CALLS.get(route.config.operation) : undefined;
    if (!guarded) return;
    route.config = {
      ...route.config,
      rateLimit: { max: guarded.perClient.max * clientScale, timeWindow: guarded.perClient.windowMs, groupId: guarded.name },
    };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: ledgerRateLimitStore(ledger, now),
    keyGenerator: clientKeyOf,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });

  /** The keys a guarded call was counted under, for its answer to settle. */
  const counted = new WeakMap<FastifyRequest, { readonly account?: string; readonly client?: string; readonly accountCalls?: string }>();

  app.addHook('preHandler', async (request, reply) => {
    const guarded = guardOf(request);
    if (!guarded || reply.sent) return;
    const at = now();
    const refuse = (waitMs: number) => {
      const error = tooManyAttempts(waitMs);
      reply.header('retry-after', String(error.customPayload?.['retryAfterSeconds']));
      return error;
    };
    if (guarded.captchaAction) {
      const answer = (request.query as { recaptchaResponse?: unknown }).recaptchaResponse;
      const verdict = await captcha.verify(typeof answer === 'string' ? answer : undefined, { action: guarded.captchaAction, tenant: request.tenant.id, ip: request.ip });
      if (verdict === 'failed') throw new HttpError(400, 'captchaFailed', 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.');
    }
    const client = guarded.clientFailures ? `client-failures|${guarded.name}|${clientKeyOf(request)}` : undefined;
    const clientWait = client ? await ledger.waitMs(client, at) : 0;
    if (clientWait > 0) throw refuse(clientWait);
    // Calls per account count once answered (onSend): a request refused as invalid sends no mail and costs nothing.
    const accountCallsKey = guarded.accountCalls ? await guarded.accountCalls.key(request, store) : undefined;
    const accountCalls = accountCallsKey === undefined ? undefined : `account-calls|${guarded.name}|${accountCallsKey}`;
    if (accountCalls && guarded.accountCalls) {
      const { calls, resetInMs } = await ledger.readCalls(accountCalls, guarded.accountCalls.windowMs, at);
      if (calls >= guarded.accountCalls.max) throw refuse(resetInMs);
    }
    const accountKey = guarded.accountFailures ? await guarded.accountFailures.key(request, store) : undefined;
    const account = accountKey === undefined ? undefined : `account-failures|${guarded.name}|${accountKey}`;
    const accountWait = account ? await ledger.waitMs(account, at) : 0;
    if (accountWait > 0) throw refuse(accountWait);
    counted.set(request, { ...(account ? { account } : {}), ...(client ? { client } : {}), ...(accountCalls ? { accountCalls } : {}) });
  });

  // The answer settles the attempt before it leaves (so the next attempt already sees it): a failure earns its
  // wait, a success forgets the account's failures.
  app.addHook('onSend', async (request, reply) => {
    const keys = counted.get(request);
    const guarded = keys && guardOf(request);
    if (!keys || !guarded) return;
    const status = reply.statusCode;
    const at = now();
    if (keys.account && guarded.accountFailures) {
      if (guarded.accountFailures.failed(status)) await ledger.failed(keys.account, at, guarded.accountFailures.policy);
      else if (status < 300) await ledger.succeeded(keys.account);
    }
    if (keys.accountCalls && guarded.accountCalls && status < 400) await ledger.countCall(keys.accountCalls, guarded.accountCalls.windowMs, at);
    if (keys.client && guarded.clientFailures?.failed(status)) {
      const policy = guarded.clientFailures.policy;
      await ledger.failed(keys.client, at, { ...policy, freeFailures: policy.freeFailures * clientScale });
    }
  });
}
