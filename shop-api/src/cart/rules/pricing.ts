import { isFreeService, type PriceInfo } from '@storefront/shared/cart';
import { paymentMethodCarriesSurcharge, totalWithSurcharge, GIFT_CARD_PAYMENT } from '@storefront/shared/checkout';
import { type ServiceType } from '@storefront/shared/distribution';
import type { Product } from '@storefront/shared/catalogue';
import type { DiscountCode } from '../store/discount-codes';
import type { StoredPayment } from '../store/carts';
import type { VoucherDiscount } from '../store/vouchers';
import { netWeightGrams } from './weight';

/**
 * A cart is free-service when orderValue >= freeOfChargeThreshold, a value the
 * cart carries (doc 2 §3, §4, §9). 50 € is this shop's choice; the spec shows none.
 */
export const FREE_OF_CHARGE_THRESHOLD = 5000;

/** The service fee of a service type while no window is chosen: the fee of an ordinary window. */
export const STANDARD_SERVICE_FEE: Readonly<Record<ServiceType, number>> = { DELIVERY: 390, CLICK_AND_COLLECT: 190 };

/**
 * Surcharges per payment method in percent, this shop's choice (the spec
 * shows none): what the provider charges the shop for the method. Paying at
 * the door or in the store carries none.
 */
export const SURCHARGE_PERCENT: Readonly<Record<string, number>> = {
  'credit-cards': 1.5,
  paypal: 2,
  'pay-by-invoice-b2c': 2.5,
  'pay-by-invoice-b2b': 1,
};

/** The percentage a payment method adds (0 for one without surcharge, doc 2 §9). */
export function surchargePercent(methodKey: string): number {
  return paymentMethodCarriesSurcharge(methodKey) ? (SURCHARGE_PERCENT[methodKey] ?? 0) : 0;
}

/** Austrian VAT, included in every price: 10 % on food, 20 % on everything else and on the service fee. */
export const VAT_FOOD = 10;
export const VAT_STANDARD = 20;
const STANDARD_RATE_CATEGORIES = /drogerie|haushalt|körperpflege|reinigung|papier|wasser|säfte|limonade|softdrink|bier|wein|sekt|spirituosen|tabak/i;

/** Austrian VAT: drinks other than coffee, tea and milk, alcohol and non-food carry 20 %, other food 10 %. */
export function vatRate(product: Product): number {
  if (product.availability === 'ageRestricted') return VAT_STANDARD;
  return product.parentCategories.some((name) => STANDARD_RATE_CATEGORIES.test(name)) ? VAT_STANDARD : VAT_FOOD;
}

/** Weight and weight-piece articles are reserved with this much on top: the picked weight varies. */
export const OVER_AUTHORIZATION_PERCENT = 10;
/** A deposit crate (3 €) holds up to six deposit articles; when wanted, one per started six. */
export const CRATE_DEPOSIT = 300;
export const ARTICLES_PER_CRATE = 6;

export interface PricedLine {
  readonly product: Product;
  readonly quantity: number;
}

export interface PricingInput {
  /** The lines that can be ordered now (unavailable ones are not priced). */
  readonly lines: readonly PricedLine[];
  readonly loyaltyMember: boolean;
  readonly serviceType: ServiceType | undefined;
  /** The chosen window's fee; null when the window has no published fee; undefined when no window. */
  readonly windowServiceFee: number | null | undefined;
  readonly deliveryPassActive: boolean;
  /** The discount codes that apply (the validation has dropped the invalid ones). */
  readonly discountCodes: readonly DiscountCode[];
  readonly payments: readonly StoredPayment[];
  readonly crateDepositDesired: boolean;
  /** The vouchers in the cart that take their value off it, in the cart's order (undefined: no price value). */
  readonly vouchers: ReadonlyArray<{ readonly articleId: string; readonly discount: VoucherDiscount | undefined }>;
  /** The price of the delivery pass bought with the cart (0: none). */
  readonly deliveryPassPrice: number;
}

export interface Pricing {
  readonly priceInfo: PriceInfo;
  /** Grams. */
  readonly weight: number;
  /** What each voucher took off the cart, in cents, by article id. */
  readonly voucherDiscounts: ReadonlyMap<string, number>;
}

