import type { Cart } from '@storefront/shared/cart';
import { GIFT_CARD_PAYMENT, type CheckoutRequest, type CheckoutResult } from '@storefront/shared/checkout';

/**
 * What the confirmation page shows of an order (doc 1 §2 `-ok`): kept in this
 * tab's sessionStorage when the order is placed, so a reload shows it again and
 * another tab or a later visit never sees it. The shop has no call that reads
 * an order back (doc 2 §7 lists none), and the page needs nothing the cart
 * did not have a moment before the order.
 */
export const ORDER_CONFIRMATION_STORAGE_KEY = 'order-confirmation';

export interface OrderConfirmation {
  readonly orderNumber: string;
  readonly serviceType: 'DELIVERY' | 'CLICK_AND_COLLECT';
  readonly window: { readonly start: string; readonly end: string } | null;
  /** The delivery address's lines (name, street, town); empty for a pickup. */
  readonly addressLines: readonly string[];
  /** The pickup store's id. */
  readonly storeId?: string;
  readonly payments: ReadonlyArray<{ readonly methodKey: string; readonly brandName?: string; readonly amount: number }>;
  readonly total: number;
  readonly lineItemCount: number;
  readonly email?: string;
  /** The delivery pass bought with the order: its name. */
  readonly deliveryPass?: string;
  /** The card the customer asked to keep for later: saved, or not (the order stands either way). */
  readonly savedCard?: 'saved' | 'failed';
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCents = (value: unknown): value is number => Number.isInteger(value);

/**
 * Whether what the storage holds still reads as a confirmation (another
 * version of the page may have written it). A plain check rather than a
 * schema: the confirmation's chunk stays small and the mini-cart's shared
 * chunk gains nothing.
 */
export function isOrderConfirmation(value: unknown): value is OrderConfirmation {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const window = record['window'] as Record<string, unknown> | null | undefined;
  return (
    isString(record['orderNumber']) &&
    record['orderNumber'] !== '' &&
    (record['serviceType'] === 'DELIVERY' || record['serviceType'] === 'CLICK_AND_COLLECT') &&
    (window === null || (typeof window === 'object' && window !== undefined && isString(window['start']) && isString(window['end']))) &&
    Array.isArray(record['addressLines']) &&
    record['addressLines'].every(isString) &&
    (record['storeId'] === undefined || isString(record['storeId'])) &&
    Array.isArray(record['payments']) &&
    record['payments'].every(
      (payment: unknown) =>
        typeof payment === 'object' &&
        payment !== null &&
        isString((payment as Record<string, unknown>)['methodKey']) &&
        isCents((payment as Record<string, unknown>)['amount']),
    ) &&
    isCents(record['total']) &&
    isCents(record['lineItemCount']) &&
    (record['email'] === undefined || isString(record['email'])) &&
    (record['deliveryPass'] === undefined || isString(record['deliveryPass'])) &&
    (record['savedCard'] === undefined || record['savedCard'] === 'saved' || record['savedCard'] === 'failed')
  );
}

function joined(...parts: ReadonlyArray<string | undefined | null>): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The confirmation of an order from the cart as it was ordered and the
 * checkout's answer: the gift card part and the rest on the chosen method
 * (what the shop charged, its surcharge included).
 */
export function confirmationOf(cart: Cart, request: CheckoutRequest, result: CheckoutResult & { orderNumber: string }): OrderConfirmation {
  const address = cart.distributionAddress;
  const serviceType = address?.distributionType ?? 'DELIVERY';
  const giftCard = result.giftCardAmount ?? cart.priceInfo.coveredAmount ?? 0;
  const charged = result.amountCharged ?? cart.priceInfo.total - giftCard;
  const payments: Array<OrderConfirmation['payments'][number]> = [];
  if (giftCard > 0) payments.push({ methodKey: GIFT_CARD_PAYMENT.methodKey, amount: giftCard });
  if (charged > 0 || payments.length === 0) {
    payments.push({ methodKey: request.paymentMethodKey, ...(request.paymentBrandName ? { brandName: request.paymentBrandName } : {}), amount: charged });
  }
  const addressLines =
    serviceType === 'DELIVERY' && address
      ? [
          joined(address.firstName, address.lastName),
          joined(address.streetName, address.streetNumber),
          joined(address.stairCase && `Stiege ${address.stairCase}`, address.floor && `Stock ${address.floor}`, address.door && `Tür ${address.door}`),
          joined(address.postalCode, address.city),
        ].filter(Boolean)
      : [];
  const email = cart.billingAddress?.email;
  return {
    orderNumber: result.orderNumber,
    serviceType,
    window: cart.distributionWindow ? { start: cart.distributionWindow.start, end: cart.distributionWindow.end } : null,
    addressLines,
    ...(serviceType === 'CLICK_AND_COLLECT' && address?.storeId ? { storeId: address.storeId } : {}),
    payments,
    total: giftCard + charged,
    lineItemCount: cart.lineItemCount,
    ...(email ? { email } : {}),
    ...(cart.deliveryPassLineItem ? { deliveryPass: cart.deliveryPassLineItem.name } : {}),
  };
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage switched off: the confirmation shows once, without surviving a reload.
    return undefined;
  }
}

/** The last order of this page's life, for a tab whose storage is switched off. */
let lastConfirmation: OrderConfirmation | null = null;

/** Whether an order was placed on this page since the confirmation last showed one (not after a reload). */
let placedJustNow = false;

/** True once after an order was placed: the confirmation tells the page's cart about it then. */
export function takeOrderPlacedJustNow(): boolean {
  const placed = placedJustNow;
  placedJustNow = false;
  return placed;
}

export function saveOrderConfirmation(confirmation: OrderConfirmation): void {
  lastConfirmation = confirmation;
  placedJustNow = true;
  try {
    storage()?.setItem(ORDER_CONFIRMATION_STORAGE_KEY, JSON.stringify(confirmation));
  } catch {
    // A full or refused storage loses only the reload of the confirmation.
  }
}

/** The tab's last order, if one is kept and still reads as one. */
export function readOrderConfirmation(): OrderConfirmation | null {
  let text: string | null | undefined;
  try {
    text = storage()?.getItem(ORDER_CONFIRMATION_STORAGE_KEY);
  } catch {
    text = undefined;
  }
  if (!text) return lastConfirmation;
  try {
    const parsed: unknown = JSON.parse(text);
    return isOrderConfirmation(parsed) ? parsed : lastConfirmation;
  } catch {
    return lastConfirmation;
  }
}
