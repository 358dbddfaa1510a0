import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import {
  newPasswordFormSchema,
  passwordResetRequestSchema,
  passwordResetTokenSchema,
  requestPasswordReset,
  resetPassword,
  type NewPasswordFormValues,
  type PasswordResetRequestValues,
} from '@storefront/shared/account';
import { call, isApiError } from '@storefront/shared/platform/api';
import type { MountProps } from '@storefront/shared/platform/contracts';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Form, RouteLink, TextField, useZodForm } from '@storefront/shared/platform/ui';
import { failureMessage, fieldIssues } from '../../features/account-ui/failure-message';
import { recaptchaResponse } from '../../features/account-ui/recaptcha';
import * as styles from '../../features/account-ui/account.module.css';
import { useComponentConfig } from '../../features/component-config/use-component-config';
import { SuccessWithLogin } from '../../features/account-ui/success-with-login';

/** The `passwordreset` component config (doc 1 §3). */
const passwordResetConfigSchema = z.object({
  headline: z.optional(z.string()),
  intro: z.optional(z.string()),
  successText: z.optional(z.string()),
  newPasswordHeadline: z.optional(z.string()),
  passwordRules: z.optional(z.string()),
  recaptchaSiteKey: z.optional(z.string()),
});
type PasswordResetConfig = Partial<z.output<typeof passwordResetConfigSchema>>;

/**
 * Password reset: without a token the shopper asks for a link by e-mail
 * address (the answer is the same for every address, so the page never says
 * whether an account exists); the link opens this page with `token`, where
 * the new password is chosen (8 to 50 characters, typed twice).
 */
export function PasswordResetPage({ route }: Pick<MountProps, 'route'>) {
  const { config } = useComponentConfig('passwordreset', passwordResetConfigSchema);
  const token = route?.query.get('token') ?? null;
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      {token === null ? <RequestLink config={config} /> : <ChooseNewPassword config={config} token={token} />}
    </div>
  );
}

function RequestLink({ config }: { config: PasswordResetConfig }) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: '' } });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = async ({ email }: PasswordResetRequestValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const captcha = await recaptchaResponse(config.recaptchaSiteKey, 'password_reset');
      await call(api, requestPasswordReset, { body: { email }, query: captcha ? { recaptchaResponse: captcha } : {} });
      setSent(true);
    } catch (error) {
      setFailure(failureMessage(error, t));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <section aria-labelledby="account-password-reset-heading" className={styles.card}>
      <h1 id="account-password-reset-heading" className={styles.title}>
        {config.headline ?? t('account.passwordReset.headline')}
      </h1>
      {sent ? (
        <>
          <SuccessWithLogin text={config.successText ?? t('account.passwordReset.sent')} />
        </>
      ) : (
        <>
          {config.intro && <p className={styles.intro}>{config.intro}</p>}
          {failure && (
            <p role="alert" className={`${styles.notice} ${styles.error}`}>
              {failure}
            </p>
          )}
          <Form form={form} onValidSubmit={submit} trackAs="password-reset">
            <TextField name="email" type="email" label={t('account.field.email')} autoComplete="email" />
            <div className={styles.actions}>
              <Button type="submit" busy={form.formState.isSubmitting}>
                {t('account.passwordReset.submit')}
              </Button>
              <RouteLink to={{ name: 'login' }} className={styles.link}>
                {t('account.registration.toLogin')}
              </RouteLink>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

function ChooseNewPassword({ config, token }: { config: PasswordResetConfig; token: string }) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { newPassword: '', repeatPassword: '' } });
  const [state, setState] = useState<'open' | 'done' | 'linkInvalid'>(() =>
    z.safeParse(passwordResetTokenSchema, token).success ? 'open' : 'linkInvalid',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = async ({ newPassword }: NewPasswordFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      await call(api, resetPassword, { body: { token, password: newPassword } });
      setState('done');
    } catch (error) {
      // The call names the new password `password`; one the server refuses (too common) is told at its field.
      const passwordIssue = fieldIssues(error).find(({ field }) => field === 'password');
      if (passwordIssue) form.setError('newPassword', { type: 'server', message: passwordIssue.message }, { shouldFocus: true });
      else if (isApiError(error) && error.status === 410) setState('linkInvalid');
      else setFailure(failureMessage(error, t));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <section aria-labelledby="account-new-password-heading" className={styles.card}>
      <h1 id="account-new-password-heading" className={styles.title}>
        {config.newPasswordHeadline ?? t('account.passwordReset.newPasswordHeadline')}
      </h1>
      {state === 'done' && (
        <>
          <SuccessWithLogin text={t('account.passwordReset.done')} />
        </>
      )}
      {state === 'linkInvalid' && (
        <>
          <p role="alert" className={`${styles.notice} ${styles.error}`}>
            {t('account.error.passwordResetLinkInvalid')}
          </p>
          <RouteLink to={{ name: 'password-reset' }} className={styles.link} replace>
            {t('account.passwordReset.requestNew')}
          </RouteLink>
        </>
      )}
      {state === 'open' && (
        <>
          {config.passwordRules && <p className={styles.intro}>{config.passwordRules}</p>}
          {failure && (
            <p role="alert" className={`${styles.notice} ${styles.error}`}>
              {failure}
            </p>
          )}
          <Form form={form} onValidSubmit={submit} trackAs="password-reset-new">
            <TextField name="newPassword" type="password" label={t('account.field.newPassword')} hint={t('account.field.passwordHint')} autoComplete="new-password" />
            <TextField name="repeatPassword" type="password" label={t('account.field.repeatPassword')} autoComplete="new-password" />
            <div className={styles.actions}>
              <Button type="submit" busy={form.formState.isSubmitting}>
                {t('account.passwordReset.save')}
              </Button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
