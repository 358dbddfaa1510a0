import * as z from 'zod/mini';

/** Consent group codes of the consent tool; defined with the other constants. */
export { CONSENT_CODES } from '../constants';

/** Consent state of doc 1 §3: marketing (C0004), statistic (C0002), targetGroupSelection (C0007). */
export const consentStateSchema = z.object({
  marketing: z.boolean(),
  statistic: z.boolean(),
  targetGroupSelection: z.boolean(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;
