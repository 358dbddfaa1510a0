import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-texts';
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
    <FieldFrame ids={ids} label={label} hint={hint} errorText={errorText} className={className}>
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
    </FieldFrame>
  );
}
