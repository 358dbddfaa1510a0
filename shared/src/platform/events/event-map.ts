import * as z from 'zod/mini';
import { consentStateSchema } from '../schemas/consent';
import { NOTIFICATION_TYPES } from '../constants';

/**
 * The version of the event map. Remotes deploy separately, so the payloads are
 * a contract: a breaking change to any schema raises this, like CONTRACT_VERSION.
 */
export const EVENT_MAP_VERSION = 1;

const nonEmpty = z.string().check(z.minLength(1));

/** One zod schema per event; names are `domain:verb-noun`. */
export const eventSchemas = {
  'session:changed': z.object({
    status: z.enum(['unknown', 'anonymous', 'authenticated']),
    customerId: z.nullable(z.string()),
  }),
  'session:login-requested': z.object({ returnUrl: z.optional(z.string()) }),
  'cart:add-item-requested': z.object({
    sku: nonEmpty,
    quantity: z.int().check(z.positive()),
    /** Where the shopper pressed the button, for tracking and the insight events. */
    source: z.optional(z.string()),
  }),
  'cart:item-add-outcome': z.object({
    sku: nonEmpty,
    outcome: z.enum(['added', 'addproductaborted', 'abortedserviceselection', 'maxquantityreached']),
  }),
  /** Several items at once (a recipe's ingredients, "buy again"); `name` says which ones could not be added. */
  'cart:add-items-requested': z.object({
    items: z.array(z.object({ sku: nonEmpty, quantity: z.int().check(z.positive()), name: z.optional(z.string()) })).check(z.minLength(1)),
    source: z.optional(z.string()),
  }),
  /**
   * The cart's answer to a bulk add, to the part of the page that asked (its `source`): how many
   * items it added and the names of those it could not add (aborted: nothing added).
   */
  'cart:items-add-outcome': z.object({
    outcome: z.enum(['added', 'addproductaborted', 'abortedserviceselection']),
    added: z.int().check(z.nonnegative()),
    notAdded: z.array(z.string()),
    source: z.optional(z.string()),
  }),
  /** The cart's line count and its total in cents (optional, so a remote built on the earlier map still validates). */
  'cart:updated': z.object({ lineItemCount: z.int().check(z.nonnegative()), total: z.optional(z.int()) }),
  'favorites:changed': z.object({ type: nonEmpty, references: z.array(z.string()) }),
  'consent:changed': consentStateSchema,
  'notifications:show': z.object({
    type: z.enum(NOTIFICATION_TYPES),
    messageKey: nonEmpty,
    durationMs: z.optional(z.int().check(z.positive())),
    key: z.optional(z.string()),
    routeName: z.optional(z.string()),
  }),
  'notifications:dismiss': z.object({ key: nonEmpty }),
  'search:term-changed': z.object({ term: z.string() }),
  'navigation:requested': z.object({ to: nonEmpty, replace: z.optional(z.boolean()) }),
  'tracking:event': z.catchall(z.object({ event: nonEmpty }), z.unknown()),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;
