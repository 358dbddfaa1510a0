import type { Cart } from '@storefront/shared/cart';
import type { CheckoutRequest, CheckoutResult, PaymentReturnQuery, PaymentStatus } from '@storefront/shared/checkout';
import type { OrderType } from '@storefront/shared/cart';
import type { RouteTarget } from '@storefront/shared/platform/contracts';
import type { Customer } from '@storefront/shared/platform/schemas';
import { isApiError } from '@storefront/shared/platform/api';

/** The query names of doc 2 §2 the checkout page is reached with again, in this order. */
const RETURN_QUERY_NAMES = [
  'paymentBrandName',
  'paymentMethodKey',
  'paymentInitiator',
  'paymentMethodType',
  'provider',
  'savePaymentMethod',
  'setPrimary',
  'savedPaymentMethodId',
] as const satisfies ReadonlyArray<keyof PaymentReturnQuery>;

/** Payment error codes the message bundle has a text for (`checkout.paymentError.<code>`). */
export const PAYMENT_ERROR_CODES_WITH_TEXT: readonly string[] = [
  'declined',
  'cancelled',
  'methodNotAvailable',
  'savedMethodNotFound',
  'savedMethodExpired',
  'companyMissing',
  'notCompleted',
  'general',
];

/** What the page does once it knows how the payment ended. */
export type FinalizationOutcome =
  /** The order is placed: on to the confirmation. */
  | { readonly kind: 'ordered'; readonly orderNumber: string }
  /** The payment did not go through: the cart is reopened and the shopper pays again, told why (a message key or an errorCode). */
  | { readonly kind: 'reopen'; readonly paymentError?: string }
  /** The cart is not (any more) in payment: nothing to finish here. */
  | { readonly kind: 'not-finalized' }
  /** The shop could not be asked (network, server): nothing is known, so nothing changes; the shopper may try again. */
  | { readonly kind: 'failed'; readonly error: unknown };

/** The next step for the page: place the order with this payment, or reopen / leave without a call. */
export type FinalizationStep =
  /** Place the order with this payment; provider names who took the card, for keeping it afterwards. */
  | { readonly kind: 'checkout'; readonly request: CheckoutRequest; readonly provider?: string }
  | Exclude<FinalizationOutcome, { kind: 'ordered' } | { kind: 'failed' }>;

/**
 * The checkout call the provider's return asks for (doc 2 §2): the method and
 * brand of the query, with the shopper's save-for-later and set-primary
 * choices. Without a method, or with initiator UNKNOWN (a finalized cart that
 * left the payment page), the query says nothing: the shop is asked instead.
 */
export function checkoutRequestFromQuery(query: PaymentReturnQuery): CheckoutRequest | null {
  if (query.paymentInitiator === 'UNKNOWN' || query.paymentMethodType === 'UNKNOWN' || !query.paymentMethodKey) return null;
  return {
    paymentMethodKey: query.paymentMethodKey,
    ...(query.paymentBrandName ? { paymentBrandName: query.paymentBrandName } : {}),
    ...(query.savedPaymentMethodId ? { savedPaymentMethodId: query.savedPaymentMethodId } : {}),
    savePaymentMethod: query.savePaymentMethod ?? false,
    setPrimary: query.setPrimary ?? false,
  };
}

/**
 * What the shop's payment state means for a finalized cart reached without the
 * provider's query: an authorized payment is finished with checkout; a
 * declined or cancelled one, or one the shopper left open, reopens the cart
 * with its message; no payment at all reopens it without one.
 */
export function stepFromPaymentStatus(status: PaymentStatus): FinalizationStep {
  if (status.cartStatus !== 'FINALIZED') return { kind: 'not-finalized' };
  const payment = status.payment;
  if (!payment) return { kind: 'reopen' };
  switch (payment.status) {
    case 'AUTHORIZED':
    case 'CAPTURED':
      return {
        kind: 'checkout',
        request: {
          paymentMethodKey: payment.methodKey,
          ...(payment.brandName ? { paymentBrandName: payment.brandName } : {}),
          savePaymentMethod: payment.savePaymentMethod,
          setPrimary: payment.setPrimary,
        },
        ...(payment.provider ? { provider: payment.provider } : {}),
      };
    case 'DECLINED':
      return { kind: 'reopen', paymentError: paymentErrorKey('declined') };
    case 'CANCELLED':
      return { kind: 'reopen', paymentError: paymentErrorKey('cancelled') };
    case 'PENDING':
      return { kind: 'reopen', paymentError: paymentErrorKey('notCompleted') };
  }
}

/** The message key of a payment error code when the bundle has one, else the code itself. */
export function paymentErrorKey(code: string): string {
  return PAYMENT_ERROR_CODES_WITH_TEXT.includes(code) ? `checkout.paymentError.${code}` : code;
}

/** How the checkout call ended, as a step for the page (doc 1 §8 for the error kinds). */
export function outcomeOfCheckout(settled: { readonly result: CheckoutResult } | { readonly error: unknown }): FinalizationOutcome {
  if ('result' in settled) {
    if (settled.result.orderNumber) return { kind: 'ordered', orderNumber: settled.result.orderNumber };
    // The shop opened (or kept open) a payment at the provider: the shopper came back without deciding.
    return { kind: 'reopen', paymentError: paymentErrorKey('notCompleted') };
  }
  const { error } = settled;
  if (!isApiError(error)) return { kind: 'failed', error };
  if (error.kind === 'payment') return { kind: 'reopen', paymentError: paymentErrorKey(error.details.paymentError?.code ?? 'general') };
  if (error.kind === 'retail-gateway') return { kind: 'reopen', paymentError: String(error.details.retailGateway?.errorCode ?? error.details.errorCode ?? 'general') };
  if (error.kind === 'backend') {
    // The cart is no longer in payment: ordered already (a reload after the order), or reopened meanwhile.
    if (error.details.errorCode === 'cartNotFinalized') return { kind: 'not-finalized' };
    // The shop refused the order (a window taken meanwhile, a voucher used up …): paid again after the shopper fixed it.
    if (error.status >= 400 && error.status < 500) return { kind: 'reopen', paymentError: String(error.details.errorCode ?? 'general') };
  }
  return { kind: 'failed', error };
}

/**
 * The checkout page's payment step again (doc 2 §2): the query the provider
 * returned with, plus step=payment and the message the step opens with.
 */
export function paymentStepTarget(query: URLSearchParams, paymentError: string | undefined): RouteTarget {
  const target: Record<string, string> = {};
  for (const name of RETURN_QUERY_NAMES) {
    const value = query.get(name);
    if (value !== null) target[name] = value;
  }
  target['step'] = 'payment';
  if (paymentError) target['paymentError'] = paymentError;
  return { name: 'checkout', query: target };
}

/**
 * The order type of the purchase tracking (doc 2 §1): a guest's order; a
 * customer's first order of the service type (the customer's flag before this
 * order); any other customer order.
 */
export function orderTypeOf(customer: Customer | null, serviceType: 'DELIVERY' | 'CLICK_AND_COLLECT' | undefined): OrderType {
  if (!customer) return 'guest_order';
  const first = serviceType === 'CLICK_AND_COLLECT' ? customer.firstOrderClickAndCollect : customer.firstOrderDelivery;
  return first ? 'first_order' : 'customer_order';
}

/** The cart's service type, from its distribution address. */
export function serviceTypeOf(cart: Cart | null | undefined): 'DELIVERY' | 'CLICK_AND_COLLECT' | undefined {
  return cart?.distributionAddress?.distributionType ?? undefined;
}
