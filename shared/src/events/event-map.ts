import { z } from 'zod';
import { consentStateSchema } from '../schemas/consent';

/**
 * The version of the event map. Remotes deploy separately, so the payloads are
 * a contract: a breaking change to any schema raises this, like CONTRACT_VERSION.
 */
export const EVENT_MAP_VERSION = 1;

const notificationTypeSchema = z.enum(['success', 'info', 'warning', 'error']);

/** One zod schema per event; names are `domain:verb-noun`. */
export const eventSchemas = {
  'session:changed': z.object({
    status: z.enum(['unknown', 'anonymous', 'authenticated']),
    customerId: z.string().nullable(),
  }),
  'session:login-requested': z.object({ returnUrl: z.string().optional() }),
  'cart:add-item-requested': z.object({
    sku: z.string().min(1),
    quantity: z.number().int().positive(),
    /** Where the shopper pressed the button, for tracking and the insight events. */
    source: z.string().optional(),
  }),
  'cart:item-add-outcome': z.object({
    sku: z.string().min(1),
    outcome: z.enum(['added', 'addproductaborted', 'abortedserviceselection', 'maxquantityreached']),
  }),
  'cart:updated': z.object({ lineItemCount: z.number().int().nonnegative() }),
  'favorites:changed': z.object({ type: z.string().min(1), references: z.array(z.string()) }),
  'consent:changed': consentStateSchema,
  'notifications:show': z.object({
    type: notificationTypeSchema,
    messageKey: z.string().min(1),
    durationMs: z.number().int().positive().optional(),
    key: z.string().optional(),
  }),
  'notifications:dismiss': z.object({ key: z.string().min(1) }),
  'search:term-changed': z.object({ term: z.string() }),
  'navigation:requested': z.object({ to: z.string().min(1), replace: z.boolean().optional() }),
  'tracking:event': z.object({ event: z.string().min(1) }).catchall(z.unknown()),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;
