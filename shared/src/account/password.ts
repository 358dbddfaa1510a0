import { maxLength, minLength, requiredPassword } from '../platform/validation/rules';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;

/** Doc 2 §5: a new password (password change) and the default forms' password have 8 to 50 characters. */
export function newPasswordField() {
  return requiredPassword(minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH));
}
