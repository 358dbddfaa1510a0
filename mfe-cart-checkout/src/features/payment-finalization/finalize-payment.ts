import * as z from 'zod/mini';
import { getCart, type Cart } from '@storefront/shared/cart';
import {
  getPaymentStatus,
  paymentReturnQuerySchema,
  resetCart,
  submitCheckout,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentReturnQuery,
} from '@storefront/shared/checkout';
import { call, isApiError } from '@storefront/shared/platform/api';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { trackedErrorEvent } from '@storefront/shared/platform/tracking';
import type { CartSession } from '../cart-session/cart-session';
import {
  checkoutRequestFromQuery,
  orderTypeOf,
  outcomeOfCheckout,
  paymentStepTarget,
  serviceTypeOf,
  stepFromPaymentStatus,
  type FinalizationOutcome,
  type FinalizationStep,
} from './finalization-rules';
import { keepCardOfOrder } from './keep-card';
import { confirmationOf, readOrderConfirmation, saveOrderConfirmation } from './order-confirmation';
import { trackPurchase } from './purchase-tracking';

/**
 * The Idempotency-Key of this tab's current attempt to finish a payment: kept
 * in sessionStorage until the attempt has led somewhere, so a reload or a retry
 * of the checkout call is answered with the first answer and nothing is paid
 * or ordered twice; the next payment, after the cart was reopened, has a new one.
 */
export const ATTEMPT_STORAGE_KEY = 'payment-finalization-attempt';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

let attemptInMemory: string | undefined;
function attemptKey(): string {
  try {
    const kept = window.sessionStorage.getItem(ATTEMPT_STORAGE_KEY);
    if (kept) return kept;
    const key = newKey();
    window.sessionStorage.setItem(ATTEMPT_STORAGE_KEY, key);
    return key;
  } catch {
    attemptInMemory ??= newKey();
    return attemptInMemory;
  }
}
function endAttempt(): void {
  attemptInMemory = undefined;
  try {
    window.sessionStorage.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to end.
  }
}

/** The query of doc 2 §2 as the page got it; a value outside the spec's lists counts as not given. */
export function readReturnQuery(query: URLSearchParams): PaymentReturnQuery {
  const parsed = z.safeParse(paymentReturnQuerySchema, Object.fromEntries(query));
  return parsed.success ? parsed.data : {};
}

async function settle<T>(promise: Promise<T>): Promise<{ result: T } | { error: unknown }> {
  try {
    return { result: await promise };
  } catch (error) {
    return { error };
  }
}

/**
 * Finishes the payment of the visitor's finalized cart (doc 2 §2, §4, §8) and
 * goes where it leads:
 * - the provider's query names the method: checkout is called with it; the
 *   shop answers the order (approved) or the payment error (declined,
 *   cancelled);
 * - initiator or type UNKNOWN (a finalized cart that left the payment page):
 *   the shop's payment state decides; an authorized payment is finished with
 *   checkout, anything else reopens the cart;
 * - an order: the card saved when the customer asked to keep it, the order
 *   kept for the confirmation, tracked, the cart session reloaded
 *   (the new cart is empty, `cart:updated` says so), then the confirmation;
 * - no order: the cart is reset (FINALIZED → OPEN) and the shopper is back at
 *   checkout's payment step with the same query plus step=payment and the
 *   message (paymentError);
 * - a cart no longer in payment: the tab's last confirmation (a reload after
 *   the order), else the cart page.
 * A call that could not reach the shop changes nothing and answers 'failed':
 * the page offers to try again, with the same Idempotency-Key.
 */
export async function finalizePayment(services: StorefrontServices, session: CartSession, query: URLSearchParams): Promise<FinalizationOutcome> {
  const { api, navigation } = services;
  const loaded = await settle(call(api, getCart));
  let cart: Cart | null = null;
  if ('error' in loaded) {
    if (!(isApiError(loaded.error) && loaded.error.status === 404)) return { kind: 'failed', error: loaded.error };
  } else {
    cart = loaded.result;
  }

  let step: FinalizationStep;
  if (!cart || cart.cartStatus !== 'FINALIZED') {
    step = { kind: 'not-finalized' };
  } else {
    const returned = readReturnQuery(query);
    const request = checkoutRequestFromQuery(returned);
    if (request) {
      step = { kind: 'checkout', request, ...(returned.provider ? { provider: returned.provider } : {}) };
    } else {
      const status = await settle(call(api, getPaymentStatus));
      if ('error' in status) return { kind: 'failed', error: status.error };
      step = stepFromPaymentStatus(status.result);
    }
  }

  let outcome: FinalizationOutcome;
  let request: CheckoutRequest | undefined;
  let result: CheckoutResult | undefined;
  let provider: string | undefined;
  if (step.kind === 'checkout') {
    request = step.request;
    provider = step.provider;
    const answered = await settle(call(api, submitCheckout, { body: request, idempotencyKey: attemptKey() }));
    if ('result' in answered) result = answered.result;
    outcome = outcomeOfCheckout(answered);
    if ('error' in answered && isApiError(answered.error) && (answered.error.kind === 'payment' || answered.error.kind === 'retail-gateway')) {
      // Payment and retail gateway errors are tracked.
      services.tracking.track(trackedErrorEvent(answered.error));
    }
  } else {
    outcome = step;
  }

  switch (outcome.kind) {
    case 'failed':
      return outcome;
    case 'ordered': {
      if (cart && request) {
        const { customer } = services.session.snapshot();
        const savedCard = await keepCardOfOrder(api, customer, request, result, provider);
        saveOrderConfirmation({ ...confirmationOf(cart, request, { ...result, orderNumber: outcome.orderNumber }), ...(savedCard ? { savedCard } : {}) });
        trackPurchase(services, cart, outcome.orderNumber, orderTypeOf(customer, serviceTypeOf(cart)));
        // The order changed the customer (its first order of this service type is placed): reloaded, so the next
        // order is tracked as the customer's next, not as a first order again.
        if (customer) void services.session.refresh().catch(() => undefined);
      }
      endAttempt();
      // The ordered cart is done: the shopper's cart is a new, empty one, and the mini-cart says so.
      await session.load().catch(() => undefined);
      navigation.navigate({ name: 'checkout-confirmation' }, { replace: true });
      return outcome;
    }
    case 'reopen': {
      const reopened = await settle(call(api, resetCart));
      if ('error' in reopened) return { kind: 'failed', error: reopened.error };
      endAttempt();
      await session.load().catch(() => undefined);
      navigation.navigate(paymentStepTarget(query, outcome.paymentError), { replace: true });
      return outcome;
    }
    case 'not-finalized':
      endAttempt();
      navigation.navigate(readOrderConfirmation() ? { name: 'checkout-confirmation' } : { name: 'cart' }, { replace: true });
      return outcome;
  }
}
