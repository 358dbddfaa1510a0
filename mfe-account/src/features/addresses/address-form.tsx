import * as z from 'zod/mini';
import { createCustomerAddress, type CustomerAddressInput } from '@storefront/shared/account';
import { CUSTOMER_ADDRESS_CATEGORIES, fillAddressPlaceholders, type CustomerAddress, type CustomerAddressCategory } from '@storefront/shared/distribution';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, CheckboxField, Form, SelectField, TextAreaField, TextField, useZodForm } from '@storefront/shared/platform/ui';
import * as styles from '../account-ui/account.module.css';
import { COUNTRIES, given, NOT_A_FORM } from '../customer-form/customer-fields';

const address = createCustomerAddress.body.shape;

/**
 * An address of the book: the fields of the address call itself (street,
 * number, zip and city required, doc 2 §5 address validity; the default
 * form's lengths; a phone number, when given, matches the legacy pattern; a
 * delivery note for the driver, max 240, no '<'), with the category it goes
 * to, and the country chosen from the shop's countries.
 */
export const addressFormSchema = z.object(
  {
    category: z.enum(CUSTOMER_ADDRESS_CATEGORIES),
    firstName: address.firstName,
    lastName: address.lastName,
    companyName: address.companyName,
    streetName: address.streetName,
    streetNumber: address.streetNumber,
    stairCase: address.stairCase,
    floor: address.floor,
    door: address.door,
    postalCode: address.postalCode,
    city: address.city,
    countryCode: z.enum(COUNTRIES),
    phoneNumber: address.phoneNumber,
    deliveryNote: address.deliveryNote,
    primary: z.boolean(),
  },
  NOT_A_FORM,
);
type AddressFormValues = z.output<typeof addressFormSchema>;
type AddressFormInput = z.input<typeof addressFormSchema>;

/** An address of the book as the form shows it (placeholders were stripped when it was read, doc 2 §5). */
export function addressFormValues(address: CustomerAddress | undefined, category: CustomerAddressCategory = 'delivery'): AddressFormInput {
  const countryCode = COUNTRIES.find((code) => code === address?.countryCode) ?? 'AT';
  return {
    category: address?.category ?? category,
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    companyName: address?.companyName ?? '',
    streetName: address?.streetName ?? '',
    streetNumber: address?.streetNumber ?? '',
    stairCase: address?.stairCase ?? '',
    floor: address?.floor ?? '',
    door: address?.door ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    countryCode,
    phoneNumber: address?.phoneNumber ?? '',
    deliveryNote: address?.deliveryNote ?? '',
    primary: address?.primary ?? false,
  };
}

/** The request body: blank parts left out, missing street parts as their placeholders. */
export type AddressRequest = ReturnType<typeof addressRequestOf>;

export function addressRequestOf(values: AddressFormValues) {
  const optional = {
    firstName: given(values.firstName),
    lastName: given(values.lastName),
    companyName: given(values.companyName),
    stairCase: given(values.stairCase),
    floor: given(values.floor),
    door: given(values.door),
    phoneNumber: given(values.phoneNumber),
    deliveryNote: values.category === 'billing' ? undefined : given(values.deliveryNote),
  };
  const request: CustomerAddressInput = {
    streetName: values.streetName.trim(),
    streetNumber: values.streetNumber.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
    country: values.countryCode,
    primary: values.primary,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
  return fillAddressPlaceholders(request);
}

/** The address form of the book; a new address chooses its category, an edited one keeps it. */
export function AddressForm({
  address,
  onSave,
  onCancel,
}: {
  address?: CustomerAddress;
  onSave: (category: CustomerAddressCategory, request: AddressRequest) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useServices().i18n;
  const form = useZodForm(addressFormSchema, { defaultValues: addressFormValues(address) });
  const category = form.watch('category');
  const submit = (values: AddressFormValues) => onSave(values.category, addressRequestOf(values));
  return (
    <Form form={form} onValidSubmit={submit} trackAs="address">
      {!address && (
        <SelectField
          name="category"
          label={t('account.addresses.category')}
          options={CUSTOMER_ADDRESS_CATEGORIES.map((value) => ({ value, label: t(`account.addresses.category.${value}`) }))}
        />
      )}
      <div className={styles.columns}>
        <TextField name="firstName" label={t('account.field.firstName')} autoComplete="given-name" />
        <TextField name="lastName" label={t('account.field.lastName')} autoComplete="family-name" />
        <TextField name="streetName" label={`${t('account.field.streetName')} *`} autoComplete="address-line1" />
        <TextField name="streetNumber" label={`${t('account.field.streetNumber')} *`} />
        <TextField name="stairCase" label={t('account.field.stairCase')} />
        <TextField name="floor" label={t('account.field.floor')} />
        <TextField name="door" label={t('account.field.door')} />
        <TextField name="postalCode" label={`${t('account.field.postalCode')} *`} inputMode="numeric" autoComplete="postal-code" />
        <TextField name="city" label={`${t('account.field.city')} *`} autoComplete="address-level2" />
        <SelectField name="countryCode" label={`${t('account.field.country')} *`} options={COUNTRIES.map((value) => ({ value, label: t(`account.country.${value}`) }))} />
        <TextField name="companyName" label={t('account.field.companyName')} autoComplete="organization" />
        <TextField name="phoneNumber" type="tel" label={t('account.field.phoneNumber')} autoComplete="tel" />
      </div>
      {category !== 'billing' && <TextAreaField name="deliveryNote" label={t('account.field.deliveryNote')} rows={2} />}
      <CheckboxField name="primary" label={t('account.addresses.makePrimary')} />
      <div className={styles.actions}>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('account.addresses.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.dialog.cancel')}
        </Button>
      </div>
    </Form>
  );
}
