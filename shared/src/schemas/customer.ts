import { z } from 'zod';

/** Salutation values of doc 1 §3; Family is removed from a loaded customer. */
export const salutationSchema = z.enum(['Company', 'Family', 'Female', 'Male']);

export const customerSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  academicTitle: z.string().optional(),
  birthdate: z.string().optional(),
  salutation: salutationSchema.optional(),
  newsletterTopics: z.array(z.object({ newsletterTopicId: z.string() })).default([]),
  firstOrderDelivery: z.boolean().default(true),
  firstOrderClickAndCollect: z.boolean().default(true),
});
export type Customer = z.infer<typeof customerSchema>;

export const loginRequestSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
