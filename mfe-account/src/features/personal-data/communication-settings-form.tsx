import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { getCommunicationSettings, updateCommunicationSettings, type CommunicationSettings } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, CheckboxField, Form, Skeleton, useZodForm } from '@storefront/shared/platform/ui';
import * as styles from '../account-ui/account.module.css';
import { failureMessage } from '../account-ui/failure-message';
import { StatusMessage } from '../profile/status-message';
import { useCustomerData } from '../profile/use-customer-data';

const settingsFormSchema = z.object({ personalEmailAllowed: z.boolean(), personalMailAllowed: z.boolean(), personalSmsAllowed: z.boolean() });
const CHANNELS = ['personalEmailAllowed', 'personalMailAllowed', 'personalSmsAllowed'] as const;

/** Whether the shop may write to the customer personally by e-mail, letter and SMS. */
export function CommunicationSettingsForm() {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const { data, error, mutate } = useCustomerData('communication-settings', () => call(api, getCommunicationSettings));
  const form = useZodForm(settingsFormSchema, {
    defaultValues: { personalEmailAllowed: false, personalMailAllowed: false, personalSmsAllowed: false },
  });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (data) form.reset(data);
  }, [data, form]);

  const submit = async (settings: CommunicationSettings) => {
    setStatus(null);
    try {
      await mutate(await call(api, updateCommunicationSettings, { body: settings }), { revalidate: false });
      setStatus({ ok: true, text: t('account.form.saved') });
    } catch (failure) {
      setStatus({ ok: false, text: failureMessage(failure, t) });
    }
  };

  return (
    <section aria-labelledby="account-communication" className={styles.card}>
      <h2 id="account-communication" className={styles.subtitle}>
        {t('account.profile.communication')}
      </h2>
      {error && !data ? (
        <StatusMessage kind="error" text={failureMessage(error, t)} />
      ) : !data ? (
        <Skeleton shape="text" width="100%" height="6rem" lines={3} />
      ) : (
        <>
          <StatusMessage kind={status?.ok ? 'success' : 'error'} text={status?.text} />
          <Form form={form} onValidSubmit={submit} trackAs="communication-settings">
            {CHANNELS.map((channel) => (
              <CheckboxField key={channel} name={channel} label={t(`account.communication.${channel}`)} />
            ))}
            <div className={styles.actions}>
              <Button type="submit" busy={form.formState.isSubmitting}>
                {t('account.profile.save')}
              </Button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
