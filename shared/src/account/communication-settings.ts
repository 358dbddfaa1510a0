import * as z from 'zod/mini';

/** Whether the shop may write to the customer personally by e-mail, letter and SMS (doc 1 §3). */
export const communicationSettingsSchema = z.object({
  personalEmailAllowed: z.boolean(),
  personalMailAllowed: z.boolean(),
  personalSmsAllowed: z.boolean(),
});
export type CommunicationSettings = z.infer<typeof communicationSettingsSchema>;

/** The salutations a customer may choose: Family is only ever read, and removed when loaded (doc 1 §3). */
export const selectableSalutationSchema = z.enum(['Company', 'Female', 'Male']);
