export { SERVICE_TYPES, type ServiceType } from './service-type';
export {
  BILLING_ADDRESS_ERROR_CODES,
  CART_VALIDATION_CODES,
  CART_VALIDATION_CODE_MEANINGS,
  DISCOUNT_CODE_ERROR_CODES,
  DISTRIBUTION_LOCATION_ERROR_CODES,
  TIME_SLOT_ERROR_CODES,
  VALIDATION_ERROR_GROUPS,
  classifyValidationErrors,
  hasIncompleteDeliveryWindow,
  isCartValidationCode,
  normalizeValidationCode,
  validationErrorGroup,
  type CartValidationCode,
  type ClassifiedValidationErrors,
  type ValidationErrorGroup,
} from './validation-codes';
export { amountMissingForFreeService, isFreeService, type FreeServiceInput } from './free-service';
export {
  gramsToKg,
  orderLimitNotifications,
  orderLimits,
  type OrderConfigInput,
  type OrderLimitCartInput,
  type OrderLimitNotification,
  type OrderLimitNotificationKind,
  type OrderLimits,
  type ServiceTypeOrderLimits,
} from './order-limits';
export {
  PAYMENT_METHOD_IDS,
  SURCHARGE_PAYMENT_METHOD_IDS,
  paymentMethodCarriesSurcharge,
  surchargeFor,
  totalWithSurcharge,
  type PaymentMethodId,
} from './surcharge';
export {
  SHOP_TIME_ZONE,
  isDeliveryPassValid,
  type DeliveryPassOptions,
  type DeliveryPassValidity,
} from './delivery-pass';
export { nextQuantityOnAdd, type AddItemInput, type AddItemResult } from './add-item';
export {
  initialServiceSelectionPromptState,
  shouldPromptServiceSelection,
  type ServiceSelectionPromptDecision,
  type ServiceSelectionPromptOptions,
  type ServiceSelectionPromptState,
} from './service-selection-prompt';
export {
  cartItemCount,
  decideCartMerge,
  type CartMergeDecision,
  type CartMergeInput,
  type MergeableCart,
} from './cart-merge';
export {
  FINALIZED_CART_ERROR_CODE,
  finalizedCartNavigation,
  paymentFinalizationQuery,
  shouldRedirectOnCartError,
  type CartStatusValue,
  type FinalizedCartAction,
  type FinalizedCartDestination,
  type PaymentFinalizationQuery,
} from './payment-finalization';
