import { loginFormSchema } from '@storefront/shared/account';

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;
/** The rule message of each invalid field (`key|params`, see shared's rule messages). */
export type LoginErrors = Partial<Record<LoginField, string>>;

const isLoginField = (key: unknown): key is LoginField => LOGIN_FIELDS.includes(key as LoginField);

/**
 * The login form's rules are shared's (doc 2 §5 login: password required; the
 * email required and an email address, as the login call checks it). The first
 * message of each field is the one shown.
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isLoginField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
