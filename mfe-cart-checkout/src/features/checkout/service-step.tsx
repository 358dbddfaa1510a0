import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { getCustomerAddresses, MAX_ADDRESSES_PER_CUSTOMER } from '@storefront/shared/account';
import { getCheckoutStores, type DistributionAddress } from '@storefront/shared/distribution';
import { call, isApiError } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, CheckboxField, Form, TextField, useZodForm } from '@storefront/shared/platform/ui';
import { readDraft, saveDraft, textValues } from './checkout-draft';
import { createDeliveryFormSchema, errorsOpenInDeliveryForm, offerToSaveAddress, type DeliveryFormValues } from './checkout-rules';
import * as styles from './checkout.module.css';
import type { StepProps } from './step-props';
import { StepErrors } from './step-messages';

/** The delivery form's fields from an address (the cart's, or a saved one), placeholders already stripped. */
function deliveryValues(address: Partial<DistributionAddress> & Record<string, unknown>): Record<string, string> {
  const names = ['firstName', 'lastName', 'streetName', 'streetNumber', 'additionalInfo', 'postalCode', 'city', 'stairCase', 'floor', 'door', 'deliveryPhoneNumber', 'deliveryAddressText'];
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = address[name];
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

function sameStreet(address: Partial<DistributionAddress>, values: DeliveryFormValues): boolean {
  return address.streetName === values.streetName && address.streetNumber === values.streetNumber && address.postalCode === values.postalCode;
}

/** The failure of a save, in place: the backend's message, else the general one. */
export function saveFailure(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && (error.kind === 'backend' || error.kind === 'payment')) return error.message;
  return t(isApiError(error) && error.kind === 'unavailable' ? 'cart.error.unavailable' : 'checkout.saveFailed');
}

/**
 * Step 1, the service (doc 2 §5): the address or store chosen in the cart,
 * changed with the cart's service selection; for delivery the address form
 * with the checkout rules and the tenant's delivery phone setting, and a
 * customer's saved addresses to pick from.
 */
export function ServiceStep({ cart, session, errors, onDone }: StepProps) {
  const services = useServices();
  const { t } = services.i18n;
  const address = cart.distributionAddress;
  const [failure, setFailure] = useState<string | undefined>();

  const change = async () => {
    setFailure(undefined);
    await session.requestServiceSelection();
  };

  return (
    <section aria-labelledby="step-service-heading" className={styles.step}>
      <h2 id="step-service-heading">{t('checkout.step.service')}</h2>
      {/* The delivery form shows the step's errors itself: they go as the shopper fills in what they ask for. */}
      {address?.distributionType !== 'DELIVERY' && <StepErrors errors={errors} extra={failure} />}
      {!address ? (
        <div className={styles.stack}>
          <p>{t('cart.service.none')}</p>
          <Button onClick={() => void change()}>{t('cart.service.choose')}</Button>
        </div>
      ) : address.distributionType === 'CLICK_AND_COLLECT' ? (
        <PickupChoice storeId={address.storeId} onChange={() => void change()} onDone={onDone} />
      ) : (
        <DeliveryForm
          key={`${address.postalCode}-${address.streetName}-${address.streetNumber}`}
          cart={cart}
          session={session}
          errors={errors}
          failure={failure}
          onChange={() => void change()}
          onDone={onDone}
          setFailure={setFailure}
        />
      )}
    </section>
  );
}

function PickupChoice({ storeId, onChange, onDone }: { storeId: string | undefined; onChange: () => void; onDone: () => void }) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const { data: stores } = useSWR('checkout-stores', () => call(api, getCheckoutStores).catch(() => []), { revalidateOnFocus: false });
  const store = stores?.find((candidate) => candidate.storeId === storeId);
  return (
    <div className={styles.stack}>
      <p className={styles.choiceLine}>
        <strong>{t('cart.service.clickAndCollect')}</strong>
        <span data-testid="checkout-store">
          {store ? `${store.name}, ${[store.streetName, store.streetNumber].filter(Boolean).join(' ')}, ${[store.postalCode, store.city].filter(Boolean).join(' ')}` : '\u00a0'}
        </span>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onChange}>
          {t('cart.service.change')}
        </Button>
        <Button onClick={onDone}>{t('checkout.next')}</Button>
      </div>
    </div>
  );
}

