import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

/** A zod 4 schema of a form's values: shared's zod/mini schemas (or a classic zod 4 one). */
export type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

export type ZodFormOptions<Schema extends FormSchema> = Omit<
  UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
  'resolver'
>;

export type ZodForm<Schema extends FormSchema> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

/**
 * A react-hook-form form checked by a zod schema. `zodResolver` of
 * @hookform/resolvers 7 takes zod 4 schemas, zod/mini included: it tells them
 * by their `_zod` marker and calls the schema's own `parseAsync`, which mini
 * schemas have too; the issues' messages (our `key|param` rule messages) become
 * the fields' error messages unchanged, for translateRuleMessage to read.
 *
 * Defaults: checked on submit, then again on every change of a field (so a
 * message goes away as soon as the shopper fixed it); focusing the first
 * invalid field is left to <Form>, which picks it in page order.
 */
export function useZodForm<Schema extends FormSchema>(schema: Schema, options: ZodFormOptions<Schema> = {}): ZodForm<Schema> {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    resolver,
  });
}
