/*
 * The cart: its calls (one operation each), its schemas and the cart rules of
 * doc 2 as pure functions.
 */
export { addCartItem } from './operations/add-cart-item';
export { addCartItems, type AddCartItemsResult } from './operations/add-cart-items';
export { addDiscountCode } from './operations/add-discount-code';
export { assignCartToCustomer } from './operations/assign-cart-to-customer';
export { getCart } from './operations/get-cart';
export { cartRequest } from './requests';
export { getOrderConfig } from './operations/get-order-config';
export { mergeCart } from './operations/merge-cart';
export { removeAllCartItems } from './operations/remove-all-cart-items';
export { removeCartItems } from './operations/remove-cart-items';
export { removeDiscountCode } from './operations/remove-discount-code';
export { setCartDistributionAddress } from './operations/set-cart-distribution-address';
export { setCrateDepositDesired } from './operations/set-crate-deposit-desired';
export { validateCart } from './operations/validate-cart';
export {
  ADD_OUTCOMES,
  ADD_OUTCOME_NOTIFICATIONS,
  BULK_ADDED_NOTIFICATION,
  addFailureNotification,
  type AddOutcome,
} from './add-outcomes';
export {
  nextQuantityOnAdd,
  type AddItemInput,
  type AddItemResult,
} from './add-item';
export {
  cartItemCount,
  decideCartMerge,
  type CartMergeDecision,
  type CartMergeInput,
  type MergeableCart,
} from './cart-merge';
export {
  cartValidationErrorSchema,
  cartValidationResultSchema,
  type CartValidationError,
  type CartValidationResult,
} from './cart-validation';
export {
  CART_STATUSES,
  cartStatusSchema,
  CART_SORTS,
  cartSortSchema,
  DEFAULT_CART_SORT,
  productLineItemSchema,
  voucherLineItemSchema,
  cartPaymentSchema,
  priceInfoSchema,
  cartSchema,
  addCartItemSchema,
  type CartStatus,
  type CartSort,
  type ProductLineItem,
  type VoucherLineItem,
  type CartPayment,
  type PriceInfo,
  type Cart,
  type AddCartItem,
} from './cart';
export {
  deliveryPassSchema,
  deliveryPassOfferSchema,
  deliveryPassLineItemSchema,
  type DeliveryPass,
  type DeliveryPassOffer,
  type DeliveryPassLineItem,
} from './delivery-pass-schemas';
export {
  SHOP_TIME_ZONE,
  isDeliveryPassValid,
  type DeliveryPassOptions,
  type DeliveryPassValidity,
} from './delivery-pass';
export {
  amountMissingForFreeService,
  isFreeService,
  type FreeServiceInput,
} from './free-service';
export {
  ORDER_TYPES,
  orderTypeSchema,
  orderLimitsSchema,
  orderConfigSchema,
  type OrderType,
  type OrderLimits,
  type OrderConfig,
} from './order-config';
export {
  gramsToKg,
  orderLimitNotifications,
  orderLimits,
  type ApplicableOrderLimits,
  type OrderConfigInput,
  type OrderLimitCartInput,
  type OrderLimitNotification,
  type OrderLimitNotificationKind,
} from './order-limits';
export {
  initialServiceSelectionPromptState,
  shouldPromptServiceSelection,
  type ServiceSelectionPromptDecision,
  type ServiceSelectionPromptOptions,
  type ServiceSelectionPromptState,
} from './service-selection-prompt';
export {
  CART_VALIDATION_CODES,
  CART_VALIDATION_CODE_MEANINGS,
  TIME_SLOT_ERROR_CODES,
  DISCOUNT_CODE_ERROR_CODES,
  BILLING_ADDRESS_ERROR_CODES,
  DISTRIBUTION_LOCATION_ERROR_CODES,
  type CartValidationCode,
  VALIDATION_ERROR_GROUPS,
  classifyValidationErrors,
  hasIncompleteDeliveryWindow,
  isCartValidationCode,
  normalizeValidationCode,
  validationErrorGroup,
  type ClassifiedValidationErrors,
  type ValidationErrorGroup,
} from './validation-codes';
export {
  VOUCHER_TYPES,
  voucherTypeSchema,
  VOUCHER_SERVICE_TYPES,
  voucherServiceTypeSchema,
  automaticRedemptionSchema,
  voucherSchema,
  personalVoucherSchema,
  type VoucherType,
  type AutomaticRedemption,
  type Voucher,
  type PersonalVoucher,
} from './vouchers';
export { CART_VALIDATION_TEXTS } from './cart-validation-texts';
export { CART_VALIDATION_POLL_INTERVAL_MS, DEFAULT_SERVICE_SELECTION_INTERVAL } from './cart-constants';
