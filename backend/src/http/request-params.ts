import * as z from 'zod/mini';

/** The `:id` path parameter of a customer's or a cart's record (address, card, payment, cart). */
export const idParamsSchema = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });

/** The `:slug` path parameter of a category, product or recipe. */
export const slugParamsSchema = z.object({
  slug: z
    .string()
    .check(
      z.maxLength(200, 'must be at most 200 characters'),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug: lower-case letters, digits and single hyphens'),
    ),
});
