import { loginRequestSchema } from '@storefront/shared/schemas';

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;
/** The message key of each invalid field. */
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The email rule of the login call itself, so the form accepts what the backend accepts. */
const emailSchema = loginRequestSchema.shape.email;

/**
 * The login form's rules: doc 2 §5 "Login: password required"; the email is
 * required and must be an email address (doc 1 §5 default form messages:
 * "required field", "valid email"). The email is checked trimmed, as it is sent.
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'validation.required';
  else if (!emailSchema.safeParse(email).success) errors.email = 'validation.email';
  // A password may contain or be spaces: only an empty one is missing.
  if (values.password === '') errors.password = 'validation.required';
  return errors;
}
