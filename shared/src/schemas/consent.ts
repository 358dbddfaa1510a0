import * as z from 'zod/mini';

/** Consent group codes of the consent tool (doc 1 §3, §9). */
export const CONSENT_CODES = {
  marketing: 'C0004',
  statistic: 'C0002',
  targetGroupSelection: 'C0007',
} as const;

export const consentStateSchema = z.object({
  marketing: z.boolean(),
  statistic: z.boolean(),
  targetGroupSelection: z.boolean(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;
