import type { Cart, DeliveryPassLineItem, ProductLineItem, VoucherLineItem } from '@storefront/shared/cart';
import type { Customer } from '@storefront/shared/platform/schemas';
import type { DistributionWindow, ServiceType } from '@storefront/shared/distribution';
import type { ConfirmedLine, StoredCart } from '../store/carts';
import type { DiscountCode } from '../store/discount-codes';
import type { TimeWindow } from '../../distribution';
import type { ShopStore } from '../../platform/shop-store';
import { voucherDiscountOf } from '../store/vouchers';
import { orderable, type ShownVoucherLine } from './cart-lines';
import { FREE_OF_CHARGE_THRESHOLD, priceCart, unitPrice } from './pricing';
import { discountCodeError, validateCartState, windowFitsAddress, type ValidationError } from './validation';
import { cartVouchers, type CartVoucher } from './vouchers';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';

/** A cart as the shopper sees it, with what checkout needs to know about it. */
export interface CartView {
  readonly cart: Cart;
  readonly errors: readonly ValidationError[];
  readonly serviceType: ServiceType | undefined;
  /** The chosen window, if it still exists. */
  readonly window: TimeWindow | undefined;
  /** The discount codes in force (their own rules met, for the cart's service type). */
  readonly codesInForce: readonly DiscountCode[];
  /** The personal and loyalty vouchers an order of this cart redeems: those that took something off it, with what. */
  readonly vouchersRedeemed: ReadonlyArray<{ readonly articleId: string; readonly discount: number }>;
  /** The delivery pass an order of this cart buys, with how many months it runs. */
  readonly deliveryPass: { readonly sku: string; readonly durationInMonths: number } | undefined;
  /** Whether the cart's customer pays loyalty prices. */
  readonly loyaltyMember: boolean;
  /** The article lines with the unit prices charged now: what finalize confirms for the retail gateway. */
  readonly pricedLines: readonly ConfirmedLine[];
}

function presentWindow(window: TimeWindow): DistributionWindow {
  return { id: window.id, start: window.start, end: window.end };
}

async function customerOf(store: ShopStore, stored: StoredCart): Promise<Customer | undefined> {
  return stored.customerId !== null ? store.customers.findById(stored.customerId) : undefined;
}

/**
 * What of the request's shop the cart depends on: its checkout settings (doc 2
 * §5) and its feature flags (doc 2 §1, §6). Customers and their carts belong to
 * no shop, so a shop without the club (featureJoe) applies no personal or club
 * voucher, and one without the delivery pass waives no fee for a pass bought
 * in another shop.
 */
export type CartShop = Pick<Tenant, 'checkout' | 'features'>;

/** The vouchers in the cart (carts/vouchers.ts) for its customer, as they are `now`. */
function vouchersIn(store: ShopStore, stored: StoredCart, customer: Customer | undefined, shop: CartShop, now: Date): CartVoucher[] {
  const held = store.vouchers.heldBy(customer?.id ?? null);
  return cartVouchers({
    // Personal and loyalty (joe) vouchers come from the loyalty club, as POST /api/carts/items has it.
    held: shop.features.featureJoe ? held : held.filter(({ kind }) => kind === 'general'),
    added: stored.details.vouchers,
    declined: stored.details.declinedVouchers,
    customer,
    serviceType: stored.details.distributionAddress?.distributionType,
    now,
  });
}

/** The voucher lines the cart shows (automatic ones too), without pricing or validating the rest of it. */
export async function shownVoucherLines(store: ShopStore, stored: StoredCart, shop: CartShop, now: Date = new Date()): Promise<ShownVoucherLine[]> {
  const vouchers = vouchersIn(store, stored, await customerOf(store, stored), shop, now);
  return vouchers.map(({ stored: { voucher }, lineItemId }) => ({ articleId: voucher.articleId, lineItemId }));
}

/**
 * The cart of doc 2 §3 with its prices and validation errors (doc 2 §8),
 * computed from the stored cart and the shop's data as they are `now`, by the
 * checkout settings and feature flags of the request's tenant (doc 2 §5: the
 * delivery phone number and billing fields; doc 2 §1: club and pass).
 */
