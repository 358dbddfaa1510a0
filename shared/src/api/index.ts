export {
  createApiClient,
  readDocumentCookie,
  RETRYABLE_STATUSES,
  XSRF_COOKIE,
  XSRF_HEADER,
  REQUEST_ID_HEADER,
  IDEMPOTENCY_HEADER,
  SESSION_EXPIRED_COOKIE,
  type ApiClient,
  type ApiClientOptions,
  type ApiResponse,
  type HttpMethod,
  type RequestOptions,
} from './client';
export {
  ApiError,
  isApiError,
  BACKEND_UNAVAILABLE_MESSAGE,
  backendErrorBodySchema,
  paymentErrorSchema,
  retailGatewayErrorSchema,
  type ApiErrorKind,
  type ApiErrorDetails,
} from './errors';
export { randomId, requestId } from './ids';
export { requireNonEmpty } from './local-rules';
export { ADDRESS_PLACEHOLDERS, fillAddressPlaceholders, stripAddressPlaceholders } from './address-placeholders';

// One module per API domain (doc 1 §7, doc 2 §7): each call with its request and response schemas.
export {
  getTenantConfig,
} from './endpoints/tenant';
export {
  fetchCsrfToken,
} from './endpoints/security';
export {
  getContentPageQuerySchema,
  getContentPage,
  getRedirects,
  getClientComponentConfigsQuerySchema,
  getClientComponentConfigs,
  getSearchBannerResponseSchema,
  getSearchBanner,
  getSitemap,
} from './endpoints/content';
export {
  manageNewsletter,
  submitContactForm,
  submitQuestionnaire,
  type NewsletterChange,
} from './endpoints/content-forms';
export {
  reportClientErrorRequestSchema,
  reportClientError,
  type ClientErrorReport,
} from './endpoints/logs';
export {
  getBuildMeta,
  getLatestBuildQuerySchema,
  getLatestBuild,
  getPrerenderedPayloadQuerySchema,
  getPrerenderedPayload,
} from './endpoints/builds';
export {
  loginQuerySchema,
  login,
  logout,
} from './endpoints/auth';
export {
  getCustomer,
  refreshCustomer,
  updateCustomerRequestSchema,
  hasCustomerChanges,
  updateCustomer,
  registerCustomerRequestSchema,
  registerCustomerQuerySchema,
  registerCustomerResponseSchema,
  registerCustomer,
  getCommunicationSettings,
  updateCommunicationSettingsRequestSchema,
  updateCommunicationSettingsResponseSchema,
  updateCommunicationSettings,
  manageNewsletterTopicsRequestSchema,
  manageNewsletterTopics,
  type CustomerUpdate,
  type CustomerRegistration,
  type RegistrationOutcome,
  type NewsletterTopicChanges,
  type NewsletterTopicsOutcome,
} from './endpoints/customers';
export {
  getCart,
  validateCart,
  finalizeCart,
  resetCart,
  setCartBillingAddressRequestSchema,
  setCartBillingAddress,
  assignCartToCustomerQuerySchema,
  assignCartToCustomer,
  mergeCart,
  setCrateDepositDesiredRequestSchema,
  setCrateDepositDesired,
  addCartPaymentRequestSchema,
  addCartPayment,
  cleanCartPayments,
  removeCartPayment,
  addCartItemRequestSchema,
  addCartItemQuerySchema,
  addCartItem,
  addCartItemsRequestSchema,
  addCartItemsQuerySchema,
  notAddedCartItemSchema,
  addCartItemsResponseSchema,
  addCartItems,
  removeAllCartItems,
  removeCartItemsQuerySchema,
  removeCartItems,
  addDiscountCodeRequestSchema,
  removeDiscountCodeQuerySchema,
  addDiscountCode,
  removeDiscountCode,
  setCartDistributionAddressRequestSchema,
  setCartDistributionAddress,
  setCartDistributionTimeSlotRequestSchema,
  setCartDistributionTimeSlot,
  type BillingAddressInput,
  type CartPaymentInput,
  type AddCartItemsResult,
  type DistributionAddressInput,
} from './endpoints/carts';
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
  getCapacityRequestSchema,
  getCapacityQuerySchema,
  getCapacityResponseSchema,
  getCapacity,
  getEarliestWindowQuerySchema,
  getEarliestWindowResponseSchema,
  getEarliestWindow,
  type EarliestWindowQuery,
} from './endpoints/capacity';
export {
  getCheckoutStoresResponseSchema,
  getCheckoutStores,
  getDeliveryAreaResponseSchema,
  getDeliveryArea,
  getDefaultDeliveryArea,
  getDeliveryAreaAtQuerySchema,
  getDeliveryAreaAt,
} from './endpoints/distribution';
export {
  autocompletePlacesQuerySchema,
  autocompletePlacesResponseSchema,
  autocompletePlaces,
  geocodeLocationQuerySchema,
  geocodeResultsResponseSchema,
  geocodeLocation,
  geocodePlaceQuerySchema,
  geocodePlace,
  geocodeAddressQuerySchema,
  geocodeAddress,
} from './endpoints/maps';
export {
  getSavedPaymentMethods,
  savePaymentMethodRequestSchema,
  savePaymentMethod,
  removeSavedPaymentMethodQuerySchema,
  removeSavedPaymentMethod,
  setPrimaryPaymentMethod,
  type SavePaymentMethodRequest,
} from './endpoints/payment-methods';
export {
  getWallet,
  linkGiftCardRequestSchema,
  linkGiftCard,
  unlinkGiftCard,
} from './endpoints/wallet';
export {
  getDeliveryPassOffersResponseSchema,
  getDeliveryPassOffers,
  getCustomerDeliveryPassResponseSchema,
  getCustomerDeliveryPass,
} from './endpoints/delivery-pass';
export {
  billingAddressRequestSchema,
  createCustomerAddressRequestSchema,
  updateCustomerAddressRequestSchema,
  customerAddressesResponseSchema,
  getCustomerAddresses,
  createCustomerAddress,
  updateCustomerAddress,
  setPrimaryCustomerAddress,
  removeCustomerAddress,
  removeCombinedCustomerAddress,
  type WithOptionalAddressParts,
  type CustomerAddressInput,
  type CustomerAddressUpdate,
} from './endpoints/addresses';
export {
  getFavorites,
  addFavoriteRequestSchema,
  addFavorite,
  removeFavorite,
  getFavoriteProductsQuerySchema,
  getFavoriteProducts,
  setFavoriteStoreRequestSchema,
  setFavoriteStore,
} from './endpoints/favourites';
export {
  getLoyaltyCardInfoQuerySchema,
  getLoyaltyCardInfo,
  getPhysicalCardStatus,
  getLoyaltyVouchersResponseSchema,
  getLoyaltyVouchers,
} from './endpoints/loyalty';
export {
  getPersonalVouchersQuerySchema,
  getPersonalVouchersResponseSchema,
  getPersonalVouchers,
  getGeneralVouchersResponseSchema,
  getGeneralVouchers,
} from './endpoints/vouchers';
export {
  getCategoryTrees,
  getCategory,
  getCategoryProductsQuerySchema,
  getCategoryProducts,
  getProductsQuerySchema,
  getProducts,
  getProduct,
  getSimilarProductsResponseSchema,
  getSimilarProducts,
  getRecipe,
  type ProductPage,
} from './endpoints/catalogue';
export {
  SEARCH_TYPES,
  contentSearchHitSchema,
  recipeSearchHitSchema,
  searchQuerySchema,
  searchResponseSchema,
  search,
  type SearchType,
  type SearchHit,
  CATALOGUE_SEARCH_TYPES,
  brandSearchHitSchema,
  categorySearchHitSchema,
  catalogueSearchResponseSchema,
  searchCatalogue,
  type CatalogueSearchType,
  type CatalogueSearchHit,
} from './endpoints/search';
export { foldForSearch, foldSearchCharacters } from './search-folding';
