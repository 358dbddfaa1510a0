import * as z from 'zod/mini';

/** Whether the shop may write to the customer personally by e-mail, letter and SMS. */
export const communicationSettingsSchema = z.object({
  personalEmailAllowed: z.boolean(),
  personalMailAllowed: z.boolean(),
  personalSmsAllowed: z.boolean(),
});
export type CommunicationSettings = z.infer<typeof communicationSettingsSchema>;

/** The salutations a customer may choose: Family is only ever read, and removed when loaded. */
export const selectableSalutationSchema = z.enum(['Company', 'Female', 'Male']);
