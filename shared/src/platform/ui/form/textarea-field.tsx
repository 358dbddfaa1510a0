import type { TextareaHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-texts';
import * as styles from './field.module.css';
import { useFormField, type FieldProps } from './use-form-field';

type NativeTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children' | 'id'
>;

/** A labelled multi-line text bound to its form, wired like the kit's other fields. */
export function TextAreaField<TFieldValues extends FieldValues>({
  name,
  label,
  hint,
  control,
  ...textareaProps
}: FieldProps<TFieldValues> & NativeTextareaProps) {
  const { field, inputRef, ids, errorText, describedBy } = useFormField({ name, hint, control });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} errorText={errorText}>
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
    </FieldFrame>
  );
}
