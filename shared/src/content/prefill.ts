import * as z from 'zod/mini';

/**
 * The fields the contact and questionnaire forms fill from the customer and
 * the billing address; all empty when nobody is logged in.
 * Age is computed from the birthdate; the phone reads "+{callingCode}
 * {nationalNumber}" (leading zeros stripped), or the raw text if it does not parse.
 */
export const prefillFormFieldsSchema = z.object({
  firstname: z.optional(z.string()),
  surname: z.optional(z.string()),
  email: z.optional(z.string()),
  academicTitle: z.optional(z.string()),
  age: z.optional(z.int().check(z.nonnegative())),
  gender: z.optional(z.string()),
  telephoneNumber: z.optional(z.string()),
  street: z.optional(z.string()),
  zip: z.optional(z.string()),
  city: z.optional(z.string()),
  countryCode: z.optional(z.string()),
});
export type PrefillFormFields = z.infer<typeof prefillFormFieldsSchema>;
export const PREFILL_FORM_FIELDS = Object.keys(prefillFormFieldsSchema.shape) as Array<keyof PrefillFormFields>;