/** What the cart's gift card payments plan to pay, in cents. */
export function plannedGiftCardAmount(payments: readonly StoredPayment[]): number {
  return payments.filter((payment) => payment.methodKey === GIFT_CARD_PAYMENT.methodKey).reduce((sum, payment) => sum + payment.amountPlanned, 0);
}

export function unitPrice(product: Product, loyaltyMember: boolean): number {
  return loyaltyMember && product.price.loyalty ? product.price.loyalty.value : product.price.regular.value;
}

function vatIncluded(gross: number, rate: number): number {
  return Math.round((gross * rate) / (100 + rate));
}

/** Whether a discount code's minimum order value is reached. */
export function meetsMinimum(code: DiscountCode, orderValue: number): boolean {
  return orderValue >= code.minimumOrderValue;
}

export function orderValueOf(lines: readonly PricedLine[], loyaltyMember: boolean): number {
  return lines.reduce((sum, { product, quantity }) => sum + unitPrice(product, loyaltyMember) * quantity, 0);
}

/** What a voucher takes off the articles: a percentage of all of them or of its skus, or an amount; never more than is left. */
function voucherArticleDiscount(discount: VoucherDiscount, lines: readonly PricedLine[], loyaltyMember: boolean, orderValue: number, left: number): number {
  if (discount.kind === 'FREE_SERVICE') return 0;
  const amount =
    discount.kind === 'AMOUNT'
      ? discount.value
      : Math.round(
          ((discount.skus ? orderValueOf(lines.filter(({ product }) => discount.skus?.includes(product.sku)), loyaltyMember) : orderValue) *
            discount.value) /
            100,
        );
  return Math.min(amount, left);
}

/**
 * priceInfo of doc 2 §3, every amount in cents. Prices include VAT. orderValue
 * is what the articles cost the shopper (loyalty prices for members);
 * total = orderValue − discounts + deposits + service fees + the delivery
 * pass bought with the cart. Discount codes apply first, then the vouchers;
 * the pass is no article: no discount, free-service value or order limit counts it.
 */
