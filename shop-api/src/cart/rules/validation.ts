import { ADDRESS_PLACEHOLDERS } from '@storefront/shared/distribution';
import type { CartValidationCode } from '@storefront/shared/cart';
import { CART_VALIDATION_TEXTS } from '@storefront/shared/cart';
import type { Address, DeliveryArea, DistributionAddress, ServiceType } from '@storefront/shared/distribution';
import type { BillingFieldsConfiguration } from '@storefront/shared/checkout';
import type { DeliveryPhoneSetting } from '@storefront/shared/platform/schemas';
import type { CartDetails } from '../store/carts';
import type { DiscountCode } from '../store/discount-codes';
import { windowExpired, windowFull, type ShopLocation, type TimeWindow } from '../../distribution';
import { missingMandatoryBillingFields } from './billing-fields';
import { plannedGiftCardAmount } from './pricing';

/** A gift card of the customer's wallet, as the validation reads it. */
export interface WalletGiftCard {
  readonly id: string;
  readonly balance: number;
  /** ACTIVE and not past its expiry date. */
  readonly usable: boolean;
}

export interface ValidationInput {
  readonly details: CartDetails;
  readonly customerId: string | null;
  /**
   * The store that picks the order, if it is still in the store list: the
   * pickup store (click and collect), or the delivery area's store (delivery).
   */
  readonly store: ShopLocation | undefined;
  /** The delivery address's delivery area as it is now; undefined when it has gone or there was none. */
  readonly deliveryArea: DeliveryArea | undefined;
  /** The chosen window, if it still exists. */
  readonly window: TimeWindow | undefined;
  readonly discountCodes: ReadonlyMap<string, DiscountCode>;
  /** The customer's wallet (empty for a guest). */
  readonly wallet: readonly WalletGiftCard[];
  /** The cart's total in cents, which a gift card payment may not exceed. */
  readonly total: number;
  /** The request's tenant's setting (doc 2 §5): whether a missing phone number is 007. */
  readonly deliveryPhoneNumber: DeliveryPhoneSetting;
  /** The request's tenant's billing fields (doc 2 §5): a mandatory one missing is 031. */
  readonly billingFields: BillingFieldsConfiguration;
  readonly now: Date;
}

export interface ValidationError {
  readonly code: CartValidationCode;
  readonly message: string;
}


