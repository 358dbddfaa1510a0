import type { ServiceType } from '../distribution/service-type';

/** The cart validation codes of doc 2 §8. Any other code counts as a general error. */
export const CART_VALIDATION_CODES = [
  '004', '005', '006', '007', '008', '022', '023', '029', '031', '130', '131',
  '132', '140', '141', '223', '227', '228', '229', '260', '261', '264',
] as const;
export type CartValidationCode = (typeof CART_VALIDATION_CODES)[number];

/** What each code means. */
export const CART_VALIDATION_CODE_MEANINGS = {
  '004': 'shippingAddressDataInvalid',
  '005': 'distributionMissing',
  '006': 'emailMissingInBillingAddress',
  '007': 'phoneMissingInShippingAddress',
  '008': 'deliveryWindowMissing',
  '022': 'invalidDeliveryWindow',
  '023': 'outOfDeliveryCapacity',
  '029': 'serviceFeeMissing',
  '031': 'billingAddressInvalid',
  '130': 'distributionTypeMissing',
  '131': 'unnamed',
  '132': 'distributionInvalid',
  '140': 'deliveryWindowDoesNotExist',
  '141': 'deliveryWindowExpired',
  '223': 'discountCodeExpired',
  '227': 'discountCodeMaxApplicationExceeded',
  '228': 'discountCodeNotActive',
  '229': 'discountCodeInvalidServiceType',
  '260': 'giftCardValidationError',
  '261': 'walletDoesNotCoverGiftCardPayment',
  '264': 'giftCardMissingFromCustomerWallet',
} as const satisfies Record<CartValidationCode, string>;

/** A cart with one of these has an incomplete delivery window. */
export const TIME_SLOT_ERROR_CODES = ['008', '022', '023', '029', '140', '141'] as const satisfies readonly CartValidationCode[];
export const DISCOUNT_CODE_ERROR_CODES = ['223', '227', '228', '229'] as const satisfies readonly CartValidationCode[];
/** Billing address errors, by the cart's service type (doc 2 §8). */
export const BILLING_ADDRESS_ERROR_CODES = {
  DELIVERY: ['031'],
  CLICK_AND_COLLECT: ['006', '007', '031'],
} as const satisfies Record<ServiceType, readonly CartValidationCode[]>;
/** Distribution location errors, by the cart's service type (doc 2 §8). */
export const DISTRIBUTION_LOCATION_ERROR_CODES = {
  DELIVERY: ['004', '005', '006', '007', '130', '131', '132'],
  CLICK_AND_COLLECT: ['004', '005', '130', '131', '132'],
} as const satisfies Record<ServiceType, readonly CartValidationCode[]>;

export type ValidationErrorGroup = 'timeSlot' | 'discountCode' | 'billingAddress' | 'distributionLocation' | 'general';

export const VALIDATION_ERROR_GROUPS: readonly ValidationErrorGroup[] = [
  'timeSlot',
  'discountCode',
  'billingAddress',
  'distributionLocation',
  'general',
];

/** Each group's codes, in the order they were reported, without repeats. */
export type ClassifiedValidationErrors = Record<ValidationErrorGroup, string[]> & {
  /** True when any time slot code is present: the delivery window is incomplete. */
  readonly hasIncompleteDeliveryWindow: boolean;
};

/**
 * The backend may send a code as a number (4) or a zero-padded string ('004').
 * Digit-only values up to three digits are padded to the spec's three-digit
 * form; anything else is kept as given (trimmed) and so counts as general.
 */
export function normalizeValidationCode(code: string | number): string {
  const text = String(code).trim();
  if (!/^\d+$/.test(text)) return text;
  const value = Number(text);
  return value <= 999 ? String(value).padStart(3, '0') : text;
}

export function isCartValidationCode(code: string | number): code is CartValidationCode {
  return (CART_VALIDATION_CODES as readonly string[]).includes(normalizeValidationCode(code));
}

/**
 * The one group a code belongs to for a service type. The groups of
 * one service type do not overlap, so the answer is unique.
 *
 * With no service type set (the shopper has not chosen one yet): 004, 005, 031,
 * 130, 131 and 132 are in the same group for both types and stay there; 006 and
 * 007, whose group depends on the type, are read as for DELIVERY (distribution
 * location), because choosing the distribution is the step the shopper still has
 * to take before a billing address can be judged per service type.
 */
export function validationErrorGroup(code: string | number, serviceType: ServiceType | undefined): ValidationErrorGroup {
  const normalized = normalizeValidationCode(code);
  if (!isCartValidationCode(normalized)) return 'general';
  const type = serviceType ?? 'DELIVERY';
  if ((TIME_SLOT_ERROR_CODES as readonly string[]).includes(normalized)) return 'timeSlot';
  if ((DISCOUNT_CODE_ERROR_CODES as readonly string[]).includes(normalized)) return 'discountCode';
  if ((BILLING_ADDRESS_ERROR_CODES[type] as readonly string[]).includes(normalized)) return 'billingAddress';
  if ((DISTRIBUTION_LOCATION_ERROR_CODES[type] as readonly string[]).includes(normalized)) return 'distributionLocation';
  return 'general';
}

/** The validation codes of a cart, grouped for the service type. */
export function classifyValidationErrors(
  codes: Iterable<string | number>,
  serviceType: ServiceType | undefined,
): ClassifiedValidationErrors {
  const groups: Record<ValidationErrorGroup, string[]> = {
    timeSlot: [],
    discountCode: [],
    billingAddress: [],
    distributionLocation: [],
    general: [],
  };
  const seen = new Set<string>();
  for (const code of codes) {
    const normalized = normalizeValidationCode(code);
    if (seen.has(normalized)) continue;
    seen.add(normalized);
    groups[validationErrorGroup(normalized, serviceType)].push(normalized);
  }
  return { ...groups, hasIncompleteDeliveryWindow: groups.timeSlot.length > 0 };
}

/** A cart with a time slot code has an incomplete delivery window. */
export function hasIncompleteDeliveryWindow(codes: Iterable<string | number>): boolean {
  for (const code of codes) {
    const normalized = normalizeValidationCode(code);
    if (isCartValidationCode(normalized) && (TIME_SLOT_ERROR_CODES as readonly string[]).includes(normalized)) return true;
  }
  return false;
}
