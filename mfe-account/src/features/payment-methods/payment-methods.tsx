import { useState } from 'react';
import { getSavedPaymentMethods, removeSavedPaymentMethod, setPrimaryPaymentMethod } from '@storefront/shared/account';
import type { SavedPaymentMethod } from '@storefront/shared/checkout';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Skeleton } from '@storefront/shared/platform/ui';
import * as styles from '../account-ui/account.module.css';
import { failureMessage } from '../account-ui/failure-message';
import * as book from '../addresses/addresses.module.css';
import { ConfirmDialog } from '../profile/confirm-dialog';
import { StatusMessage } from '../profile/status-message';
import { useCustomerData } from '../profile/use-customer-data';
import { BrandMark } from './brand-mark';
import * as cards from './payment-methods.module.css';

/** The expiry as printed on the card: MM/YY. */
function expiry(method: SavedPaymentMethod): string {
  return `${String(method.cardExpiryMonth).padStart(2, '0')}/${String(method.cardExpiryYear % 100).padStart(2, '0')}`;
}

/**
 * The saved payment methods (doc 2 §3, §7): each card with its brand's mark
 * and expiry; an expired card is shown as such and cannot become the primary
 * one; set primary; delete after asking. hasInactiveMethods adds a note that
 * inactive methods exist. Cards are saved in the checkout, not here.
 */
export function PaymentMethods() {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const { data, error, mutate } = useCustomerData('payment-methods', () => call(api, getSavedPaymentMethods));
  const [removing, setRemoving] = useState<SavedPaymentMethod | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (action: () => ReturnType<typeof call<typeof getSavedPaymentMethods>>, done: string) => {
    setStatus(null);
    try {
      await mutate(await action(), { revalidate: false });
      setStatus({ ok: true, text: t(done) });
    } catch (failure) {
      setStatus({ ok: false, text: failureMessage(failure, t) });
    }
  };

  if (error && !data) return <StatusMessage kind="error" text={failureMessage(error, t)} />;
  if (!data) return <Skeleton width="100%" height="10rem" />;

  return (
    <section aria-labelledby="account-payment-methods" className={styles.card}>
      <h2 id="account-payment-methods" className={styles.subtitle}>
        {t('account.payment.headline')}
      </h2>
      <StatusMessage kind={status?.ok ? 'success' : 'error'} text={status?.text} />
      {data.activeMethods.length === 0 ? (
        <p>{t('account.payment.empty')}</p>
      ) : (
        <ul className={book.list} aria-label={t('account.payment.headline')}>
          {data.activeMethods.map((method) => (
            <li
              key={method.id}
              className={`${book.item} ${method.expired ? cards.expired : ''}`}
              aria-label={[method.paymentBrand, method.maskedNumber, expiry(method)].filter(Boolean).join(' ')}
            >
              <div className={cards.row}>
                <BrandMark brand={method.paymentBrand} />
                <div className={cards.details}>
                  <strong>{method.paymentBrand}</strong>
                  {method.maskedNumber && <span className={cards.number}>{method.maskedNumber}</span>}
                  <span>{t('account.payment.expiry', { expiry: expiry(method) })}</span>
                </div>
                {method.isPrimary && <span className={`${book.badge} ${book.primaryBadge}`}>{t('account.payment.primary')}</span>}
                {method.expired && <span className={`${book.badge} ${book.expiredBadge}`}>{t('account.payment.expired')}</span>}
              </div>
              <div className={styles.actions}>
                {!method.isPrimary && !method.expired && (
                  <Button
                    variant="secondary"
                    onClick={() => void run(() => call(api, setPrimaryPaymentMethod, { params: { id: method.id } }), 'account.payment.primarySet')}
                  >
                    {t('account.payment.makePrimary')}
                  </Button>
                )}
                <Button variant="link" onClick={() => setRemoving(method)}>
                  {t('account.payment.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.hasInactiveMethods && <p className={styles.muted}>{t('account.payment.hasInactive')}</p>}
      <p className={styles.muted}>{t('account.payment.addHint')}</p>
      <ConfirmDialog
        open={removing !== null}
        title={t('account.payment.removeTitle')}
        text={removing ? t('account.payment.removeText', { brand: removing.paymentBrand, expiry: expiry(removing) }) : ''}
        confirmLabel={t('account.payment.remove')}
        onConfirm={() =>
          removing
            ? run(() => call(api, removeSavedPaymentMethod, { params: { id: removing.id }, query: { provider: removing.provider ?? 'local' } }), 'account.payment.removed')
            : Promise.resolve()
        }
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
