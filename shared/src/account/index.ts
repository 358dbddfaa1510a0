export {
  communicationSettingsSchema,
  selectableSalutationSchema,
  type CommunicationSettings,
} from './communication-settings';
export {
  createDefaultFormFields,
  createDefaultFormSchema,
  defaultFormFields,
  defaultFormSchema,
  MINIMUM_AGE,
  minimumAge,
  type DefaultFormInput,
  type DefaultFormOptions,
  type DefaultFormValues,
} from './default-form';
export {
  ean13CheckDigit,
  isValidEan13,
} from './ean13';
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
  getDeliveryPassOffersResponseSchema,
  getDeliveryPassOffers,
  getCustomerDeliveryPassResponseSchema,
  getCustomerDeliveryPass,
} from './endpoints/delivery-pass';
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
  getSavedPaymentMethods,
  savePaymentMethodRequestSchema,
  savePaymentMethod,
  removeSavedPaymentMethodQuerySchema,
  removeSavedPaymentMethod,
  setPrimaryPaymentMethod,
  type SavePaymentMethodRequest,
} from './endpoints/payment-methods';
export {
  getPersonalVouchersQuerySchema,
  getPersonalVouchersResponseSchema,
  getPersonalVouchers,
  getGeneralVouchersResponseSchema,
  getGeneralVouchers,
} from './endpoints/vouchers';
export {
  getWallet,
  linkGiftCardRequestSchema,
  linkGiftCard,
  unlinkGiftCard,
} from './endpoints/wallet';
export {
  productSourceFilterSchema,
  FAVORITE_STORE_SOURCES,
  favoriteStoreSourceSchema,
  localFavoriteStoresSchema,
  favoritesSchema,
  type ProductSourceFilter,
  type FavoriteStoreSource,
  type Favorites,
} from './favourites';
export {
  loginFormFields,
  loginFormSchema,
  type LoginFormValues,
} from './login-form';
export {
  CARITAS_DONOR_POOL_TAG,
  LOYALTY_CARD_INFO_CLEARED_ERROR_CODE,
  loyaltyPoolSchema,
  loyaltyMemberInfoSchema,
  hasDonorVoucherFlag,
  orderAvailabilitySchema,
  physicalCardStatusSchema,
  type LoyaltyPool,
  type LoyaltyMemberInfo,
  type OrderAvailability,
  type PhysicalCardStatus,
} from './loyalty';
export {
  passwordChangeFields,
  passwordChangeSchema,
  type PasswordChangeValues,
} from './password-change';
export {
  newPasswordField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './password';
export {
  CARD_NUMBER_LENGTH,
  ACTIVATION_CODE_MAX_LENGTH,
  activationCodeField,
  cardNumberField,
  DELIVERY_NOTE_MAX_LENGTH,
  deliveryNoteField,
  GENDERS,
  genderField,
  internationalPhoneField,
  normaliseActivationCode,
  requiredWhenChosen,
  type Gender,
} from './registration-fields';
export {
  giftCardSchema,
  walletSchema,
  WALLET_ERROR_CODES,
  type GiftCard,
  type Wallet,
  type WalletErrorCode,
} from './wallet';
