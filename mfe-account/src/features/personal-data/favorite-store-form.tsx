import { useState } from 'react';
import useSWR from 'swr';
import * as z from 'zod/mini';
import { favoriteStoreOf, setFavoriteStore } from '@storefront/shared/account';
import { getCheckoutStores } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import type { Customer } from '@storefront/shared/platform/schemas';
import { Button, Form, SelectField, useZodForm } from '@storefront/shared/platform/ui';
import { requiredChoice } from '@storefront/shared/platform/validation';
import * as styles from '../account-ui/account.module.css';
import { failureMessage } from '../account-ui/failure-message';
import { StatusMessage } from '../profile/status-message';

const favoriteStoreFormSchema = z.object({ storeId: requiredChoice() });

/**
 * The favorite store (doc 1 §3, §7): one of the shop's stores, saved as
 * MY_STORE_{storeId}; the session's customer follows. A store list that
 * cannot be loaded leaves the section out (doc 2 §8: silent).
 */
export function FavoriteStoreForm({ customer }: { customer: Customer }) {
  const { api, session, i18n } = useServices();
  const { t } = i18n;
  const stores = useSWR('checkout-stores', () => call(api, getCheckoutStores));
  const form = useZodForm(favoriteStoreFormSchema, { defaultValues: { storeId: customer.favoriteStore?.storeId ?? '' } });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async ({ storeId }: { storeId: string }) => {
    setStatus(null);
    if (storeId === customer.favoriteStore?.storeId) {
      setStatus({ ok: true, text: t('account.profile.noChanges') });
      return;
    }
    try {
      await call(api, setFavoriteStore, { body: favoriteStoreOf(storeId) });
      setStatus({ ok: true, text: t('account.form.saved') });
      await session.refresh();
    } catch (error) {
      setStatus({ ok: false, text: failureMessage(error, t) });
    }
  };

  if (!stores.data || stores.data.length === 0) return null;
  return (
    <section aria-labelledby="account-favorite-store" className={styles.card}>
      <h2 id="account-favorite-store" className={styles.subtitle}>
        {t('account.profile.favoriteStore')}
      </h2>
      <StatusMessage kind={status?.ok ? 'success' : 'error'} text={status?.text} />
      <Form form={form} onValidSubmit={submit} trackAs="favorite-store">
        <SelectField
          name="storeId"
          label={t('account.profile.favoriteStoreLabel')}
          placeholder={t('account.form.choose')}
          options={stores.data.map((store) => ({ value: store.storeId, label: [store.name, store.city].filter(Boolean).join(', ') }))}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('account.profile.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
