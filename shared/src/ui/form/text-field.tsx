import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { cx } from '../class-names';
import { FieldError, FieldHint } from './field-texts';
import * as styles from './field.module.css';
import { useFormField, type FieldProps } from './use-form-field';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'type' | 'children' | 'id'
>;

export interface TextFieldProps<TFieldValues extends FieldValues = FieldValues, TTransformed = TFieldValues>
  extends FieldProps<TFieldValues, TTransformed>,
    NativeInputProps {
  readonly type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url' | 'number' | 'date';
}

/** A labelled text input bound to its form; its value is the text as typed (the schema trims or coerces). */
export function TextField<TFieldValues extends FieldValues = FieldValues, TTransformed = TFieldValues>({
  name,
  label,
  hint,
  control,
  type = 'text',
  className,
  ...inputProps
}: TextFieldProps<TFieldValues, TTransformed>) {
  const { field, inputRef, ids, errorText, describedBy } = useFormField({ name, hint, control });
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.control} className={styles.label}>
        {label}
      </label>
      <FieldHint id={ids.hint} hint={hint} />
      <input
        {...inputProps}
        {...describedBy}
        id={ids.control}
        type={type}
        name={field.name}
        ref={inputRef}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled ?? inputProps.disabled}
        className={styles.control}
      />
      <FieldError id={ids.error} text={errorText} />
    </div>
  );
}
