import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { getCustomerAddresses } from '@storefront/shared/account';
import type { ConfigurableBillingField, BillingFieldsConfiguration } from '@storefront/shared/checkout';
import { setCartBillingAddress, visibleBillingFields } from '@storefront/shared/checkout';
import { fillAddressPlaceholders } from '@storefront/shared/distribution';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, Form, SelectField, TextField, useZodForm } from '@storefront/shared/platform/ui';
import { readDraft, saveDraft, textValues } from './checkout-draft';
import { billingFieldMandatory, billingPhoneRequired, createBillingFormSchema } from './checkout-rules';
import * as styles from './checkout.module.css';
import { saveFailure } from './service-step';
import type { StepProps } from './step-props';
import { StepErrors } from './step-messages';

const ADDRESS_PARTS = ['streetName', 'streetNumber', 'additionalInfo', 'postalCode', 'city', 'stairCase', 'floor', 'door'] as const;

/**
 * Step 3, the billing address: name, address, e-mail, the company for a
 * business, and the fields the tenant configures (Optional, Mandatory, Hide;
 * doc 2 §5). "Same as delivery address" takes the delivery address's parts.
 */
export function BillingStep({ cart, session, errors, onDone }: StepProps) {
  const services = useServices();
  const { t } = services.i18n;
  const configured = services.config.tenant.clientRuntimeConfig.checkout?.billingFields;
  const configuration = useMemo<BillingFieldsConfiguration>(() => (configured ?? {}) as BillingFieldsConfiguration, [configured]);
  const phoneRequired = billingPhoneRequired(
    cart.distributionAddress?.distributionType,
    services.config.tenant.clientRuntimeConfig.checkout?.deliveryPhoneNumber ?? 'Optional',
  );
  const schema = useMemo(() => createBillingFormSchema(configuration, phoneRequired), [configuration, phoneRequired]);
  const shown = new Set<ConfigurableBillingField>(visibleBillingFields(configuration, false));
  if (phoneRequired) shown.add('phoneNumber');
  const delivery = cart.distributionAddress?.distributionType === 'DELIVERY' ? cart.distributionAddress : undefined;
  const customer = services.session.snapshot().customer;
  const draft = readDraft();
  const [same, setSame] = useState<boolean>(delivery !== undefined && (draft.sameAsDelivery ?? true));
  const [failure, setFailure] = useState<string | undefined>();

  const deliveryParts = useMemo(() => {
    const parts: Record<string, string> = {};
    for (const name of ADDRESS_PARTS) {
      const value = delivery?.[name];
      if (typeof value === 'string') parts[name] = value;
    }
    return parts;
  }, [delivery]);

  const defaults = useMemo(() => {
    const fromCart = textValues((cart.billingAddress ?? {}) as Record<string, unknown>);
    const fromCustomer = textValues({
      firstName: customer?.firstName ?? delivery?.firstName,
      lastName: customer?.lastName ?? delivery?.lastName,
      email: customer?.email,
      salutation: customer?.salutation === 'Family' ? undefined : customer?.salutation,
    });
    const phone = (delivery as Record<string, unknown> | undefined)?.['deliveryPhoneNumber'];
    return {
      ...fromCustomer,
      ...(typeof phone === 'string' ? { phoneNumber: phone } : {}),
      ...fromCart,
      ...(draft.billing ?? {}),
      ...(same ? deliveryParts : {}),
    };
    // Only the first render's values: the form keeps what is typed after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const form = useZodForm(schema, { mode: 'onTouched', defaultValues: defaults });
  // What is typed is kept as it is typed: a step back or a reload loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft({ billing: textValues(values) }));
    return () => subscription.unsubscribe();
  }, [form]);

  // A customer's saved billing address fills a form the cart and the draft left empty.
  const { data: addresses } = useSWR(customer && !cart.billingAddress && !draft.billing ? 'customer-addresses' : null, () =>
    call(services.api, getCustomerAddresses).catch(() => []),
  );
  useEffect(() => {
    const saved = (addresses ?? [])
      .filter((entry) => entry.category !== 'delivery')
      .sort((a, b) => Number(b.primary) - Number(a.primary))[0];
    if (!saved || form.formState.isDirty) return;
    form.reset({ ...form.getValues(), ...textValues(saved as Record<string, unknown>), ...(same ? deliveryParts : {}) });
    // Once, when the addresses arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses]);

  const toggleSame = (checked: boolean) => {
    setSame(checked);
    saveDraft({ sameAsDelivery: checked });
    if (checked) for (const [name, value] of Object.entries(deliveryParts)) form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = async (values: Record<string, unknown>) => {
    setFailure(undefined);
    const kept = textValues(values);
    saveDraft({ billing: kept });
    const body: Record<string, unknown> = { ...kept, ...(same ? deliveryParts : {}) };
    for (const field of ['salutation', 'title', 'valueAddedTaxId', 'companyRegistrationNumber', 'stairCase', 'floor', 'door', 'phoneNumber'] as const) {
      if (!shown.has(field)) delete body[field];
    }
    try {
      await call(services.api, setCartBillingAddress, { body: fillAddressPlaceholders(body) as Parameters<typeof fillAddressPlaceholders>[0] & { streetName: string; streetNumber: string; postalCode: string; city: string } });
      await session.load();
      await session.validate();
      onDone();
    } catch (error) {
      setFailure(saveFailure(error, t));
    }
  };

  const mandatory = (field: ConfigurableBillingField) => billingFieldMandatory(field, configuration) || (field === 'phoneNumber' && phoneRequired);
  const label = (field: ConfigurableBillingField, key: string) => t(key) + (mandatory(field) ? '' : ` ${t('checkout.optional')}`);

  return (
    <section aria-labelledby="step-billing-heading" className={styles.step}>
      <h2 id="step-billing-heading">{t('checkout.step.billing')}</h2>
      <StepErrors errors={errors} extra={failure} />
      <Form form={form} onValidSubmit={submit} trackAs="checkout-billing-address" className={styles.stack}>
        {shown.has('salutation') && (
          <SelectField
            name="salutation"
            label={label('salutation', 'checkout.field.salutation')}
            placeholder={t('checkout.field.salutationNone')}
            options={['Female', 'Male', 'Company'].map((value) => ({ value, label: t(`account.salutation.${value}`) }))}
          />
        )}
        {shown.has('title') && <TextField name="title" label={label('title', 'checkout.field.title')} />}
        <div className={styles.grid2}>
          <TextField name="firstName" label={t('checkout.field.firstName')} autoComplete="given-name" />
          <TextField name="lastName" label={t('checkout.field.lastName')} autoComplete="family-name" />
        </div>
        <TextField name="companyName" label={`${t('checkout.field.companyName')} ${t('checkout.optional')}`} autoComplete="organization" hint={t('checkout.field.companyHint')} />
        {(shown.has('valueAddedTaxId') || shown.has('companyRegistrationNumber')) && (
          <div className={styles.grid2}>
            {shown.has('valueAddedTaxId') && <TextField name="valueAddedTaxId" label={label('valueAddedTaxId', 'checkout.field.valueAddedTaxId')} />}
            {shown.has('companyRegistrationNumber') && (
              <TextField name="companyRegistrationNumber" label={label('companyRegistrationNumber', 'checkout.field.companyRegistrationNumber')} />
            )}
          </div>
        )}
        <TextField name="email" type="email" label={t('checkout.field.email')} autoComplete="email" />
        {shown.has('phoneNumber') && <TextField name="phoneNumber" type="tel" label={label('phoneNumber', 'checkout.field.phoneNumber')} autoComplete="tel" />}
        {delivery && (
          <label className={styles.checkbox}>
            <input type="checkbox" checked={same} onChange={(event) => toggleSame(event.target.checked)} />
            <span>{t('checkout.billing.sameAsDelivery')}</span>
          </label>
        )}
        {same && delivery ? (
          <p className={styles.muted} data-testid="billing-same-address">
            {[[delivery.streetName, delivery.streetNumber].filter(Boolean).join(' '), [delivery.postalCode, delivery.city].filter(Boolean).join(' ')].join(', ')}
          </p>
        ) : (
          <>
            <div className={styles.grid31}>
              <TextField name="streetName" label={t('checkout.field.streetName')} autoComplete="address-line1" />
              <TextField name="streetNumber" label={t('checkout.field.streetNumber')} />
            </div>
            <TextField name="additionalInfo" label={`${t('checkout.field.additionalInfo')} ${t('checkout.optional')}`} />
            {(shown.has('stairCase') || shown.has('floor') || shown.has('door')) && (
              <div className={styles.grid3}>
                {shown.has('stairCase') && <TextField name="stairCase" label={label('stairCase', 'checkout.field.stairCase')} />}
                {shown.has('floor') && <TextField name="floor" label={label('floor', 'checkout.field.floor')} />}
                {shown.has('door') && <TextField name="door" label={label('door', 'checkout.field.door')} />}
              </div>
            )}
            <div className={styles.grid13}>
              <TextField name="postalCode" label={t('checkout.field.postalCode')} autoComplete="postal-code" />
              <TextField name="city" label={t('checkout.field.city')} autoComplete="address-level2" />
            </div>
          </>
        )}
        <div className={styles.actions}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('checkout.saveAndNext')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
