import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { activateOfflineAccount, offlineAccountActivationSchema } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Form, TextField, useZodForm } from '@storefront/shared/platform/ui';
import { ConfigLink } from '../../features/account-ui/config-link';
import { failureMessage } from '../../features/account-ui/failure-message';
import { recaptchaResponse } from '../../features/account-ui/recaptcha';
import * as styles from '../../features/account-ui/account.module.css';
import { configLinkSchema, useComponentConfig } from '../../features/component-config/use-component-config';
import { StatusMessage } from '../../features/profile/status-message';
import { SuccessWithLogin } from '../../features/account-ui/success-with-login';

/** The `offlineaccount` component config (doc 1 §3). */
const offlineAccountConfigSchema = z.object({
  headline: z.optional(z.string()),
  intro: z.optional(z.string()),
  cardNumberHint: z.optional(z.string()),
  successText: z.optional(z.string()),
  help: z.optional(configLinkSchema),
  recaptchaSiteKey: z.optional(z.string()),
});

/**
 * The offline account: a shopper whose club card was handed
 * out in a store activates its online account with the card number and the
 * e-mail address given there; the link to choose a password arrives by mail.
 * The page says the same for every card and address.
 */
export function OfflineAccountPage() {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const { config } = useComponentConfig('offlineaccount', offlineAccountConfigSchema);
  const form = useZodForm(offlineAccountActivationSchema, { defaultValues: { cardNumber: '', email: '', firstName: '', lastName: '' } });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = async (values: z.output<typeof offlineAccountActivationSchema>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const captcha = await recaptchaResponse(config.recaptchaSiteKey, 'offline_account');
      await call(api, activateOfflineAccount, { body: values, query: captcha ? { recaptchaResponse: captcha } : {} });
      setSent(true);
    } catch (error) {
      setFailure(failureMessage(error, t));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <section aria-labelledby="account-offline-heading" className={styles.card}>
        <h1 id="account-offline-heading" className={styles.title}>
          {config.headline ?? t('account.offlineAccount.headline')}
        </h1>
        {sent ? (
          <>
            <SuccessWithLogin text={config.successText ?? t('account.offlineAccount.sent')} />
          </>
        ) : (
          <>
            {config.intro && <p className={styles.intro}>{config.intro}</p>}
            <StatusMessage kind="error" text={failure} />
            <Form form={form} onValidSubmit={submit} trackAs="offline-account">
              <TextField
                name="cardNumber"
                label={`${t('account.field.cardNumber')} *`}
                hint={config.cardNumberHint ?? t('account.field.cardNumberHint')}
                inputMode="numeric"
                autoComplete="off"
              />
              <TextField name="email" type="email" label={`${t('account.field.email')} *`} autoComplete="email" />
              <div className={styles.columns}>
                <TextField name="firstName" label={`${t('account.field.firstName')} *`} autoComplete="given-name" />
                <TextField name="lastName" label={`${t('account.field.lastName')} *`} autoComplete="family-name" />
              </div>
              <div className={styles.actions}>
                <Button type="submit" busy={form.formState.isSubmitting}>
                  {t('account.offlineAccount.submit')}
                </Button>
                {config.help && <ConfigLink link={config.help} className={styles.link} />}
              </div>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
