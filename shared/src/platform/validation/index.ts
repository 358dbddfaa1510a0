export {
  ageOn,
  calendarDateOf,
  daysInMonth,
  isFormDate,
  parseFormDate,
  type CalendarDate,
} from './dates';
export {
  isAllowedUploadType,
  fileSizeText,
  isFileLike,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  UPLOAD_MIME_TYPES,
  uploadFileField,
  uploadFilesField,
  type FileLike,
} from './file-upload';
export {
  collectFormErrors,
  type FormFieldError,
  type FormIssue,
} from './form-errors';
export {
  VALIDATION_MESSAGE_KEYS,
  type ValidationMessageKey,
} from './message-keys';
export {
  INTERNATIONAL_PHONE,
  isLegacyPhone,
} from './phone-patterns';
export {
  parseRuleMessage,
  ruleMessage,
  translateRuleMessage,
} from './rule-message';
export {
  characterCount,
  characterForMessage,
  digitsOnly,
  emailAddress,
  exactLength,
  firstCharacterNotAllowed,
  firstCharacterNotText,
  forbidCharacter,
  holds,
  isGiven,
  matches,
  maxLength,
  message,
  minLength,
  onlyCharacters,
  optionalMultilineText,
  optionalText,
  required,
  requiredChoice,
  requiredExactly,
  requiredMultilineText,
  requiredPassword,
  requiredText,
  requiredTrimmedText,
  requiredYesNo,
  textCharacters,
  uppercaseOnly,
  type StringCheck,
  type TextKind,
} from './rules';
export {
  isFlyoutSearchTerm,
  SEARCH_FORM_TERM_MIN_LENGTH,
  searchFormSchema,
  searchTermField,
  type SearchFormValues,
} from './search-term';
export { safeRedirectTarget, shopPathOf } from './redirect-target';
export { matchRedirect, redirectTarget } from './redirects';
export { textField, type TextField, type TextFieldRule } from './text-field';
