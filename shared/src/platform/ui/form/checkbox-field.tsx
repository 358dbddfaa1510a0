import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { cx } from '../class-names';
import { FieldError, FieldHint } from './field-texts';
import * as styles from './field.module.css';
import { useFormField, type FieldProps } from './use-form-field';

type NativeCheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'type' | 'children' | 'id'
>;

export interface CheckboxFieldProps<TFieldValues extends FieldValues = FieldValues, TTransformed = TFieldValues>
  extends FieldProps<TFieldValues, TTransformed>,
    NativeCheckboxProps {}

/** A checkbox with its label beside it, bound to a boolean form value (terms accepted, newsletter). */
export function CheckboxField<TFieldValues extends FieldValues = FieldValues, TTransformed = TFieldValues>({
  name,
  label,
  hint,
  control,
  className,
  ...inputProps
}: CheckboxFieldProps<TFieldValues, TTransformed>) {
  const { field, inputRef, ids, errorText, describedBy } = useFormField({ name, hint, control });
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.choice}>
        <input
          {...inputProps}
          {...describedBy}
          id={ids.control}
          type="checkbox"
          name={field.name}
          ref={inputRef}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          disabled={field.disabled ?? inputProps.disabled}
          className={styles.choiceInput}
        />
        <label htmlFor={ids.control}>{label}</label>
      </div>
      <FieldHint id={ids.hint} hint={hint} />
      <FieldError id={ids.error} text={errorText} />
    </div>
  );
}
