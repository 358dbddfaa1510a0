import { useState } from 'react';
import * as z from 'zod/mini';
import { getWallet, linkGiftCard, unlinkGiftCard, type GiftCard } from '@storefront/shared/account';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Form, Price, Skeleton, TextField, useZodForm } from '@storefront/shared/platform/ui';
import { maxLength, requiredTrimmedText } from '@storefront/shared/platform/validation';
import * as styles from '../account-ui/account.module.css';
import { failureMessage } from '../account-ui/failure-message';
import * as book from '../addresses/addresses.module.css';
import { ConfirmDialog } from '../profile/confirm-dialog';
import { StatusMessage } from '../profile/status-message';
import { useCustomerData } from '../profile/use-customer-data';
import { NOT_A_FORM } from '../customer-form/customer-fields';

const giftCardFormSchema = z.object({ code: requiredTrimmedText(maxLength(64)) }, NOT_A_FORM);

/** A gift card's extra fields the backend sends beside doc 2's balance. */
type ListedGiftCard = GiftCard & { readonly expiresOn?: unknown; readonly usable?: unknown };

/**
 * The wallet: the gift-card balance, the linked cards, one
 * added by its code and one removed after asking. Refusals are the wallet
 * codes 1000–1014 of doc 2 §8, each with its own text. The profile leaves
 * the section out where featureWallet is off.
 */
export function WalletSection() {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const { data: wallet, error, mutate } = useCustomerData('wallet', () => call(api, getWallet));
  const form = useZodForm(giftCardFormSchema, { defaultValues: { code: '' } });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [removing, setRemoving] = useState<GiftCard | null>(null);

  const add = async ({ code }: { code: string }) => {
    setStatus(null);
    try {
      await mutate(await call(api, linkGiftCard, { body: { code } }), { revalidate: false });
      form.reset({ code: '' });
      setStatus({ ok: true, text: t('account.wallet.added') });
    } catch (failure) {
      // The code stays in the field, with the wallet's reason beside it.
      form.setError('code', { type: 'server', message: failureMessage(failure, t, 'wallet.error') }, { shouldFocus: true });
    }
  };

  const remove = async (card: GiftCard) => {
    setStatus(null);
    try {
      await mutate(await call(api, unlinkGiftCard, { params: { id: card.id } }), { revalidate: false });
      setStatus({ ok: true, text: t('account.wallet.removed') });
    } catch (failure) {
      setStatus({ ok: false, text: failureMessage(failure, t, 'wallet.error') });
    }
  };

  if (error && !wallet) return <StatusMessage kind="error" text={failureMessage(error, t, 'wallet.error')} />;
  if (!wallet) return <Skeleton width="100%" height="10rem" />;

  return (
    <section aria-labelledby="account-wallet" className={styles.card}>
      <h2 id="account-wallet" className={styles.subtitle}>
        {t('account.wallet.headline')}
      </h2>
      <p>
        {t('account.wallet.balance')} <Price cents={wallet.balance} />
      </p>
      <StatusMessage kind={status?.ok ? 'success' : 'error'} text={status?.text} />
      {wallet.giftCards.length === 0 ? (
        <p className={styles.muted}>{t('account.wallet.empty')}</p>
      ) : (
        <ul className={book.list} aria-label={t('account.wallet.cards')}>
          {wallet.giftCards.map((card: ListedGiftCard) => (
            <li key={card.id} className={book.item}>
              <div className={book.head}>
                <span>{card.maskedCode ?? t('account.wallet.card')}</span>
                {card.usable === false && <span className={`${book.badge} ${book.expiredBadge}`}>{t('account.wallet.notUsable')}</span>}
              </div>
              <span>
                {t('account.wallet.cardBalance')} <Price cents={card.balance} />
              </span>
              {typeof card.expiresOn === 'string' && <span className={styles.muted}>{t('account.wallet.expiresOn', { date: card.expiresOn.split('-').reverse().join('.') })}</span>}
              <div className={styles.actions}>
                <Button variant="link" onClick={() => setRemoving(card)}>
                  {t('account.wallet.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subtitle}>{t('account.wallet.addHeadline')}</h3>
      <Form form={form} onValidSubmit={add} trackAs="gift-card">
        <TextField name="code" label={t('account.wallet.code')} hint={t('account.wallet.codeHint')} autoComplete="off" inputMode="numeric" />
        <div className={styles.actions}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('account.wallet.add')}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={removing !== null}
        title={t('account.wallet.removeTitle')}
        text={removing?.maskedCode ?? ''}
        confirmLabel={t('account.wallet.remove')}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