function DeliveryForm({
  cart,
  session,
  errors,
  failure,
  onChange,
  onDone,
  setFailure,
}: StepProps & { failure: string | undefined; onChange: () => void; setFailure: (text: string | undefined) => void }) {
  const services = useServices();
  const { t } = services.i18n;
  const phoneSetting = services.config.tenant.clientRuntimeConfig.checkout?.deliveryPhoneNumber ?? 'Optional';
  const schema = useMemo(() => createDeliveryFormSchema(phoneSetting), [phoneSetting]);
  const address = cart.distributionAddress;
  const customer = services.session.snapshot().customer;
  const defaults = useMemo(() => {
    const fromCart = deliveryValues(address ?? {});
    const draft = readDraft().delivery ?? {};
    // The street is the cart's (geocoded in the service selection); what the shopper typed otherwise stays.
    return {
      ...fromCart,
      ...draft,
      streetName: fromCart['streetName'] ?? '',
      streetNumber: fromCart['streetNumber'] ?? '',
      postalCode: fromCart['postalCode'] ?? '',
      city: fromCart['city'] ?? '',
      // The cart holds an empty text for a name it has not got: a customer's own name fills it.
      firstName: draft['firstName'] || fromCart['firstName'] || customer?.firstName || '',
      lastName: draft['lastName'] || fromCart['lastName'] || customer?.lastName || '',
    };
  }, [address, customer]);
  const form = useZodForm(schema, { mode: 'onTouched', defaultValues: defaults });
  // What is typed is kept as it is typed: a step back or a reload loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft({ delivery: textValues(values) }));
    return () => subscription.unsubscribe();
  }, [form]);
  const { data: saved, mutate: setSaved } = useSWR(customer ? 'customer-addresses' : null, () => call(services.api, getCustomerAddresses).catch(() => null), {
    revalidateOnFocus: false,
  });
  const savedAddresses = (saved ?? []).filter((entry) => entry.category !== 'billing');
  const typed = form.watch();
  const { streetName, streetNumber, postalCode } = typed;
  const openErrors = errorsOpenInDeliveryForm(errors, typed, schema);
  // Offered to a customer whose book could be read, for an address it does not hold yet.
  const addressBookChoice = customer && saved ? offerToSaveAddress(saved, { streetName, streetNumber, postalCode }, MAX_ADDRESSES_PER_CUSTOMER) : 'known';

  /** Keeps the typed address in the address book, as a delivery address with the note for the driver (a chunk of its own). */
  const saveToAddressBook = async (values: DeliveryFormValues) => {
    const { saveToAddressBook: save } = await import(/* webpackChunkName: "address-book-save" */ './save-to-address-book');
    const located = address && sameStreet(address, values) ? { position: address.position, countryCode: address.countryCode } : { countryCode: address?.countryCode };
    const book = await save(services.api, values, located);
    await setSaved(book, { revalidate: false });
  };

  const submit = async (values: DeliveryFormValues) => {
    setFailure(undefined);
    saveDraft({ delivery: textValues(values) });
    try {
      await session.chooseService({
        distributionType: 'DELIVERY',
        // The position found for the cart's address; a saved address picked instead is placed by its postal code.
        ...(address?.position && sameStreet(address, values) ? { position: address.position } : {}),
        ...(address?.countryCode ? { countryCode: address.countryCode } : {}),
        ...(address?.country ? { country: address.country } : {}),
        // The address book choice is the form's, not the cart's.
        ...Object.fromEntries(Object.entries(values).filter(([name, value]) => name !== 'saveToAddressBook' && value !== undefined && value !== '')),
        streetName: values.streetName,
        streetNumber: values.streetNumber,
        postalCode: values.postalCode,
        city: values.city,
      });
    } catch (error) {
      setFailure(saveFailure(error, t));
      return;
    }
    if (values.saveToAddressBook === true && addressBookChoice === 'offer') {
      try {
        await saveToAddressBook(values);
      } catch (error) {
        // The order keeps the address; only the book did not take it. Said in place, the choice can be undone to go on.
        setFailure(`${t('checkout.service.addressBookFailed')} ${saveFailure(error, t)}`);
        return;
      }
    }
    onDone();
  };

  const pick = (id: string) => {
    const chosen = savedAddresses.find((entry) => entry.id === id);
    if (!chosen) return;
    const values = deliveryValues(chosen as Record<string, unknown>);
    form.reset({ ...form.getValues(), ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) });
  };

  return (
    <Form form={form} onValidSubmit={submit} trackAs="checkout-delivery-address" className={styles.stack}>
      <StepErrors errors={openErrors} extra={failure} />
      <p className={styles.choiceLine}>
        <strong>{t('cart.service.delivery')}</strong>
        <Button variant="secondary" type="button" onClick={onChange}>
          {t('cart.service.change')}
        </Button>
      </p>
      {savedAddresses.length > 0 && (
        <label className={styles.savedPicker}>
          <span>{t('checkout.service.savedAddresses')}</span>
          <select defaultValue="" onChange={(event) => pick(event.target.value)}>
            <option value="">{t('checkout.service.pickSaved')}</option>
            {savedAddresses.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {[entry.streetName, entry.streetNumber].filter(Boolean).join(' ')}, {[entry.postalCode, entry.city].filter(Boolean).join(' ')}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className={styles.grid2}>
        <TextField name="firstName" label={t('checkout.field.firstName')} autoComplete="given-name" />
        <TextField name="lastName" label={t('checkout.field.lastName')} autoComplete="family-name" />
      </div>
      <div className={styles.grid31}>
        <TextField name="streetName" label={t('checkout.field.streetName')} autoComplete="address-line1" />
        <TextField name="streetNumber" label={t('checkout.field.streetNumber')} />
      </div>
      <TextField name="additionalInfo" label={`${t('checkout.field.additionalInfo')} ${t('checkout.optional')}`} />
      <div className={styles.grid3}>
        <TextField name="stairCase" label={`${t('checkout.field.stairCase')} ${t('checkout.optional')}`} />
        <TextField name="floor" label={`${t('checkout.field.floor')} ${t('checkout.optional')}`} />
        <TextField name="door" label={`${t('checkout.field.door')} ${t('checkout.optional')}`} />
      </div>
      <div className={styles.grid13}>
        <TextField name="postalCode" label={t('checkout.field.postalCode')} autoComplete="postal-code" readOnly />
        <TextField name="city" label={t('checkout.field.city')} autoComplete="address-level2" readOnly />
      </div>
      <p className={styles.muted}>{t('checkout.service.addressFromSelection')}</p>
      <TextField
        name="deliveryPhoneNumber"
        type="tel"
        autoComplete="tel"
        label={t(phoneSetting === 'Mandatory' ? 'checkout.field.deliveryPhoneMandatory' : 'checkout.field.deliveryPhoneOptional')}
      />
      <TextField name="deliveryAddressText" label={t('checkout.field.deliveryAddressText')} hint={t('checkout.field.deliveryAddressTextHint')} />
      {addressBookChoice === 'offer' && <CheckboxField name="saveToAddressBook" label={t('checkout.service.saveToAddressBook')} />}
      {addressBookChoice === 'full' && <p className={styles.muted}>{t('checkout.service.addressBookFull', { max: MAX_ADDRESSES_PER_CUSTOMER })}</p>}
      <div className={styles.actions}>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('checkout.saveAndNext')}
        </Button>
      </div>
    </Form>
  );
}
