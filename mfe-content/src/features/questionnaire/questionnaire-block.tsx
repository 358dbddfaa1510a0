import { useMemo, useState } from 'react';
import { submitQuestionnaire, type QuestionnaireSubmission } from '@storefront/shared/content';
import { call } from '@storefront/shared/platform/api';
import { useServices } from '@storefront/shared/platform/parcel';
import {
  Button,
  CheckboxGroupField,
  Form,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
  useZodForm,
} from '@storefront/shared/platform/ui';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { BlockProps } from '../blocks/block-list';
import { BlockHeadline } from '../blocks/heading';
import { FormOutcome } from '../forms/form-outcome';
import { personOptions } from '../forms/person-options';
import { usePrefill, type PrefillMapping } from '../prefill/use-prefill';
import { personalFieldsOf, questionnaireFormSchema, type PersonalField } from './questionnaire-schema';
import * as styles from '../forms/forms.module.css';

const AUTOCOMPLETE: Partial<Record<PersonalField, string>> = {
  firstname: 'given-name',
  surname: 'family-name',
  email: 'email',
  academicTitle: 'honorific-prefix',
  telephoneNumber: 'tel',
  street: 'street-address',
  zip: 'postal-code',
  city: 'address-level2',
};

/**
 * A questionnaire of the content system: its questions (text, long text, one
 * choice, several choices) and the person fields it asks, filled from the
 * customer when one is logged in and reset when the customer is cleared, the
 * age computed from the birthdate (doc 1 §4). Age: an integer above 0 and below
 * 100 (doc 2 §5). Sent to POST /api/content/questionnaire.
 */
export default function QuestionnaireBlock({ block, fields }: BlockProps<'questionnaire'>) {
  const { api, i18n } = useServices();
  const { t } = i18n;
  const schema = useMemo(() => questionnaireFormSchema(fields), [fields]);
  const asked = personalFieldsOf(fields);
  const defaultValues = useMemo(
    () => ({
      ...Object.fromEntries(asked.map((name) => [name, ''])),
      answers: Object.fromEntries(fields.questions.map((question) => [question.id, question.type === 'checkbox' ? [] : ''])),
    }),
    [asked, fields.questions],
  );
  const form = useZodForm(schema, { defaultValues, shouldUnregister: true });
  const prefill = useMemo(() => Object.fromEntries(asked.map((name) => [name, name])) as PrefillMapping<FieldValues>, [asked]);
  // The questions make the form's shape at run time; the person fields are plain top-level names.
  usePrefill(form as unknown as UseFormReturn<FieldValues>, prefill);
  const [outcome, setOutcome] = useState<'success' | 'error' | undefined>();
  const label = (name: string) => t(`content.questionnaire.${name}`);
  const options = personOptions(t);

  const onValidSubmit = async (values: Record<string, unknown>) => {
    setOutcome(undefined);
    try {
      await call(api, submitQuestionnaire, { body: { ...values, questionnaireId: fields.questionnaireId } as QuestionnaireSubmission });
      setOutcome('success');
      form.reset(defaultValues);
    } catch {
      setOutcome('error');
    }
  };

  return (
    <section className={styles.panel} aria-label={block.headline ?? t('content.questionnaire.name')}>
      <BlockHeadline headline={block.headline} />
      <FormOutcome kind={outcome}>{outcome && t(`content.questionnaire.${outcome === 'success' ? 'sent' : 'failed'}`)}</FormOutcome>
      <Form form={form} onValidSubmit={onValidSubmit} trackAs={`questionnaire:${fields.questionnaireId}`} className={styles.form}>
        {fields.questions.map((question) => {
          const name = `answers.${question.id}`;
          const questionLabel = question.required ? `${question.label} ${t('content.form.requiredMark')}` : question.label;
          switch (question.type) {
            case 'textarea':
              return <TextAreaField key={question.id} name={name} label={questionLabel} rows={4} />;
            case 'radio':
              return <RadioGroupField key={question.id} name={name} label={questionLabel} options={question.options ?? []} />;
            case 'checkbox':
              return <CheckboxGroupField key={question.id} name={name} label={questionLabel} options={question.options ?? []} />;
            case 'text':
              return <TextField key={question.id} name={name} label={questionLabel} />;
          }
        })}
        <div className={styles.columns}>
          {asked.map((name) =>
            name === 'gender' ? (
              <SelectField key={name} name={name} label={label(name)} placeholder={t('content.form.noAnswer')} options={options.salutations} />
            ) : name === 'countryCode' ? (
              <SelectField key={name} name={name} label={label(name)} placeholder={t('content.form.noAnswer')} options={options.countries} />
            ) : (
              <TextField
                key={name}
                name={name}
                label={label(name)}
                type={name === 'email' ? 'email' : name === 'telephoneNumber' ? 'tel' : 'text'}
                inputMode={name === 'age' ? 'numeric' : undefined}
                autoComplete={AUTOCOMPLETE[name]}
              />
            ),
          )}
        </div>
        <div>
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('content.questionnaire.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
