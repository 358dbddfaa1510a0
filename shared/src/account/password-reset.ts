import * as z from 'zod/mini';
import { newPasswordField } from './password';
import { message, NOT_A_FORM } from '../platform/validation/rules';
import { ACCOUNT_FIELDS } from './fields';

/**
 * The one-time token of a password reset link: 43 characters of base64url
 * (32 random bytes). Anything else cannot be one and is refused unread.
 */
export const passwordResetTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** How long a reset link works: a day, as the mail says. */
export const PASSWORD_RESET_VALIDITY_HOURS = 24;

/** Asking for the link: the account's e-mail address. */
export const passwordResetRequestSchema = z.object({ email: ACCOUNT_FIELDS.email.requiredTrimmed() }, NOT_A_FORM);
export type PasswordResetRequestValues = z.output<typeof passwordResetRequestSchema>;

/** Choosing the new password on the link's page: 8 to 50 characters, typed twice (doc 2 §5 password change). */
export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordField(), repeatPassword: z.string({ error: message('validation.passwordsDiffer') }) }, NOT_A_FORM)
  .check(
    z.refine((values) => values.newPassword === values.repeatPassword, {
      error: message('validation.passwordsDiffer'),
      path: ['repeatPassword'],
    }),
  );
export type NewPasswordFormValues = z.output<typeof newPasswordFormSchema>;