function blank(value: string | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** A part of an address is missing when blank or its placeholder. */
function missing(value: string | undefined, part: keyof typeof ADDRESS_PLACEHOLDERS): boolean {
  return blank(value) || value === ADDRESS_PLACEHOLDERS[part];
}

/** An address is complete only with street name, street number, postal code and city. */
export function addressIncomplete(address: Pick<Address, 'streetName' | 'streetNumber' | 'postalCode' | 'city'>): boolean {
  return (
    missing(address.streetName, 'streetName') ||
    missing(address.streetNumber, 'streetNumber') ||
    missing(address.postalCode, 'postalCode') ||
    missing(address.city, 'city')
  );
}

/** An Austrian postal code has four digits. */
const AUSTRIAN_POSTAL_CODE = /^\d{4}$/;

/** A store picks orders while it is open and has a picking unit. */
function picksOrders(store: ShopLocation): boolean {
  return store.status === 'OPEN' && store.pickingUnitIds.length > 0;
}

/** The store (click and collect) or delivery area (delivery) a window must belong to. */
export function appointableOf(address: DistributionAddress | undefined): string | undefined {
  if (!address) return undefined;
  return address.distributionType === 'CLICK_AND_COLLECT' ? address.storeId : address.deliveryAreaNumber;
}

/** Whether a window belongs to the address's store or delivery area and its service type (else 022). */
export function windowFitsAddress(window: TimeWindow, address: DistributionAddress | undefined): boolean {
  return window.appointableId === appointableOf(address) && window.serviceType === address?.distributionType;
}

/** Whether a discount code is in force for the cart: its own errors, in the spec's terms. */
export function discountCodeError(code: DiscountCode, serviceType: ServiceType | undefined, now: Date): CartValidationCode | undefined {
  const time = now.getTime();
  if (time > Date.parse(code.validUntil)) return '223';
  if (time < Date.parse(code.validFrom)) return '228';
  if (code.maxApplications !== null && code.applications >= code.maxApplications) return '227';
  if (code.serviceType !== null && serviceType !== undefined && code.serviceType !== serviceType) return '229';
  return undefined;
}

/**
 * The cart validation of doc 2 §8: every code a cart state can produce, in the
 * order a shopper fixes them (distribution, window, billing, discount codes,
 * gift card payment). See the README for what each code means here.
 */
export function validateCartState(input: ValidationInput): ValidationError[] {
  const codes: CartValidationCode[] = [];
  const { details, now } = input;
  const address = details.distributionAddress;
  const serviceType = address?.distributionType;
  const phoneMandatory = input.deliveryPhoneNumber === 'Mandatory';

  const billing = details.billingAddress;
  const unnamed = (named: Pick<Address, 'firstName' | 'lastName'>) => blank(named.firstName) && blank(named.lastName);

  if (!address) codes.push('130');
  else if (address.distributionType === 'CLICK_AND_COLLECT') {
    const { store } = input;
    // 132: the store has left the store list; 005: it no longer picks orders (closed, or no picking unit left).
    if (!store) codes.push('132');
    else {
      if (!picksOrders(store)) codes.push('005');
      // 004: the pickup address is the store's, and its data is incomplete (a store moving, its new address not entered yet).
      if (addressIncomplete(store) || !AUSTRIAN_POSTAL_CODE.test(store.postalCode)) codes.push('004');
    }
    // 131 "unnamed": the order is handed over to a named person, from the pickup or the billing address (031 without one).
    if (billing && unnamed(address) && unnamed(billing)) codes.push('131');
  } else {
    if (addressIncomplete(address) || !AUSTRIAN_POSTAL_CODE.test(address.postalCode ?? '')) codes.push('004');
    // 131 "unnamed": a delivery needs the name at the door.
    if (unnamed(address)) codes.push('131');
    // 132: the address lies in no delivery area; 005: its area has gone since, or nobody picks its orders now.
    if (address.deliveryAreaNumber === undefined) codes.push('132');
    else if (!input.deliveryArea || !input.store || !picksOrders(input.store)) codes.push('005');
    // The delivery address's phone, where the tenant made it Mandatory (007 is in the delivery's distribution group, doc 2 §5, §8).
    if (phoneMandatory && blank(address.deliveryPhoneNumber)) codes.push('007');
  }

  if (!details.timeSlotId) codes.push('008');
  else if (!input.window) codes.push('140');
  else if (!windowFitsAddress(input.window, address)) codes.push('022');
  else if (windowExpired(input.window, now)) codes.push('141');
  else if (windowFull(input.window)) codes.push('023');
  else if (input.window.serviceFee === null) codes.push('029');

  // The tenant may have made a billing field mandatory after the address was given.
  if (!billing || addressIncomplete(billing) || missingMandatoryBillingFields(billing, input.billingFields).length > 0) codes.push('031');
  if (billing) {
    if (input.customerId === null && blank(billing.email)) codes.push('006');
    // For click and collect 007 is in the billing group: the billing address's phone, by the same setting (doc 2 §8).
    if (serviceType === 'CLICK_AND_COLLECT' && phoneMandatory && blank(billing.phoneNumber)) codes.push('007');
  }

  for (const text of details.discountCodes) {
    const code = input.discountCodes.get(text);
    const error = code && discountCodeError(code, serviceType, now);
    if (error && !codes.includes(error)) codes.push(error);
  }

  const giftCardPlanned = plannedGiftCardAmount(details.payments);
  if (giftCardPlanned > 0) {
    const usable = input.wallet.filter((card) => card.usable);
    if (input.wallet.length === 0) codes.push('264');
    else if (usable.length === 0 || giftCardPlanned > input.total) codes.push('260');
    else if (giftCardPlanned > usable.reduce((sum, card) => sum + card.balance, 0)) codes.push('261');
  }

  return codes.map((code) => ({ code, message: CART_VALIDATION_TEXTS[code] }));
}
