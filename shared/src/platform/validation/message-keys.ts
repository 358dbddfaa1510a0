/**
 * Every message key the form rules of this folder put into a rule message.
 * The tenant's message bundle holds a text for each (the backend's seed types
 * its German texts against this list, so a key without a text fails to compile).
 */
export const VALIDATION_MESSAGE_KEYS = [
  // The default form messages.
  'validation.required',
  'validation.email',
  'validation.numbersOnly',
  'validation.integersOnly',
  'validation.uppercaseOnly',
  'validation.maxLength',
  'validation.minLength',
  'validation.invalidLength',
  'validation.characterNotAllowed',
  'validation.chooseOne',
  'validation.invalidFormat',
  // The messages of field rules the default ones do not say.
  'validation.invalidDate',
  'validation.minimumAge',
  'validation.numberRange',
  'validation.ean13',
  'validation.passwordsDiffer',
  'validation.fileTooLarge',
  'validation.tooManyFiles',
  'validation.fileType',
  'validation.invalidAddress',
  // Checks only the server makes, told at the field like the rules above: one of the most common
  // passwords (the list stays on the server), and an upload whose body arrived broken.
  'validation.commonPassword',
  'validation.fileUnreadable',
] as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];
