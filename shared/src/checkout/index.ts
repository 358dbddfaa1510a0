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
  cartFileSchema,
  cartFilesResponseSchema,
  getCartFiles,
  removeCartFile,
  uploadCartFile,
  type CartFile,
  type CartFiles,
} from './endpoints/cart-files';
export {
  submitCheckoutRequestSchema,
  submitCheckoutResponseSchema,
  submitCheckout,
  getOrderConfig,
  type CheckoutRequest,
  type CheckoutResult,
} from './endpoints/checkout';
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
