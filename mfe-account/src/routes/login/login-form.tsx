import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { loginFormSchema, type LoginFormValues } from '@storefront/shared/account';
import { isApiError } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Form, RouteLink, Skeleton, TextField, useZodForm } from '@storefront/shared/platform/ui';
import { ConfigLink } from '../../features/account-ui/config-link';
import { waitMinutes } from '../../features/account-ui/failure-message';
import { recaptchaResponse } from '../../features/account-ui/recaptcha';
import * as styles from '../../features/account-ui/account.module.css';
import { configLinkSchema, useComponentConfig } from '../../features/component-config/use-component-config';
import { safeReturnUrl } from './return-url';

type LoginFailure = 'invalidCredentials' | 'emailNotConfirmed' | 'tooManyAttempts' | 'unavailable' | 'failed';

/** What a failed login call means to the shopper. */
function loginFailure(error: unknown): LoginFailure {
  if (isApiError(error) && error.status === 401) return 'invalidCredentials';
  // Too many wrong passwords: the shop slows the account down for a while (the answer says how long).
  if (waitMinutes(error) !== undefined) return 'tooManyAttempts';
  if (isApiError(error) && error.details.errorCode === 'emailNotConfirmed') return 'emailNotConfirmed';
  // A network failure or a bad gateway means "Backend or internet is not available" (doc 1 §8).
  if (isApiError(error) && error.kind === 'unavailable') return 'unavailable';
  return 'failed';
}

const FAILURE_MESSAGES: Record<LoginFailure, string> = {
  invalidCredentials: 'account.login.invalidCredentials',
  emailNotConfirmed: 'account.error.emailNotConfirmed',
  tooManyAttempts: 'account.error.tooManyAttempts',
  unavailable: 'account.login.unavailable',
  failed: 'account.login.failed',
};

/** The `login` component config (doc 1 §3): texts and the links to registration, password reset and the offline account. */
export const loginConfigSchema = z.object({
  headline: z.optional(z.string()),
  intro: z.optional(z.string()),
  recaptchaSiteKey: z.optional(z.string()),
  forgotPasswordLink: z.optional(configLinkSchema),
  registration: z.optional(z.object({ headline: z.optional(z.string()), text: z.optional(z.string()), link: z.optional(configLinkSchema) })),
  offlineAccount: z.optional(z.object({ text: z.optional(z.string()), link: z.optional(configLinkSchema) })),
});

/**
 * The login form on the UI kit: e-mail and password (required, doc 2 §5),
 * sent once through services.session.login with the reCAPTCHA answer; then
 * to the returnUrl when it is a path of this shop. Beside it the config's
 * way to a new account, to a forgotten password and to the store card's
 * offline account.
 */
export function LoginForm({ query }: { query: URLSearchParams }) {
  const { session, navigation, i18n } = useServices();
  const { t } = i18n;
  const { config, loading } = useComponentConfig('login', loginConfigSchema);
  const form = useZodForm(loginFormSchema, { defaultValues: { email: '', password: '' } });
  const [failure, setFailure] = useState<{ readonly kind: LoginFailure; readonly waitMinutes?: number } | null>(null);
  // Guards against a second submit before React has disabled the button (double click, Enter + click, a script).
  const inFlight = useRef(false);

  const submit = async ({ email, password }: LoginFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const captcha = await recaptchaResponse(config.recaptchaSiteKey, 'login');
      await session.login({ email, password, ...(captcha ? { recaptchaResponse: captcha } : {}) });
      const returnUrl = safeReturnUrl(query.get('returnUrl'));
      // Replace: "back" after logging in must not return to the login form.
      if (returnUrl) navigation.navigate(returnUrl, { replace: true });
      // Without one, the session's change shows the logged-in view (login-page.tsx).
    } catch (error) {
      const wait = waitMinutes(error);
      setFailure({ kind: loginFailure(error), ...(wait === undefined ? {} : { waitMinutes: wait }) });
    } finally {
      inFlight.current = false;
    }
  };

  // The headline, intro and the other ways in come from the login config: until it is read the form's place is
  // held, so the form does not move down under the shopper's finger when the texts arrive.
  if (loading) {
    return (
      <div className={`${styles.page} ${styles.medium}`} aria-busy="true">
        <Skeleton width="100%" height="24rem" />
      </div>
    );
  }
  const forgot = config.forgotPasswordLink;
  return (
    <div className={`${styles.page} ${styles.medium}`}>
      <div className={styles.split}>
        <section aria-labelledby="account-login-heading" className={styles.card}>
          <h1 id="account-login-heading" className={styles.title}>
            {config.headline ?? t('account.login.headline')}
          </h1>
          {config.intro && <p className={styles.intro}>{config.intro}</p>}
          {/* The login guard sends a shopper here with authRequired=true. */}
          {query.get('authRequired') === 'true' && (
            <p role="status" className={styles.notice}>
              {t('account.login.authRequired')}
            </p>
          )}
          {failure && (
            <p role="alert" className={`${styles.notice} ${styles.error}`}>
              {t(FAILURE_MESSAGES[failure.kind], failure.waitMinutes === undefined ? undefined : { count: failure.waitMinutes })}
            </p>
          )}
          <Form form={form} onValidSubmit={submit} trackAs="login">
            <TextField name="email" type="email" label={t('account.login.email')} autoComplete="email" />
            <TextField name="password" type="password" label={t('account.login.password')} autoComplete="current-password" />
            <div className={styles.actions}>
              <Button type="submit" busy={form.formState.isSubmitting}>
                {t('account.login.submit')}
              </Button>
              {forgot ? (
                <ConfigLink link={forgot} className={styles.link} />
              ) : (
                <RouteLink to={{ name: 'password-reset' }} className={styles.link}>
                  {t('account.login.forgotPassword')}
                </RouteLink>
              )}
            </div>
          </Form>
        </section>
        <aside className={styles.stack} aria-label={t('account.login.otherWays')}>
          <section className={styles.card}>
            <h2 className={styles.subtitle}>{config.registration?.headline ?? t('account.login.newCustomer')}</h2>
            {config.registration?.text && <p>{config.registration.text}</p>}
            {config.registration?.link ? (
              <ConfigLink link={config.registration.link} className={styles.link} />
            ) : (
              <RouteLink to={{ name: 'registration' }} className={styles.link}>
                {t('account.login.register')}
              </RouteLink>
            )}
          </section>
          <section className={styles.card}>
            <p>{config.offlineAccount?.text ?? t('account.login.offlineAccountText')}</p>
            {config.offlineAccount?.link ? (
              <ConfigLink link={config.offlineAccount.link} className={styles.link} />
            ) : (
              <RouteLink to={{ name: 'offline-account' }} className={styles.link}>
                {t('account.login.offlineAccount')}
              </RouteLink>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
