import type { Cart, CheckoutConfig, DistributionWindow, ProductLineItem, ServiceType } from '@storefront/shared/schemas';
import type { StoredCart } from '../store/carts';
import type { DiscountCode } from '../store/discount-codes';
import type { TimeWindow } from '../store/distribution';
import type { ShopStore } from '../store/shop-store';
import { orderable } from './cart-lines';
import { FREE_OF_CHARGE_THRESHOLD, priceCart } from './pricing';
import { discountCodeError, validateCartState, windowFitsAddress, type ValidationError } from './validation';

/** A cart as the shopper sees it, with what checkout needs to know about it. */
export interface CartView {
  readonly cart: Cart;
  readonly errors: readonly ValidationError[];
  readonly serviceType: ServiceType | undefined;
  /** The chosen window, if it still exists. */
  readonly window: TimeWindow | undefined;
  /** The discount codes in force (their own rules met, for the cart's service type). */
  readonly codesInForce: readonly DiscountCode[];
}

function presentWindow(window: TimeWindow): DistributionWindow {
  return { id: window.id, start: window.start, end: window.end };
}

/**
 * The cart of doc 2 §3 with its prices and validation errors (doc 2 §8),
 * computed from the stored cart and the shop's data as they are `now`, by the
 * checkout settings of the request's tenant (doc 2 §5: the delivery phone number).
 */
export async function buildCartView(store: ShopStore, stored: StoredCart, checkout: CheckoutConfig, now: Date = new Date()): Promise<CartView> {
  const products = await store.catalogue.findProducts(stored.lines.map((line) => line.sku));
  const productLineItems: ProductLineItem[] = [];
  const unavailableLineItems: ProductLineItem[] = [];
  for (const line of stored.lines) {
    const product = products.get(line.sku);
    // A line whose product has left the catalogue is not shown.
    if (!product) continue;
    (orderable(product) ? productLineItems : unavailableLineItems).push({ lineItemId: line.lineItemId, product, quantity: line.quantity });
  }

  const { details, customerId } = stored;
  const address = details.distributionAddress;
  const serviceType = address?.distributionType;
  const window = details.timeSlotId ? store.distribution.findWindow(details.timeSlotId) : undefined;
  const windowFits = window !== undefined && windowFitsAddress(window, address);
  const discountCodes = store.discountCodes.findMany(details.discountCodes);
  const codesInForce = [...discountCodes.values()].filter(
    (code) => discountCodeError(code, serviceType, now) === undefined && (code.serviceType === null || code.serviceType === serviceType),
  );

  const { priceInfo, weight } = priceCart({
    lines: productLineItems,
    loyaltyMember: customerId !== null && store.orders.isLoyaltyMember(customerId),
    serviceType,
    windowServiceFee: windowFits ? window.serviceFee : undefined,
    deliveryPassActive: customerId !== null && store.orders.hasValidDeliveryPass(customerId, now),
    discountCodes: codesInForce,
    payments: details.payments,
    crateDepositDesired: details.crateDepositDesired,
  });

  const errors = validateCartState({
    details,
    customerId,
    store: address?.distributionType === 'CLICK_AND_COLLECT' && address.storeId ? store.distribution.findStore(address.storeId) : undefined,
    deliveryAreaFound:
      address?.distributionType === 'DELIVERY' &&
      address.deliveryAreaNumber !== undefined &&
      store.distribution.findDeliveryArea(address.deliveryAreaNumber) !== undefined,
    window,
    discountCodes,
    wallet: customerId !== null ? store.orders.wallet(customerId, now) : [],
    total: priceInfo.total,
    deliveryPhoneNumber: checkout.deliveryPhoneNumber,
    now,
  });

  const cart: Cart = {
    id: stored.id,
    customerId,
    cartStatus: stored.status,
    payments: details.payments.map((payment) => ({
      id: payment.id,
      methodKey: payment.methodKey,
      amountPlanned: payment.amountPlanned,
      ...(payment.brandName ? { brandName: payment.brandName } : {}),
    })),
    lineItemCount: productLineItems.length,
    productLineItems,
    voucherLineItems: [],
    discountCodes: [...details.discountCodes],
    unavailableLineItems,
    deliveryPassLineItem: null,
    distributionAddress: address ?? null,
    distributionWindow: window ? presentWindow(window) : null,
    billingAddress: details.billingAddress ?? null,
    weight,
    crateDepositDesired: details.crateDepositDesired,
    freeOfChargeThreshold: FREE_OF_CHARGE_THRESHOLD,
    priceInfo,
  };
  return { cart, errors, serviceType, window, codesInForce };
}
