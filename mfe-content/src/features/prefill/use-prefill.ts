import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useSessionSnapshot } from '@storefront/shared/platform/parcel';
import { calendarDateOf } from '@storefront/shared/platform/validation';
import { prefillFromCustomer, type PrefillValues } from './prefill-from-customer';

/** Which form field each prefill field fills. */
export type PrefillMapping<TFieldValues extends FieldValues> = Partial<Record<keyof PrefillValues, Path<TFieldValues>>>;

/**
 * When a customer becomes available the form's person fields are filled from
 * the customer and billing address; when the customer is cleared (logout,
 * session lost) they all reset to empty. Fields the shopper typed
 * are overwritten only on such a change, not on every render.
 */
export function usePrefill<TFieldValues extends FieldValues, TTransformed>(
  form: UseFormReturn<TFieldValues, unknown, TTransformed>,
  mapping: PrefillMapping<TFieldValues>,
): void {
  const { customer } = useSessionSnapshot();
  const filledFor = useRef<typeof customer | undefined>(undefined);

  useEffect(() => {
    if (filledFor.current === customer) return;
    const first = filledFor.current === undefined;
    filledFor.current = customer;
    // Nobody logged in at the start: the fields are empty already, and the shopper may have begun typing.
    if (first && !customer) return;
    const values = prefillFromCustomer(customer, calendarDateOf(new Date()));
    for (const [prefillField, formField] of Object.entries(mapping) as Array<[keyof PrefillValues, Path<TFieldValues>]>) {
      form.setValue(formField, values[prefillField] as PathValue<TFieldValues, Path<TFieldValues>>, {
        shouldDirty: false,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  }, [customer, form, mapping]);
}
