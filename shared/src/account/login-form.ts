import * as z from 'zod/mini';
import { emailAddress, NOT_A_FORM, requiredPassword, requiredTrimmedText } from '../platform/validation/rules';

/**
 * The login form requires a password. The email is required and an
 * email address (doc 1 §5 default messages), the rule the login call itself checks
 * (schemas/customer.ts loginRequestSchema); it is checked and sent trimmed.
 */
export const loginFormFields = {
  email: requiredTrimmedText(emailAddress()),
  // A password may contain or be blanks: only an empty one is missing.
  password: requiredPassword(),
};

export const loginFormSchema = z.object(loginFormFields, NOT_A_FORM);
export type LoginFormValues = z.output<typeof loginFormSchema>;
