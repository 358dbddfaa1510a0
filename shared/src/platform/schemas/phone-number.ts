import * as z from 'zod/mini';

/**
 * A phone number of doc 1 §3 as its parts: the country (ISO 3166 alpha-2),
 * the calling code and the national number (digits, doc 1 §5: 2 to 17) and
 * an optional extension (up to 20 digits). Parsing and formatting live in
 * shared/src/platform/phone.
 */
export const phoneNumberSchema = z.object({
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  callingCode: z.string().check(z.regex(/^\d{1,3}$/)),
  nationalNumber: z.string().check(z.regex(/^\d{2,17}$/)),
  extension: z.optional(z.string().check(z.regex(/^\d{1,20}$/))),
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;
