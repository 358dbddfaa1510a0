export { parseRuleMessage, ruleMessage, translateRuleMessage } from './rule-message';
export { VALIDATION_MESSAGE_KEYS, type ValidationMessageKey } from './message-keys';
export {
  characterCount,
  digitsOnly,
  emailAddress,
  EMAIL_MAX_LENGTH,
  exactLength,
  firstCharacterNotAllowed,
  forbidCharacter,
  holds,
  isGiven,
  matches,
  maxLength,
  message,
  minLength,
  onlyCharacters,
  optionalText,
  required,
  requiredChoice,
  requiredEmail,
  requiredExactly,
  requiredPassword,
  requiredText,
  requiredTrimmedText,
  requiredYesNo,
  uppercaseOnly,
  type StringCheck,
} from './rules';
export { ageOn, calendarDateOf, daysInMonth, isFormDate, parseFormDate, type CalendarDate } from './dates';
export { ean13CheckDigit, isValidEan13 } from './ean13';
export { INTERNATIONAL_PHONE, isLegacyPhone } from './phone-patterns';
export {
  isAllowedUploadType,
  isFileLike,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  UPLOAD_MIME_TYPES,
  uploadFileField,
  uploadFilesField,
  type FileLike,
} from './file-upload';
export {
  contactFormFields,
  contactFormSchema,
  NAME_CHARACTER,
  ZIP_CHARACTER,
  type ContactFormValues,
} from './contact-form';
export { loginFormFields, loginFormSchema, type LoginFormValues } from './login';
export { newPasswordField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
export { passwordChangeFields, passwordChangeSchema, type PasswordChangeValues } from './password-change';
export {
  isFlyoutSearchTerm,
  SEARCH_FORM_TERM_MIN_LENGTH,
  searchFormSchema,
  searchTermField,
  type SearchFormValues,
} from './search';
export {
  ageAsInteger,
  MAX_AGE_EXCLUSIVE,
  MIN_AGE_EXCLUSIVE,
  questionnaireAgeField,
  questionnaireFormSchema,
  type QuestionnaireFormValues,
} from './questionnaire';
export {
  CARD_NUMBER_LENGTH,
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
export { checkoutAddressSchema, checkoutFields, type CheckoutAddressValues } from './checkout';
export {
  createAddressValidityFields,
  createAddressValiditySchema,
  DEFAULT_INVALID_ADDRESS_MESSAGE_KEY,
  DELIVERY_PHONE_SETTINGS,
  deliveryPhoneNumberField,
  geocodingMessage,
  isGeocodingComplete,
  type AddressValidityConfiguration,
  type DeliveryPhoneSetting,
  type GeocodedAddress,
} from './address-validity';
export {
  BILLING_FIELD_SETTINGS,
  billingFieldSetting,
  CONFIGURABLE_BILLING_FIELDS,
  createBillingFieldsSchema,
  visibleBillingFields,
  type BillingFieldSetting,
  type BillingFieldsConfiguration,
  type ConfigurableBillingField,
} from './billing-fields';
export { collectFormErrors, type FormFieldError, type FormIssue } from './form-errors';
