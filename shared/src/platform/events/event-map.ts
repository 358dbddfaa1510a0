import * as z from 'zod/mini';
import { consentStateSchema } from '../schemas/consent';
import { NOTIFICATION_TYPES } from '../constants';
import type { RemoteName } from '../contracts/remote-names';

/**
 * The version of the event map. Remotes deploy separately, so the payloads are
 * a contract: a breaking change to any schema raises this, like CONTRACT_VERSION.
 */
export const EVENT_MAP_VERSION = 1;

const nonEmpty = z.string().check(z.minLength(1));

/** One line of the cart as `cart:updated` announces it: the product, how many, and the line it is on. */
const cartLine = z.object({ sku: nonEmpty, quantity: z.int().check(z.positive()), lineItemId: nonEmpty });

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
  /**
   * The cart as the cart remote now has it: its line count, its total in cents and its product lines, so no
   * part of the page reads the cart again to learn a quantity. `total` and `lines` are optional: a remote
   * built on the earlier map announces without them, and a part that needs them then reads the cart itself.
   */
  'cart:updated': z.object({
    lineItemCount: z.int().check(z.nonnegative()),
    total: z.optional(z.int()),
    lines: z.optional(z.array(cartLine)),
  }),
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

/**
 * What the bus keeps of an event for a listener that subscribes after it was published:
 * - `{ held: n, answeredBy }`: a request nobody listens to yet is kept (the last n) and handed once to the
 *   first listener, so a press made while its answerer still loads is not lost; the remote that answers it
 *   is named, so the shell loads it (and its boot hook starts the listener) on a page where nothing of it is
 *   mounted yet, or ever: a web view without the header's mini-cart;
 * - `{ replay: 'last' }`: the last announcement is handed to every new listener at once, so a part of the
 *   page that mounts later knows the state without asking its owner again.
 */
export type EventKeeping = { readonly held: number; readonly answeredBy: RemoteName } | { readonly replay: 'last' };

/**
 * The events the bus keeps, beside their schemas; any other event is delivered to the listeners there are
 * and then forgotten (a late listener reads the state from its owner).
 */
export const eventKeeping: Partial<Record<EventName, EventKeeping>> = {
  // The add requests of a product tile, a recipe or the delivery pass page: answered by the cart remote,
  // which may still be loading when the shopper presses "In den Warenkorb".
  'cart:add-item-requested': { held: 5, answeredBy: 'cart-checkout' },
  'cart:add-items-requested': { held: 5, answeredBy: 'cart-checkout' },
  // The cart's state: a listing mounted after the mini-cart read the cart learns its quantities from it.
  'cart:updated': { replay: 'last' },
};
