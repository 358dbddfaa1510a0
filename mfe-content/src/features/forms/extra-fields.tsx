import type { TextareaHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useServices } from '@storefront/shared/parcel';
import { Button, FieldError, FieldHint, useFormField, type FieldOption, type FieldProps } from '@storefront/shared/ui';
import { isAllowedUploadType, MAX_UPLOAD_BYTES, UPLOAD_MIME_TYPES } from '@storefront/shared/validation';
import * as styles from './forms.module.css';

/*
 * Fields the UI kit does not have (yet): a multi-line text, a group of
 * checkboxes and a file upload. Wired to the form like the kit's fields
 * (useFormField): label, hint and the translated rule message, aria-invalid
 * and aria-describedby.
 */

type NativeTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children' | 'id'
>;

export function TextAreaField<TFieldValues extends FieldValues>({
  name,
  label,
  hint,
  control,
  ...textareaProps
}: FieldProps<TFieldValues> & NativeTextareaProps) {
  const { field, inputRef, ids, errorText, describedBy } = useFormField({ name, hint, control });
  return (
    <div className={styles.field}>
      <label htmlFor={ids.control} className={styles.label}>
        {label}
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      <textarea
        {...textareaProps}
        {...describedBy}
        id={ids.control}
        name={field.name}
        ref={inputRef}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        className={styles.control}
      />
      <FieldError id={ids.error} text={errorText} />
    </div>
  );
}

/** Several choices of a question at once: a fieldset of checkboxes whose value is the list of chosen values. */
export function CheckboxGroupField<TFieldValues extends FieldValues>({
  name,
  label,
  hint,
  control,
  options,
}: FieldProps<TFieldValues> & { readonly options: ReadonlyArray<FieldOption> }) {
  const { field, inputRef, ids, errorText, describedBy } = useFormField({ name, hint, control });
  const chosen: readonly string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <fieldset {...describedBy} className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <FieldHint id={ids.hint} hint={hint} />
      {options.map((option, index) => {
        const optionId = `${ids.control}-${index}`;
        return (
          <div key={option.value} className={styles.choice}>
            <input
              id={optionId}
              type="checkbox"
              name={field.name}
              value={option.value}
              ref={index === 0 ? inputRef : undefined}
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                field.onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))
              }
              onBlur={field.onBlur}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
      <FieldError id={ids.error} text={errorText} />
    </fieldset>
  );
}

/** What is wrong with one chosen file by doc 2 §5's rules (the schema tells the field's message; this marks the file). */
function fileProblem(file: File, t: ReturnType<typeof useServices>['i18n']['t']): string | undefined {
  if (!isAllowedUploadType(file)) return t('validation.fileType');
  if (file.size > MAX_UPLOAD_BYTES) return t('validation.fileTooLarge', [MAX_UPLOAD_BYTES / 1_000_000]);
  return undefined;
}

/**
 * The upload of doc 2 §5: pdf, jpeg or png, at most 10,000,000 bytes each and
 * three files. Chosen files add up over several picks and each can be removed;
 * a wrong file stays in the list, marked with what is wrong, until the shopper
 * removes it. The field's message is the schema's.
 */
export function FileUploadField<TFieldValues extends FieldValues>({ name, label, hint, control }: FieldProps<TFieldValues>) {
  const { i18n } = useServices();
  const { t } = i18n;
  const { field, inputRef, ids, errorText, describedBy } = useFormField({ name, hint, control });
  const files: readonly File[] = Array.isArray(field.value) ? field.value : [];
  const setFiles = (next: File[]) => field.onChange(next);

  return (
    <div className={styles.field}>
      <label htmlFor={ids.control} className={styles.label}>
        {label}
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      <input
        {...describedBy}
        id={ids.control}
        type="file"
        multiple
        accept={['.pdf', '.jpg', '.jpeg', '.png', ...UPLOAD_MIME_TYPES].join(',')}
        ref={inputRef}
        name={field.name}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          setFiles([...files, ...picked]);
          // The same file may be picked again after it was removed.
          event.target.value = '';
        }}
        onBlur={field.onBlur}
        className={styles.control}
      />
      {files.length > 0 && (
        <ul className={styles.files} aria-label={t('content.form.chosenFiles')}>
          {files.map((file, index) => {
            const problem = fileProblem(file, t);
            return (
              <li key={`${file.name}-${index}`} className={styles.file}>
                <span>
                  {file.name} ({i18n.formatNumber(Math.max(0.1, Math.round(file.size / 100_000) / 10))} MB)
                </span>
                {problem && <span className={styles.error}>{problem}</span>}
                <Button variant="link" onClick={() => setFiles(files.filter((_, other) => other !== index))}>
                  {t('content.form.removeFile', { name: file.name })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={ids.error} text={errorText} />
    </div>
  );
}
