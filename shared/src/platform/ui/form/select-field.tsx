import type { SelectHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldFrame } from './field-texts';
import * as styles from './field.module.css';
import { useFormField, type FieldProps } from './use-form-field';

export interface FieldOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children' | 'id' | 'multiple'
>;

export interface SelectFieldProps<TFieldValues extends FieldValues = FieldValues, TTransformed = TFieldValues>
  extends FieldProps<TFieldValues, TTransformed>,
    NativeSelectProps {
  readonly options: ReadonlyArray<FieldOption>;
  /** A first, empty choice ("Bitte wählen"): its value is '' so a required rule catches it. */
  readonly placeholder?: string;
}

/** A labelled native select bound to its form (native: the phone's own picker on mobile). */
export function SelectField<TFieldValues extends FieldValues = FieldValues, TTransformed = TFieldValues>({
  name,
  label,
  hint,
  control,
  options,
  placeholder,
  className,
  ...selectProps
}: SelectFieldProps<TFieldValues, TTransformed>) {
  const { field, inputRef, ids, errorText, describedBy } = useFormField({ name, hint, control });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} errorText={errorText} className={className}>
      <select
        {...selectProps}
        {...describedBy}
        id={ids.control}
        name={field.name}
        ref={inputRef}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled ?? selectProps.disabled}
        className={styles.control}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
