/*
 * The account domain of shared: the account remote's calls (one operation a
 * file, with the rule that reads its answer where it has one), the schemas of
 * its entities and the rules of its forms.
 */
export {
  activateOfflineAccount,
  offlineAccountActivationSchema,
  type OfflineAccountActivation,
} from './operations/activate-offline-account';
export { addFavorite } from './operations/add-favorite';
export { changePassword } from './operations/change-password';
export { confirmNewsletterTopics } from './operations/confirm-newsletter-topics';
export { confirmRegistration } from './operations/confirm-registration';
export { createCustomerAddress, type CustomerAddressInput } from './operations/create-customer-address';
export { getCommunicationSettings } from './operations/get-communication-settings';
export { getCustomerAddresses } from './operations/get-customer-addresses';
export { getCustomerDeliveryPass } from './operations/get-customer-delivery-pass';
export { getCustomerOrders } from './operations/get-customer-orders';
export { getDeliveryPassOffers } from './operations/get-delivery-pass-offers';
export { getFavoriteProducts, productSourceQuery } from './operations/get-favorite-products';
export { getFavorites } from './operations/get-favorites';
export { getGeneralVouchers } from './operations/get-general-vouchers';
export { getLoyaltyCardInfo } from './operations/get-loyalty-card-info';
export { getLoyaltyVouchers } from './operations/get-loyalty-vouchers';
export { getPersonalVouchers } from './operations/get-personal-vouchers';
export { getPhysicalCardStatus } from './operations/get-physical-card-status';
export { getSavedPaymentMethods } from './operations/get-saved-payment-methods';
export { getWallet } from './operations/get-wallet';
export { linkGiftCard } from './operations/link-gift-card';
export {
  manageNewsletterTopics,
  newsletterTopicsOutcome,
  type NewsletterTopicChanges,
  type NewsletterTopicsOutcome,
} from './operations/manage-newsletter-topics';
export {
  registerCustomer,
  registrationOutcome,
  type CustomerRegistration,
  type RegistrationOutcome,
} from './operations/register-customer';
export { orderPhysicalCard, physicalCardOrderSchema, type PhysicalCardOrder } from './operations/order-physical-card';
export { requestPasswordReset } from './operations/request-password-reset';
export { resetPassword } from './operations/reset-password';
export { removeCombinedCustomerAddress } from './operations/remove-combined-customer-address';
export { removeCustomerAddress } from './operations/remove-customer-address';
export { removeFavorite } from './operations/remove-favorite';
export { removeSavedPaymentMethod } from './operations/remove-saved-payment-method';
export { savePaymentMethod, type SavePaymentMethodRequest } from './operations/save-payment-method';
export { favoriteStoreOf, setFavoriteStore } from './operations/set-favorite-store';
export { setPrimaryCustomerAddress } from './operations/set-primary-customer-address';
export { setPrimaryPaymentMethod } from './operations/set-primary-payment-method';
export { unlinkGiftCard } from './operations/unlink-gift-card';
export { updateCommunicationSettings } from './operations/update-communication-settings';
export { hasCustomerChanges, updateCustomer, type CustomerUpdate } from './operations/update-customer';
export { updateCustomerAddress, type CustomerAddressUpdate } from './operations/update-customer-address';

export { addressBookSchema } from './address-book';
export {
  customerOrderPageSchema,
  customerOrderSchema,
  ORDER_STATUSES,
  ORDERS_PAGE_SIZE,
  type CustomerOrder,
  type CustomerOrderPage,
  type OrderLine,
} from './orders';
export { billingAddressRequestSchema, type WithOptionalAddressParts } from './address-request';
export { ACCOUNT_FIELDS, customerAddressFields, type AccountFieldName } from './fields';
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
  productSourceFilterSchema,
  FAVORITE_STORE_SOURCES,
  FAVORITE_TYPES,
  favoriteTypeSchema,
  type FavoriteType,
  favoriteStoreSourceSchema,
  localFavoriteStoresSchema,
  favoritesSchema,
  type ProductSourceFilter,
  type FavoriteStoreSource,
  type Favorites,
} from './favorites';
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
  MAX_GIFT_CARDS_PER_WALLET,
  type GiftCard,
  type Wallet,
  type WalletErrorCode,
} from './wallet';
export { ACCOUNT_ERROR_TEXTS, WALLET_ERROR_TEXTS } from './account-answer-texts';
export { MAX_ADDRESSES_PER_CUSTOMER, FAVORITE_STORES_STORAGE_KEY, PRODUCT_SOURCE_FILTERS, ORDER_AVAILABILITIES } from './account-constants';
export {
  newPasswordFormSchema,
  PASSWORD_RESET_VALIDITY_HOURS,
  passwordResetRequestSchema,
  passwordResetTokenSchema,
  type NewPasswordFormValues,
  type PasswordResetRequestValues,
} from './password-reset';
