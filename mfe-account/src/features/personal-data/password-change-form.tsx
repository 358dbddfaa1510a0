import { useState } from 'react';
import { changePassword, passwordChangeSchema, type PasswordChangeValues } from '@storefront/shared/account';
import { call, isApiError } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Form, TextField, useZodForm } from '@storefront/shared/platform/ui';
import * as styles from '../account-ui/account.module.css';
import { failureMessage, fieldIssues } from '../account-ui/failure-message';
import { StatusMessage } from '../profile/status-message';

const EMPTY = { oldPassword: '', newPassword: '', repeatPassword: '' };

/**
 * Password change (doc 2 §5): the old password, a new one of 8 to 50
 * characters, and its repeat, which must match. The server also refuses the
 * most common passwords, told at the new password's field.
 */
export function PasswordChangeForm() {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const form = useZodForm(passwordChangeSchema, { defaultValues: EMPTY });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async ({ oldPassword, newPassword }: PasswordChangeValues) => {
    setStatus(null);
    try {
      await call(api, changePassword, { body: { oldPassword, newPassword } });
      form.reset(EMPTY);
      setStatus({ ok: true, text: t('account.profile.passwordChanged') });
    } catch (error) {
      // A new password the server refuses (one of the most common) is told at its field.
      const newPasswordIssue = fieldIssues(error).find(({ field }) => field === 'newPassword');
      if (newPasswordIssue) {
        form.setError('newPassword', { type: 'server', message: newPasswordIssue.message }, { shouldFocus: true });
        return;
      }
      const text = failureMessage(error, t);
      if (isApiError(error) && error.details.errorCode === 'wrongPassword') form.setError('oldPassword', { type: 'server', message: text }, { shouldFocus: true });
      else setStatus({ ok: false, text });
    }
  };

  return (
    <section aria-labelledby="account-password-change" className={styles.card}>
      <h2 id="account-password-change" className={styles.subtitle}>
        {t('account.profile.passwordChange')}
      </h2>
      <StatusMessage kind={status?.ok ? 'success' : 'error'} text={status?.text} />
      <Form form={form} onValidSubmit={submit} trackAs="password-change">
        <TextField name="oldPassword" type="password" label={t('account.field.oldPassword')} autoComplete="current-password" />
        <div className={styles.columns}>
          <TextField name="newPassword" type="password" label={t('account.field.newPassword')} hint={t('account.field.passwordHint')} autoComplete="new-password" />
          <TextField name="repeatPassword" type="password" label={t('account.field.repeatPassword')} autoComplete="new-password" />
        </div>
        <div className={styles.actions}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('account.profile.passwordChangeSubmit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
