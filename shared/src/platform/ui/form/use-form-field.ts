import { useId } from 'react';
import {
  useController,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import { useServices } from '../../parcel/create-react-parcel';
import { translateRuleMessage } from '../../validation/rule-message';

/** What every form field takes: its form value's name, its visible label and an optional hint. */
export interface FieldProps<TFieldValues extends FieldValues = FieldValues, TTransformed = TFieldValues> {
  /** The field's path in the form values (`email`, `address.zip`). */
  readonly name: FieldPath<TFieldValues>;
  readonly label: string;
  /** Help shown under the label and read with the field (aria-describedby). */
  readonly hint?: string;
  /** The form, when the field is not inside a <Form> (which provides it). */
  readonly control?: Control<TFieldValues, unknown, TTransformed>;
}

export interface FormField<TFieldValues extends FieldValues> {
  /** Value, name and handlers of the control (without its ref: see inputRef). */
  readonly field: Omit<ControllerRenderProps<TFieldValues, FieldPath<TFieldValues>>, 'ref'>;
  /** Lets the form focus the control. */
  readonly inputRef: RefCallBack;
  readonly fieldState: ControllerFieldState;
  readonly ids: { readonly control: string; readonly hint: string; readonly error: string };
  /** The rule message in the shopper's language, when the field is invalid. */
  readonly errorText: string | undefined;
  /** The ARIA attributes of the control (or the group) that tell its state and descriptions. */
  readonly describedBy: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/**
 * Binds a field to its form (react-hook-form's controller) and works out what
 * assistive technology reads: aria-invalid, and the hint and the error message
 * (the rule's `key|param` message translated, doc 1 §5) by aria-describedby.
 */
export function useFormField<TFieldValues extends FieldValues, TTransformed>({
  name,
  hint,
  control,
}: Pick<FieldProps<TFieldValues, TTransformed>, 'name' | 'hint' | 'control'>): FormField<TFieldValues> {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController<TFieldValues, FieldPath<TFieldValues>, TTransformed>({ name, control });
  const { i18n } = useServices();
  const id = useId();
  const ids = { control: `${id}-control`, hint: `${id}-hint`, error: `${id}-error` };
  const message = fieldState.error?.message;
  const errorText = message ? translateRuleMessage(message, i18n.t) : undefined;
  const describedByIds = [hint ? ids.hint : null, errorText ? ids.error : null].filter(Boolean).join(' ');
  return {
    field,
    inputRef,
    fieldState,
    ids,
    errorText,
    // An error without a message (a rule that set none) still marks the field invalid.
    describedBy: { 'aria-invalid': fieldState.invalid || undefined, 'aria-describedby': describedByIds || undefined },
  };
}