export function priceCart(input: PricingInput): Pricing {
  const { lines, loyaltyMember, serviceType } = input;
  let totalArticlePrice = 0;
  let orderValue = 0;
  let depositFees = 0;
  let depositArticles = 0;
  let weightValue = 0;
  let weight = 0;
  for (const { product, quantity } of lines) {
    totalArticlePrice += product.price.regular.value * quantity;
    const value = unitPrice(product, loyaltyMember) * quantity;
    orderValue += value;
    if (product.price.depositPrice) {
      depositFees += product.price.depositPrice.value * quantity;
      depositArticles += quantity;
    }
    if (product.weightArticle || product.weightPieceArticle) weightValue += value;
    weight += netWeightGrams(product) * quantity;
  }
  if (input.crateDepositDesired && depositArticles > 0) depositFees += CRATE_DEPOSIT * Math.ceil(depositArticles / ARTICLES_PER_CRATE);

  let articleDiscounts = 0;
  let serviceFeeWaivedByCode = false;
  for (const code of input.discountCodes) {
    if (!meetsMinimum(code, orderValue)) continue;
    if (code.kind === 'PERCENT') articleDiscounts += Math.round((orderValue * code.value) / 100);
    else if (code.kind === 'AMOUNT') articleDiscounts += code.value;
    else serviceFeeWaivedByCode = true;
  }
  articleDiscounts = Math.min(articleDiscounts, orderValue);

  const voucherDiscounts = new Map<string, number>();
  const serviceFeeVouchers: string[] = [];
  for (const { articleId, discount } of input.vouchers) {
    voucherDiscounts.set(articleId, 0);
    if (!discount || orderValue < (discount.minimumOrderValue ?? 0)) continue;
    if (discount.kind === 'FREE_SERVICE') {
      serviceFeeVouchers.push(articleId);
      continue;
    }
    const amount = voucherArticleDiscount(discount, lines, loyaltyMember, orderValue, orderValue - articleDiscounts);
    voucherDiscounts.set(articleId, amount);
    articleDiscounts += amount;
  }

  // No service fee with a valid delivery pass or once the free-service value is reached.
  const fee =
    serviceType === undefined || input.windowServiceFee === null
      ? undefined
      : input.deliveryPassActive || isFreeService({ orderValue, freeOfChargeThreshold: FREE_OF_CHARGE_THRESHOLD })
        ? 0
        : (input.windowServiceFee ?? STANDARD_SERVICE_FEE[serviceType]);
  // A voucher waives the fee a code left; the first such voucher gets the credit, the others take nothing.
  const [feeVoucher] = serviceFeeVouchers;
  const feeWaivedByVoucher = fee !== undefined && fee > 0 && !serviceFeeWaivedByCode && feeVoucher !== undefined;
  if (feeWaivedByVoucher) voucherDiscounts.set(feeVoucher, fee);
  const serviceFeesAfterDiscount = fee === undefined ? undefined : serviceFeeWaivedByCode || feeWaivedByVoucher ? 0 : fee;
  const discounts = articleDiscounts + (fee ?? 0) - (serviceFeesAfterDiscount ?? 0);
  const deliveryPassPrice = input.deliveryPassPrice;
  const total = orderValue - articleDiscounts + depositFees + (serviceFeesAfterDiscount ?? 0) + deliveryPassPrice;

  // VAT included in the articles after the discount, spread over the lines by value, plus the fee's.
  const discountShare = orderValue === 0 ? 0 : articleDiscounts / orderValue;
  let totalVat = lines.reduce(
    (sum, { product, quantity }) => sum + vatIncluded(unitPrice(product, loyaltyMember) * quantity * (1 - discountShare), vatRate(product)),
    0,
  );
  totalVat += vatIncluded(serviceFeesAfterDiscount ?? 0, VAT_STANDARD);
  // The pass is a service: 20 % like the fee.
  totalVat += vatIncluded(deliveryPassPrice, VAT_STANDARD);

  const giftCardPlanned = plannedGiftCardAmount(input.payments);
  const coveredAmount = Math.min(giftCardPlanned, total);
  const overAuthorizationAmount = Math.round((weightValue * OVER_AUTHORIZATION_PERCENT) / 100);
  const uncoveredWithout = total - coveredAmount;
  const plannedMethod = input.payments.find((payment) => payment.methodKey !== GIFT_CARD_PAYMENT.methodKey);
  const savings = totalArticlePrice - orderValue;

  const priceInfo: PriceInfo = {
    orderValue,
    total,
    totalArticlePrice,
    depositFees,
    discounts,
    savings,
    totalSavings: savings + discounts,
    coveredAmount,
    totalVat,
    uncoveredAmountWithoutOverAuthorization: uncoveredWithout,
    uncoveredAmountWithOverAuthorization: uncoveredWithout + overAuthorizationAmount,
    ...(weightValue > 0 ? { overAuthorizationAmount, overAuthorizationPercentage: OVER_AUTHORIZATION_PERCENT } : {}),
    ...(fee !== undefined ? { serviceFees: fee, serviceFeesAfterDiscount, serviceFeeTaxRate: VAT_STANDARD } : {}),
    ...(plannedMethod
      ? { totalWithSurcharge: coveredAmount + totalWithSurcharge(uncoveredWithout, surchargePercent(plannedMethod.methodKey)) }
      : {}),
  };
  return { priceInfo, weight, voucherDiscounts };
}

/**
 * What the payment provider is asked to authorize for a method: the part no
 * gift card covers, with the reserve for weight articles, plus the method's
 * surcharge (doc 2 §9: total = amount × (100 + surcharge) / 100).
 */
export function amountToAuthorize(priceInfo: PriceInfo, methodKey: string): number {
  const uncovered = priceInfo.uncoveredAmountWithOverAuthorization ?? priceInfo.total - (priceInfo.coveredAmount ?? 0);
  return totalWithSurcharge(uncovered, surchargePercent(methodKey));
}

/**
 * What an order costs the shopper paying with a method: the gift cards' part, and the rest with the
 * method's surcharge (doc 2 §9), without the reserve for weight articles, which is authorized but not
 * charged. The total the order list and the confirmation show.
 */
export function orderTotal(priceInfo: PriceInfo, methodKey: string): number {
  const covered = priceInfo.coveredAmount ?? 0;
  return covered + totalWithSurcharge(priceInfo.total - covered, surchargePercent(methodKey));
}
