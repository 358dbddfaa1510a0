import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CONTACT_GROUP_FIELDS, submitContactForm, type ContactGroupField } from '@storefront/shared/content';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import { Button, FileUploadField, Form, SelectField, TextAreaField, TextField, useZodForm } from '@storefront/shared/platform/ui';
import type { BlockProps } from '../blocks/block-list';
import { BlockHeadline } from '../blocks/heading';
import { FormOutcome } from '../forms/form-outcome';
import { personOptions } from '../forms/person-options';
import { usePrefill, type PrefillMapping } from '../prefill/use-prefill';
import { contactFormSchema, type ContactFormInput, type ContactFormOutput } from './contact-form-schema';
import { encodeUpload } from './encode-upload';
import * as styles from '../forms/forms.module.css';

/** Which contact form field each prefill field fills. */
const PREFILL: PrefillMapping<ContactFormInput> = {
  firstname: 'firstname',
  surname: 'surname',
  email: 'email',
  academicTitle: 'academicTitle',
  gender: 'gender',
  telephoneNumber: 'telephoneNumber',
  street: 'streetnr',
  zip: 'zip',
  city: 'city',
  countryCode: 'country',
};

const EMPTY: ContactFormInput = {
  gender: '',
  academicTitle: '',
  firstname: '',
  surname: '',
  email: '',
  telephoneNumber: '',
  streetnr: '',
  zip: '',
  city: '',
  country: '',
  contactgroup: '',
  text: '',
  files: [],
};

/** Field types of the extra fields a contact group asks for. */
const DATE_FIELDS: ReadonlySet<ContactGroupField> = new Set(['birthdate', 'bestbeforedate']);
const NUMBER_FIELDS: ReadonlySet<ContactGroupField> = new Set(['loyaltymemberid', 'productean', 'ordernumber']);

/**
 * The contact form: the person, the contact group (required) and
 * the fields that group asks for, the message and up to three files. Every
 * rule is shared's (contactFormBlockSchema); a failed submit tracks the label
 * and message of each invalid field (doc 1 §5, the kit's Form). The person
 * fields are filled from the customer and reset when the customer is cleared
 *. Fields of another group are unregistered when the group
 * changes, so they are neither checked nor sent.
 */
export default function ContactFormBlock({ block, fields }: BlockProps<'contact-form'>) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const form = useZodForm(contactFormSchema, { defaultValues: EMPTY, shouldUnregister: true });
  usePrefill(form, PREFILL);
  const [outcome, setOutcome] = useState<{ kind: 'success'; reference: string } | { kind: 'error' } | undefined>();
  const contactGroup = useWatch({ control: form.control, name: 'contactgroup' });
  const groupFields = new Set(fields.contactGroups.find((group) => group.value === contactGroup)?.fields ?? []);
  const label = (name: string, required = false) => t(`content.contactForm.${name}`) + (required ? ` ${t('content.form.requiredMark')}` : '');

  const onValidSubmit = async ({ files, ...values }: ContactFormOutput) => {
    setOutcome(undefined);
    try {
      const uploads = await Promise.all((files ?? []).map((file) => encodeUpload(file as File)));
      const { reference } = await call(api, submitContactForm, { body: { ...values, files: uploads } });
      setOutcome({ kind: 'success', reference });
      form.reset(EMPTY);
    } catch {
      setOutcome({ kind: 'error' });
    }
  };

  return (
    <section className={styles.panel} aria-label={block.headline ?? t('content.contactForm.name')}>
      <BlockHeadline headline={block.headline} />
      <FormOutcome kind={outcome?.kind}>
        {outcome?.kind === 'success'
          ? t('content.contactForm.sent', { reference: outcome.reference })
          : outcome?.kind === 'error'
            ? t('content.contactForm.failed')
            : null}
      </FormOutcome>
      <Form form={form} onValidSubmit={onValidSubmit} trackAs="contact-form" className={styles.form}>
        <div className={styles.columns}>
          <SelectField name="gender" label={label('gender')} placeholder={t('content.form.noAnswer')} options={personOptions(t).salutations} />
          <TextField name="academicTitle" label={label('academicTitle')} autoComplete="honorific-prefix" />
          <TextField name="firstname" label={label('firstname', true)} autoComplete="given-name" />
          <TextField name="surname" label={label('surname')} autoComplete="family-name" />
          <TextField name="email" type="email" label={label('email', true)} autoComplete="email" />
          <TextField name="telephoneNumber" type="tel" label={label('telephoneNumber')} autoComplete="tel" />
          <TextField name="streetnr" label={label('streetnr')} autoComplete="street-address" />
          <TextField name="zip" label={label('zip')} autoComplete="postal-code" />
          <TextField name="city" label={label('city')} autoComplete="address-level2" />
          <SelectField name="country" label={label('country')} placeholder={t('content.form.noAnswer')} options={personOptions(t).countries} />
        </div>
        <SelectField
          name="contactgroup"
          label={label('contactgroup', true)}
          placeholder={t('content.form.choose')}
          options={fields.contactGroups.map(({ value, label: groupLabel }) => ({ value, label: groupLabel }))}
        />
        <div className={styles.columns}>
          {CONTACT_GROUP_FIELDS.filter((name) => groupFields.has(name)).map((name) => (
            <TextField
              key={name}
              name={name}
              label={label(name)}
              type={DATE_FIELDS.has(name) ? 'date' : 'text'}
              inputMode={NUMBER_FIELDS.has(name) ? 'numeric' : undefined}
            />
          ))}
        </div>
        <TextAreaField name="text" label={label('text', true)} hint={t('content.contactForm.textHint')} rows={6} />
        <FileUploadField name="files" label={label('files')} hint={t('content.contactForm.filesHint')} />
        {fields.privacyText && <p className={styles.hint}>{fields.privacyText}</p>}
        <div>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('content.contactForm.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
