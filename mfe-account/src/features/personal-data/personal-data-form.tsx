import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { ACCOUNT_FIELDS, createDefaultFormFields, hasCustomerChanges, updateCustomer, type CustomerUpdate } from '@storefront/shared/account';
import { call, isApiError } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import type { Customer } from '@storefront/shared/platform/schemas';
import { Button, Form, SelectField, TextField, useZodForm } from '@storefront/shared/platform/ui';
import * as styles from '../account-ui/account.module.css';
import { failureMessage } from '../account-ui/failure-message';
import { given, isoDate, localeDate, SALUTATION_CHOICES, NOT_A_FORM } from '../customer-form/customer-fields';
import { StatusMessage, type StatusKind } from '../profile/status-message';

/**
 * The profile's six fields (doc 1 §7) with the default form's rules (doc 2 §5: age 18, title 15, names
 * 20/24); the names are required, as the profile call keeps them (a customer has a name).
 */
export function createPersonalDataSchema(today: () => Date = () => new Date()) {
  const fields = createDefaultFormFields({ today });
  return z.object(
    {
      salutation: z.optional(z.string()),
      academicTitle: fields.academicTitle,
      firstName: ACCOUNT_FIELDS.firstName.requiredTrimmed(),
      lastName: ACCOUNT_FIELDS.lastName.requiredTrimmed(),
      birthdate: fields.birthdate,
      email: fields.email,
    },
    NOT_A_FORM,
  );
}
type PersonalDataValues = z.output<ReturnType<typeof createPersonalDataSchema>>;

/** The customer as the form shows it: the birthdate in the locale format, Family already removed. */
export function personalDataOf(customer: Customer) {
  return {
    salutation: customer.salutation && customer.salutation !== 'Family' ? customer.salutation : '',
    academicTitle: customer.academicTitle ?? '',
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthdate: localeDate(customer.birthdate),
    email: customer.email,
  };
}

/** What PUT /api/customers gets from the form: blank fields left out, the birthdate as YYYY-MM-DD. */
export function customerUpdateOf(values: PersonalDataValues): CustomerUpdate {
  const salutation = SALUTATION_CHOICES.find((choice) => choice === values.salutation);
  const update: CustomerUpdate = { firstName: values.firstName, lastName: values.lastName, email: values.email.trim() };
  const academicTitle = given(values.academicTitle);
  const birthdate = isoDate(values.birthdate);
  return { ...update, ...(salutation ? { salutation } : {}), ...(academicTitle ? { academicTitle } : {}), ...(birthdate ? { birthdate } : {}) };
}

/**
 * Personal data: salutation (Family is not offered, doc 1 §3), title, names,
 * birthdate in the locale's format and e-mail. Saved only when a field
 * changed (doc 1 §4); the session's customer follows, so the header greets
 * with the new name.
 */
export function PersonalDataForm({ customer }: { customer: Customer }) {
  const { api, session, i18n } = useServices();
  const { t } = i18n;
  const schema = useMemo(() => createPersonalDataSchema(), []);
  const form = useZodForm(schema, { defaultValues: personalDataOf(customer) });
  const [status, setStatus] = useState<{ kind: StatusKind; text: string } | null>(null);

  const submit = async (values: PersonalDataValues) => {
    setStatus(null);
    const update = customerUpdateOf(values);
    if (!hasCustomerChanges(customer, update)) {
      setStatus({ kind: 'info', text: t('account.profile.noChanges') });
      return;
    }
    try {
      const saved = await call(api, updateCustomer, { body: update });
      form.reset(personalDataOf(saved));
      setStatus({ kind: 'success', text: t('account.form.saved') });
      await session.refresh();
    } catch (error) {
      const text = failureMessage(error, t);
      if (isApiError(error) && error.details.errorCode === 'emailAlreadyRegistered') form.setError('email', { type: 'server', message: text }, { shouldFocus: true });
      else setStatus({ kind: 'error', text });
    }
  };

  return (
    <section aria-labelledby="account-personal-data" className={styles.card}>
      <h2 id="account-personal-data" className={styles.subtitle}>
        {t('account.profile.personalData')}
      </h2>
      <StatusMessage kind={status?.kind ?? 'info'} text={status?.text} />
      <Form form={form} onValidSubmit={submit} trackAs="personal-data">
        <div className={styles.columns}>
          <SelectField
            name="salutation"
            label={t('account.field.salutation')}
            placeholder={t('account.form.choose')}
            options={SALUTATION_CHOICES.map((value) => ({ value, label: t(`account.salutation.${value}`) }))}
          />
          <TextField name="academicTitle" label={t('account.field.academicTitle')} autoComplete="honorific-prefix" />
          <TextField name="firstName" label={`${t('account.field.firstName')} *`} autoComplete="given-name" />
          <TextField name="lastName" label={`${t('account.field.lastName')} *`} autoComplete="family-name" />
          <TextField name="birthdate" label={t('account.field.birthdate')} hint={t('account.field.birthdateHint')} inputMode="numeric" autoComplete="bday" />
          <TextField name="email" type="email" label={`${t('account.field.email')} *`} autoComplete="email" />
        </div>
        <div className={styles.actions}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('account.profile.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
