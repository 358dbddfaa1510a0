import type { FieldValues } from 'react-hook-form';
import { cx } from '../class-names';
import { FieldError, FieldHint } from './field-texts';
import * as styles from './field.module.css';
import type { FieldOption } from './select-field';
import { useFormField, type FieldProps } from './use-form-field';

export interface RadioGroupFieldProps<TFieldValues extends FieldValues = FieldValues, TTransformed = TFieldValues>
  extends FieldProps<TFieldValues, TTransformed> {
  readonly options: ReadonlyArray<FieldOption>;
  readonly disabled?: boolean;
  readonly className?: string;
}

/**
 * One choice of a few (salutation, service type): a fieldset whose legend is the
 * label, one radio per option. The group carries aria-invalid and the hint and
 * error descriptions, so a screen reader says them on entering it.
 */
export function RadioGroupField<TFieldValues extends FieldValues = FieldValues, TTransformed = TFieldValues>({
  name,
  label,
  hint,
  control,
  options,
  disabled,
  className,
}: RadioGroupFieldProps<TFieldValues, TTransformed>) {
  const { field, inputRef, ids, errorText, describedBy } = useFormField({ name, hint, control });
  const isDisabled = field.disabled ?? disabled;
  return (
    // role=radiogroup: a fieldset's own role (group) does not support aria-invalid.
    <fieldset {...describedBy} role="radiogroup" className={cx(styles.group, className)} disabled={isDisabled}>
      <legend className={styles.legend}>{label}</legend>
      <FieldHint id={ids.hint} hint={hint} />
      {options.map((option, index) => {
        const optionId = `${ids.control}-${index}`;
        return (
          <div key={option.value} className={styles.choice}>
            <input
              id={optionId}
              type="radio"
              name={field.name}
              value={option.value}
              // The form focuses the group through its first radio.
              ref={index === 0 ? inputRef : undefined}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              disabled={option.disabled}
              aria-invalid={describedBy['aria-invalid']}
              className={styles.choiceInput}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
      <FieldError id={ids.error} text={errorText} />
    </fieldset>
  );
}
