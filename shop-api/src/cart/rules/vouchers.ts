import type { Customer } from '@storefront/shared/platform/schemas';
import type { ServiceType } from '@storefront/shared/distribution';
import type { StoredVoucher, VoucherHolding } from '../store/vouchers';
import { shopDate } from '../../platform/shop-time';

/*
 * Vouchers in the cart (doc 2 §3 Vouchers, voucherLineItems): who may redeem
 * a voucher online, which vouchers come into a cart by themselves
 * (ecommerceAutomaticRedemption) and which take their value off it.
 */

type AnyVoucher = StoredVoucher['voucher'];

/** The service types as the voucher system writes them (doc 2 §3: Delivery, Click & Collect). */
const VOUCHER_SERVICE_TYPES: Readonly<Record<ServiceType, string>> = { DELIVERY: 'Delivery', CLICK_AND_COLLECT: 'Click & Collect' };

/** Why a shopper cannot redeem a voucher online now. */
export type RedemptionRefusal = 'offlineOnly' | 'customerOnly' | 'notHeld' | 'redeemed' | 'notYetValid' | 'expired' | 'firstOrdersOnly';

/** A voucher in the cart: one line per article id, added by the shopper or there automatically. */
export interface CartVoucher {
  readonly stored: StoredVoucher;
  readonly lineItemId: string;
  /** In the cart by its ecommerceAutomaticRedemption, not because the shopper added it. */
  readonly automatic: boolean;
  /** Whether it takes its value off this cart (its service types; a first order of the cart's service type). */
  readonly applies: boolean;
}

/** A voucher's line id: one line per voucher, so adding it again never makes a second one. */
export function voucherLineItemId(articleId: string): string {
  return `voucher-${articleId}`;
}

/** ecommerceAutomaticRedemption 'First orders …' (doc 2 §3). */
export function isFirstOrdersVoucher(voucher: AnyVoucher): boolean {
  return voucher.ecommerceAutomaticRedemption?.startsWith('First orders') ?? false;
}

/** Whether the customer's first order of this service type is still to come (firstOrderDelivery, firstOrderClickAndCollect, doc 2 §3). */
export function firstOrderPending(customer: Customer | undefined, serviceType: ServiceType): boolean {
  if (!customer) return false;
  return serviceType === 'DELIVERY' ? customer.firstOrderDelivery : customer.firstOrderClickAndCollect;
}

/** The service types a voucher is limited to (ecommerceLimitAutomaticRedemptionToServiceTypes; empty: any). */
function serviceTypesOf(voucher: AnyVoucher): ServiceType[] {
  const all = Object.keys(VOUCHER_SERVICE_TYPES) as ServiceType[];
  const limit: readonly string[] = voucher.ecommerceLimitAutomaticRedemptionToServiceTypes;
  return limit.length === 0 ? all : all.filter((type) => limit.includes(VOUCHER_SERVICE_TYPES[type]));
}

/** Whether the cart's service type is one the voucher is for; a voucher limited to some waits for the cart to have one. */
function forServiceType(voucher: AnyVoucher, serviceType: ServiceType | undefined): boolean {
  if (voucher.ecommerceLimitAutomaticRedemptionToServiceTypes.length === 0) return true;
  return serviceType !== undefined && serviceTypesOf(voucher).includes(serviceType);
}

/** A validity bound: an ISO date is a whole Vienna calendar day, a date-time an instant. */
function validity(voucher: AnyVoucher, now: Date): 'notYetValid' | 'expired' | undefined {
  const today = shopDate(now);
  const before = (bound: string) => (bound.length === 10 ? today < bound : now.getTime() < Date.parse(bound));
  const after = (bound: string) => (bound.length === 10 ? today > bound : now.getTime() > Date.parse(bound));
  if (voucher.validFrom !== undefined && before(voucher.validFrom)) return 'notYetValid';
  if (voucher.validUntil !== undefined && after(voucher.validUntil)) return 'expired';
  return undefined;
}

/**
 * Whether the shopper may redeem the voucher online now: a general-online
 * voucher everyone, a personal or loyalty (joe) voucher only the customer
 * who holds it (doc 2 §6: loyalty vouchers are customer-only), each once and
 * within validFrom / validUntil; a general-offline voucher is for the till.
 * A first-orders voucher needs a customer whose first order of one of its
 * service types is still to come.
 */
export function redemptionRefusal(holding: VoucherHolding, customer: Customer | undefined, now: Date): RedemptionRefusal | undefined {
  const { voucher } = holding;
  if (voucher.type === 'general-offline') return 'offlineOnly';
  if (holding.kind !== 'general' && !customer) return 'customerOnly';
  if (!holding.held) return 'notHeld';
  if (holding.redeemed) return 'redeemed';
  const invalid = validity(voucher, now);
  if (invalid) return invalid;
  if (isFirstOrdersVoucher(voucher)) {
    if (!customer) return 'customerOnly';
    if (!serviceTypesOf(voucher).some((type) => firstOrderPending(customer, type))) return 'firstOrdersOnly';
  }
  return undefined;
}

/**
 * Whether a voucher in the cart takes its value off it: the cart's service
 * type is one of the voucher's, and a first-orders voucher only on the first
 * order of the cart's service type.
 */
export function appliesToCart(voucher: AnyVoucher, customer: Customer | undefined, serviceType: ServiceType | undefined): boolean {
  if (!forServiceType(voucher, serviceType)) return false;
  if (!isFirstOrdersVoucher(voucher)) return true;
  return serviceType !== undefined && firstOrderPending(customer, serviceType);
}

/**
 * A voucher whose ecommerceAutomaticRedemption is 'Always' is in the cart
 * without being added, when the cart's service type is one of
 * ecommerceLimitAutomaticRedemptionToServiceTypes (empty: any, also before a
 * service type is chosen); 'First orders …' as well, while the customer's
 * first order of the cart's service type is still to come (doc 2 §3).
 */
export function redeemedAutomatically(voucher: AnyVoucher, customer: Customer | undefined, serviceType: ServiceType | undefined): boolean {
  return voucher.ecommerceAutomaticRedemption !== undefined && appliesToCart(voucher, customer, serviceType);
}

export interface CartVoucherInput {
  /** The vouchers the shopper holds and has not redeemed (VoucherRepository.heldBy), in the shop's order. */
  readonly held: readonly StoredVoucher[];
  /** Article ids the shopper added. */
  readonly added: readonly string[];
  /** Article ids the shopper removed. */
  readonly declined: readonly string[];
  readonly customer: Customer | undefined;
  readonly serviceType: ServiceType | undefined;
  readonly now: Date;
}

/**
 * The vouchers in the cart, in the shop's order: those the shopper added and
 * may still redeem (one that expired or was redeemed since drops out), and
 * the automatic ones the shopper did not remove.
 */
export function cartVouchers(input: CartVoucherInput): CartVoucher[] {
  const { customer, serviceType } = input;
  return input.held.flatMap((stored) => {
    const { voucher } = stored;
    if (redemptionRefusal({ ...stored, held: true, redeemed: false }, customer, input.now)) return [];
    const added = input.added.includes(voucher.articleId);
    const automatic = !added && !input.declined.includes(voucher.articleId) && redeemedAutomatically(voucher, customer, serviceType);
    if (!added && !automatic) return [];
    return [{ stored, lineItemId: voucherLineItemId(voucher.articleId), automatic, applies: appliesToCart(voucher, customer, serviceType) }];
  });
}
