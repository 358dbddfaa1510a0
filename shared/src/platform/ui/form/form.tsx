import { useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useServices } from '../../parcel/create-react-parcel';
import { collectFormErrors } from '../../validation/form-errors';

export interface FormProps<TFieldValues extends FieldValues, TTransformed>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'children'> {
  /** The form from useZodForm (or react-hook-form's useForm). */
  readonly form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  /** Called with the values the schema produced, only when every field is valid. */
  readonly onValidSubmit: (values: TTransformed) => void | Promise<void>;
  readonly onInvalidSubmit?: (errors: FieldErrors<TFieldValues>) => void;
  /**
   * The form's name for tracking: a failed submit then tracks `formError` with
   * the label and message of each invalid field.
   */
  readonly trackAs?: string;
  readonly children: ReactNode;
}

interface InvalidField {
  readonly name: string;
  readonly message: string;
}

/** The invalid fields of react-hook-form's nested error object, as dotted names (`address.zip`). */
function invalidFields(errors: Readonly<Record<string, unknown>>, prefix = ''): InvalidField[] {
  const found: InvalidField[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if ('type' in value && typeof value.type === 'string') {
      // A field's own error (its `ref` is a DOM element: not walked into).
      found.push({ name, message: 'message' in value && typeof value.message === 'string' ? value.message : '' });
    } else {
      found.push(...invalidFields(value as Record<string, unknown>, name));
    }
  }
  return found;
}

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

/** The form's controls in page order, each with its name. */
function namedControls(form: HTMLFormElement): FormControl[] {
  return Array.from(form.elements).filter(
    (element): element is FormControl =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
      element.name !== '',
  );
}

/** What a shopper reads as the field's name: its label, or its group's legend for radios. */
function labelOf(control: FormControl | undefined, name: string): string {
  if (!control) return name;
  const legend = control.type === 'radio' ? control.closest('fieldset')?.querySelector('legend') : null;
  const text = legend?.textContent ?? control.labels?.[0]?.textContent ?? '';
  return text.trim() || name;
}

/**
 * A form of the kit: provides the form to its fields, turns native validation
 * bubbles off (the rule messages show beside the fields instead), and on a failed
 * submit keeps everything typed and moves focus to the first invalid field in
 * page order, whose aria-describedby reads its message. aria-busy while the
 * submit handler runs.
 */
export function Form<TFieldValues extends FieldValues, TTransformed = TFieldValues>({
  form,
  onValidSubmit,
  onInvalidSubmit,
  trackAs,
  children,
  ...formProps
}: FormProps<TFieldValues, TTransformed>) {
  const { tracking, i18n } = useServices();
  const element = useRef<HTMLFormElement>(null);

  const onInvalid = (errors: FieldErrors<TFieldValues>) => {
    const invalid = invalidFields(errors);
    const names = new Set(invalid.map((field) => field.name));
    const controls = element.current ? namedControls(element.current) : [];
    const first = controls.find((control) => names.has(control.name) && !control.disabled);
    // In a radio group the checked radio is the one the keyboard lands on.
    const checkedRadio =
      first?.type === 'radio' ? controls.find((control) => control.name === first.name && (control as HTMLInputElement).checked) : undefined;
    (checkedRadio ?? first)?.focus();

    if (trackAs) {
      const labels = Object.fromEntries(
        invalid.map(({ name }) => [name, labelOf(controls.find((control) => control.name === name), name)]),
      );
      tracking.track({
        event: 'formError',
        form: trackAs,
        fields: collectFormErrors(
          invalid.map(({ name, message }) => ({ path: [name], message })),
          labels,
          i18n.t,
        ),
      });
    }
    onInvalidSubmit?.(errors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void form.handleSubmit(onValidSubmit, onInvalid)(event);
  };

  return (
    <FormProvider {...form}>
      <form {...formProps} ref={element} noValidate onSubmit={onSubmit} aria-busy={form.formState.isSubmitting || undefined}>
        {children}
      </form>
    </FormProvider>
  );
}