export async function buildCartView(store: ShopStore, stored: StoredCart, shop: CartShop, now: Date = new Date()): Promise<CartView> {
  const { checkout } = shop;
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

  const customer = await customerOf(store, stored);
  const vouchers = vouchersIn(store, stored, customer, shop, now);
  // The delivery pass is customer-only; its offer may have left the shop since it was added.
  const passFeature = shop.features.featureCustomerDeliveryPass;
  const passOffer = passFeature && details.deliveryPass && customer ? store.deliveryPasses.findOffer(details.deliveryPass.sku) : undefined;
  const deliveryPassLineItem: DeliveryPassLineItem | null =
    passOffer && details.deliveryPass ? { ...passOffer.offer, lineItemId: details.deliveryPass.lineItemId } : null;

  // A club price exists only in a shop with the club (featureJoe): elsewhere a member of another shop's club pays as anyone.
  const loyaltyMember = shop.features.featureJoe === true && customerId !== null && store.loyalty.isMember(customerId);
  const { priceInfo, weight, voucherDiscounts } = priceCart({
    lines: productLineItems,
    loyaltyMember,
    serviceType,
    windowServiceFee: windowFits ? window.serviceFee : undefined,
    // A valid pass held, or the pass bought with this order (it starts on the order day at the latest, doc 2 §9).
    deliveryPassActive: deliveryPassLineItem !== null || (passFeature && customerId !== null && store.deliveryPasses.hasValidPass(customerId, now)),
    discountCodes: codesInForce,
    payments: details.payments,
    crateDepositDesired: details.crateDepositDesired,
    vouchers: vouchers
      .filter((entry) => entry.applies)
      .map(({ stored: { voucher } }) => ({ articleId: voucher.articleId, discount: voucherDiscountOf(voucher) })),
    deliveryPassPrice: deliveryPassLineItem?.price ?? 0,
  });
  const voucherLineItems: VoucherLineItem[] = vouchers.map(({ stored: { voucher }, lineItemId, automatic }) => {
    const minimumOrderValue = voucherDiscountOf(voucher)?.minimumOrderValue;
    return {
      articleId: voucher.articleId,
      lineItemId,
      type: voucher.type,
      ...(typeof voucher['title'] === 'string' ? { title: voucher['title'] } : {}),
      automatic,
      discount: voucherDiscounts.get(voucher.articleId) ?? 0,
      // So the cart can say from which order value a voucher counts, instead of "eingelöst" while it takes nothing.
      ...(minimumOrderValue ? { minimumOrderValue } : {}),
    };
  });

  const deliveryArea =
    address?.distributionType === 'DELIVERY' && address.deliveryAreaNumber !== undefined
      ? store.distribution.findDeliveryArea(address.deliveryAreaNumber)
      : undefined;
  // The store that picks the order: the pickup store, or the delivery area's store as the area is now.
  const pickingStoreId = address?.distributionType === 'CLICK_AND_COLLECT' ? address.storeId : deliveryArea?.storeId;
  const errors = validateCartState({
    details,
    customerId,
    store: pickingStoreId ? store.distribution.findStore(pickingStoreId) : undefined,
    deliveryArea,
    window,
    discountCodes,
    wallet: customerId !== null ? store.orders.wallet(customerId, now) : [],
    total: priceInfo.total,
    deliveryPhoneNumber: checkout.deliveryPhoneNumber,
    billingFields: checkout.billingFields ?? {},
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
    // The pass is a line the shopper buys; vouchers are no articles.
    lineItemCount: productLineItems.length + (deliveryPassLineItem ? 1 : 0),
    // Each line at the price the customer pays (the loyalty price for members), so the storefront never recomputes it.
    productLineItems: productLineItems.map((line) => ({ ...line, totalPrice: unitPrice(line.product, loyaltyMember) * line.quantity })),
    voucherLineItems,
    discountCodes: [...details.discountCodes],
    unavailableLineItems,
    deliveryPassLineItem,
    distributionAddress: address ?? null,
    distributionWindow: window ? presentWindow(window) : null,
    billingAddress: details.billingAddress ?? null,
    weight,
    crateDepositDesired: details.crateDepositDesired,
    freeOfChargeThreshold: FREE_OF_CHARGE_THRESHOLD,
    priceInfo,
  };
  const vouchersRedeemed = vouchers
    .filter(({ stored }) => stored.kind !== 'general')
    .map(({ stored }) => ({ articleId: stored.voucher.articleId, discount: voucherDiscounts.get(stored.voucher.articleId) ?? 0 }))
    .filter(({ discount }) => discount > 0);
  const deliveryPass = passOffer && deliveryPassLineItem ? { sku: deliveryPassLineItem.sku, durationInMonths: passOffer.durationInMonths } : undefined;
  const pricedLines = productLineItems.map(({ product, quantity }) => ({ sku: product.sku, quantity, unitPrice: unitPrice(product, loyaltyMember) }));
  return { cart, errors, serviceType, window, codesInForce, vouchersRedeemed, deliveryPass, loyaltyMember, pricedLines };
}
