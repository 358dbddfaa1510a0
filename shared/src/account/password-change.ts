import * as z from 'zod/mini';
import { newPasswordField } from './password';
import { message, NOT_A_FORM, requiredPassword } from '../platform/validation/rules';

/** Changing the password: the old one required; the new one required, 8-50 characters; the repeat must match (doc 2 §5). */
export const passwordChangeFields = {
  oldPassword: requiredPassword(),
  newPassword: newPasswordField(),
  repeatPassword: z.string({ error: message('validation.passwordsDiffer') }),
};

/** The form: a repeat that differs from the new password is told at the repeat field. */
export const passwordChangeSchema = z.object(passwordChangeFields, NOT_A_FORM).check(
  z.refine((values) => values.newPassword === values.repeatPassword, {
    error: message('validation.passwordsDiffer'),
    path: ['repeatPassword'],
  }),
);
export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;
