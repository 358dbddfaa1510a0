import { useState } from 'react';
import {
  createCustomerAddress,
  getCustomerAddresses,
  MAX_ADDRESSES_PER_CUSTOMER,
  removeCombinedCustomerAddress,
  removeCustomerAddress,
  setPrimaryCustomerAddress,
  updateCustomerAddress,
} from '@storefront/shared/account';
import type { CustomerAddress, CustomerAddressCategory } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Dialog, Skeleton } from '@storefront/shared/platform/ui';
import * as styles from '../account-ui/account.module.css';
import { failureMessage } from '../account-ui/failure-message';
import { ConfirmDialog } from '../profile/confirm-dialog';
import { StatusMessage } from '../profile/status-message';
import { useCustomerData } from '../profile/use-customer-data';
import { AddressForm, type AddressRequest } from './address-form';
import * as book from './addresses.module.css';

/** The address as lines: name, street with staircase, floor and door, postcode and city. */
function addressLines(address: CustomerAddress): string[] {
  const name = [address.companyName, [address.firstName, address.lastName].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const unit = [address.stairCase && `Stiege ${address.stairCase}`, address.floor && `Stock ${address.floor}`, address.door && `Tür ${address.door}`]
    .filter(Boolean)
    .join(', ');
  const street = [address.streetName, address.streetNumber].filter(Boolean).join(' ');
  return [name, unit ? `${street}, ${unit}` : street, [address.postalCode, address.city].filter(Boolean).join(' ')].filter((line) => line !== '');
}

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly address: CustomerAddress } | null;

/**
 * The address book: billing, delivery and combined
 * addresses, each category with its primary one; add, edit, make primary,
 * delete (after asking). At 20 addresses (doc 2 §9) no further one can be
 * added and the page says why; every call answers the book as it now is.
 */
export function AddressBook() {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const { data: addresses, error, mutate } = useCustomerData('addresses', () => call(api, getCustomerAddresses));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CustomerAddress | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [formFailure, setFormFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<CustomerAddress[]>, done: string) => {
    setStatus(null);
    try {
      await mutate(await action(), { revalidate: false });
      setStatus({ ok: true, text: t(done) });
      return true;
    } catch (failure) {
      setStatus({ ok: false, text: failureMessage(failure, t) });
      return false;
    }
  };

  const save = async (category: CustomerAddressCategory, request: AddressRequest) => {
    setFormFailure(null);
    try {
      const next =
        editing?.kind === 'edit'
          ? await call(api, updateCustomerAddress, { params: { category }, body: { ...request, id: editing.address.id } })
          : await call(api, createCustomerAddress, { params: { category }, body: request });
      await mutate(next, { revalidate: false });
      setEditing(null);
      setStatus({ ok: true, text: t('account.addresses.saved') });
    } catch (failure) {
      setFormFailure(failureMessage(failure, t));
    }
  };

  const remove = async (address: CustomerAddress) => {
    await run(
      () =>
        address.category === 'combined'
          ? call(api, removeCombinedCustomerAddress, { params: { id: address.id } })
          : call(api, removeCustomerAddress, { params: { id: address.id } }),
      'account.addresses.removed',
    );
  };

  if (error && !addresses) return <StatusMessage kind="error" text={failureMessage(error, t)} />;
  if (!addresses) return <Skeleton width="100%" height="12rem" />;
  const full = addresses.length >= MAX_ADDRESSES_PER_CUSTOMER;

  return (
    <section aria-labelledby="account-addresses" className={styles.card}>
      <h2 id="account-addresses" className={styles.subtitle}>
        {t('account.addresses.headline')}
      </h2>
      <p className={book.count}>{t('account.addresses.count', { count: addresses.length, max: MAX_ADDRESSES_PER_CUSTOMER })}</p>
      <StatusMessage kind={status?.ok ? 'success' : 'error'} text={status?.text} />
      {addresses.length === 0 ? (
        <p>{t('account.addresses.empty')}</p>
      ) : (
        <ul className={book.list} aria-label={t('account.addresses.headline')}>
          {addresses.map((address) => (
            <li key={address.id} className={book.item} aria-label={addressLines(address).join(', ')}>
              <div className={book.head}>
                <span>{t(`account.addresses.category.${address.category}`)}</span>
                {address.primary && <span className={`${book.badge} ${book.primaryBadge}`}>{t('account.addresses.primary')}</span>}
              </div>
              <address className={book.lines}>
                {addressLines(address).map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setEditing({ kind: 'edit', address })}>
                  {t('account.addresses.edit')}
                </Button>
                {!address.primary && (
                  <Button variant="link" onClick={() => void run(() => call(api, setPrimaryCustomerAddress, { params: { id: address.id } }), 'account.addresses.primarySet')}>
                    {t('account.addresses.makePrimary')}
                  </Button>
                )}
                <Button variant="link" onClick={() => setRemoving(address)}>
                  {t('account.addresses.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p role="status" className={`${styles.notice} ${styles.error}`}>
          {t('account.error.addressLimitReached', { count: MAX_ADDRESSES_PER_CUSTOMER })}
        </p>
      ) : (
        <Button onClick={() => setEditing({ kind: 'new' })}>{t('account.addresses.add')}</Button>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => {
          setEditing(null);
          setFormFailure(null);
        }}
        title={t(editing?.kind === 'edit' ? 'account.addresses.editTitle' : 'account.addresses.addTitle')}
        closeLabel={t('account.dialog.close')}
      >
        <StatusMessage kind="error" text={formFailure} />
        {editing && <AddressForm address={editing.kind === 'edit' ? editing.address : undefined} onSave={save} onCancel={() => setEditing(null)} />}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('account.addresses.removeTitle')}
        text={removing ? addressLines(removing).join(', ') : ''}
        confirmLabel={t('account.addresses.remove')}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
