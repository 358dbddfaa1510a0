/*
 * Checkout: its calls (one operation each, the cart's payment steps among
 * them), the billing fields, checkout address, payment and surcharge rules.
 */
export { addCartPayment, type CartPaymentInput } from './operations/add-cart-payment';
export { cleanCartPayments } from './operations/clean-cart-payments';
export { finalizeCart } from './operations/finalize-cart';
export { getCartFiles } from './operations/get-cart-files';
export { getPaymentStatus, PROVIDER_PAYMENT_STATUSES, type PaymentStatus } from './operations/get-payment-status';
export { removeCartFile } from './operations/remove-cart-file';
export { removeCartPayment } from './operations/remove-cart-payment';
export { resetCart } from './operations/reset-cart';
export { setCartBillingAddress, type BillingAddressInput } from './operations/set-cart-billing-address';
export { setCartDistributionTimeSlot } from './operations/set-cart-distribution-time-slot';
export { submitCheckout, type CheckoutRequest, type CheckoutResult } from './operations/submit-checkout';
export { uploadCartFile } from './operations/upload-cart-file';
export {
  billingFieldSetting,
  CONFIGURABLE_BILLING_FIELDS,
  createBillingFieldsSchema,
  visibleBillingFields,
  type BillingFieldSetting,
  type BillingFieldsConfiguration,
  type ConfigurableBillingField,
} from './billing-fields';
export {
  checkoutAddressSchema,
  checkoutFields,
  type CheckoutAddressValues,
} from './checkout-address';
export {
  CART_FILE_FIELD,
  cartFileForm,
  cartFileSchema,
  cartFilesResponseSchema,
  type CartFile,
  type CartFiles,
} from './cart-files';
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
export {
  PAYMENT_INITIATORS,
  paymentInitiatorSchema,
  PAYMENT_METHOD_TYPES,
  paymentMethodTypeSchema,
  paymentMethodIdSchema,
  CARD_BRANDS,
  cardBrandSchema,
  savedPaymentMethodSchema,
  savedPaymentMethodsSchema,
  paymentReturnQuerySchema,
  type PaymentInitiator,
  type PaymentMethodType,
  type PaymentMethodId,
  type CardBrand,
  type SavedPaymentMethod,
  type SavedPaymentMethods,
  type PaymentReturnQuery,
} from './payment';
export {
  paymentMethodCarriesSurcharge,
  surchargeFor,
  totalWithSurcharge,
} from './surcharge';
export { PAYMENT_ERROR_TEXTS } from './payment-error-texts';
export { PAYMENT_METHOD_IDS, SURCHARGE_PAYMENT_METHOD_IDS, GIFT_CARD_PAYMENT, USE_WALLET_SESSION_STORAGE_KEY } from './payment-constants';
