import { maxLength, minLength, requiredPassword, textCharacters } from '../platform/validation/rules';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;

/**
 * A new password (password change, reset) and the registration form's password have 8 to 50 characters
 * (doc 2 §5), and no control character or lone surrogate (see `textCharacters('password')`).
 */
export function newPasswordField() {
  return requiredPassword(textCharacters('password'), minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH));
}
