import type { FieldValues } from 'react-hook-form';
import { FieldError, FieldHint } from './field-texts';
import * as styles from './field.module.css';
import type { FieldOption } from './select-field';
import { useFormField, type FieldProps } from './use-form-field';

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
              className={styles.choiceInput}
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
