import { collectFormErrors, translateRuleMessage } from '@storefront/shared/platform/validation';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { isApiError } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { LOGIN_FIELDS, validateLogin, type LoginErrors, type LoginField, type LoginValues } from './login-rules';
import { safeReturnUrl } from './return-url';

type LoginFailure = 'invalidCredentials' | 'unavailable' | 'failed';

/** What a failed login call means to the shopper. */
function loginFailure(error: unknown): LoginFailure {
  if (isApiError(error) && error.status === 401) return 'invalidCredentials';
  // A network failure or a bad gateway means "Backend or internet is not available" (doc 1 §8).
  if (isApiError(error) && error.kind === 'unavailable') return 'unavailable';
  return 'failed';
}

const FAILURE_MESSAGES: Record<LoginFailure, string> = {
  invalidCredentials: 'account.login.invalidCredentials',
  unavailable: 'account.login.unavailable',
  failed: 'account.login.failed',
};

/** The login form: email and password, checked on submit, sent once through services.session.login. */
export function LoginForm({ query }: { query: URLSearchParams }) {
  const { session, navigation, tracking, i18n } = useServices();
  const { t } = i18n;
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Guards against a second submit before React has disabled the button (double click, Enter + click).
  const inFlight = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const inputs: Record<LoginField, typeof emailInput> = { email: emailInput, password: passwordInput };
  const labels: Record<LoginField, string> = {
    email: t('account.login.email'),
    password: t('account.login.password'),
  };

  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateLogin(values);
    setErrors(found);
    setFailure(null);
    const invalid = LOGIN_FIELDS.filter((field) => found[field] !== undefined);
    if (invalid.length > 0) {
      // On a form error, tracking collects label and message of each invalid field (doc 1 §5).
      tracking.track({
        event: 'formError',
        form: 'login',
        fields: collectFormErrors(
          invalid.map((field) => ({ path: [field], message: found[field]! })),
          labels,
          t,
        ),
      });
      inputs[invalid[0]!].current?.focus();
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    try {
      await session.login({ email: values.email.trim(), password: values.password });
      const returnUrl = safeReturnUrl(query.get('returnUrl'));
      // Replace: "back" after logging in must not return to the login form.
      if (returnUrl) navigation.navigate(returnUrl, { replace: true });
      // Without one, the session's change shows the logged-in view (login-page.tsx).
    } catch (error) {
      setFailure(loginFailure(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{t('account.login.headline')}</h1>
      {/* The login guard sends a shopper here with authRequired=true (doc 1 §5). */}
      {query.get('authRequired') === 'true' && <p role="status">{t('account.login.authRequired')}</p>}
      {failure && <p role="alert">{t(FAILURE_MESSAGES[failure])}</p>}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        <LoginInput
          id={`${id}-email`}
          label={labels.email}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email && translateRuleMessage(errors.email, t)}
          inputRef={emailInput}
        />
        <LoginInput
          id={`${id}-password`}
          label={labels.password}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password && translateRuleMessage(errors.password, t)}
          inputRef={passwordInput}
        />
        <button type="submit" disabled={submitting}>
          {t('account.login.submit')}
        </button>
      </form>
    </section>
  );
}

function LoginInput({
  id,
  label,
  error,
  inputRef,
  ...input
}: {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <p id={errorId}>{error}</p>}
    </div>
  );
}
