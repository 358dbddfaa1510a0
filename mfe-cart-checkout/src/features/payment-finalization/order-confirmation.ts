import * as z from 'zod/mini';
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

const paidSchema = z.object({ methodKey: z.string(), brandName: z.optional(z.string()), amount: z.int() });

export const orderConfirmationSchema = z.object({
  orderNumber: z.string().check(z.minLength(1)),
  serviceType: z.enum(['DELIVERY', 'CLICK_AND_COLLECT']),
  window: z.nullable(z.object({ start: z.string(), end: z.string() })),
  /** The delivery address's lines (name, street, town), or the pickup store's id. */
  addressLines: z.array(z.string()),
  storeId: z.optional(z.string()),
  payments: z.array(paidSchema),
  total: z.int(),
  lineItemCount: z.int(),
  email: z.optional(z.string()),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

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
  const payments: OrderConfirmation['payments'] = [];
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
    const parsed = z.safeParse(orderConfirmationSchema, JSON.parse(text));
    return parsed.success ? parsed.data : lastConfirmation;
  } catch {
    return lastConfirmation;
  }
}
