import { maxLength, minLength, requiredPassword } from '../platform/validation/rules';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;

/** A new password (password change) and the registration form's password have 8 to 50 characters (doc 2 §5). */
export function newPasswordField() {
  return requiredPassword(minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH));
}
