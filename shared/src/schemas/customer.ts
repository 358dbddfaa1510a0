import * as z from 'zod/mini';

/** Salutation values of doc 1 §3; Family is removed from a loaded customer. */
export const salutationSchema = z.enum(['Company', 'Family', 'Female', 'Male']);

export const customerSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  academicTitle: z.optional(z.string()),
  birthdate: z.optional(z.string()),
  salutation: z.optional(salutationSchema),
  newsletterTopics: z._default(z.array(z.object({ newsletterTopicId: z.string() })), []),
  firstOrderDelivery: z._default(z.boolean(), true),
  firstOrderClickAndCollect: z._default(z.boolean(), true),
});
export type Customer = z.infer<typeof customerSchema>;

export const loginRequestSchema = z.object({
  email: z.email(),
  password: z.string().check(z.minLength(1)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
