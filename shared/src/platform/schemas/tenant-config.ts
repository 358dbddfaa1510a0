import * as z from 'zod/mini';
import { REMOTE_NAMES } from '../contracts/remote-names';
import { BILLING_FIELD_SETTINGS, DELIVERY_PHONE_SETTINGS } from './checkout-settings';

/**
 * One remote of this tenant's remote map, resolved by the backend from the
 * rollout rules for this visitor. `entry` is the URL of the remote's
 * mf-manifest.json; the shell never has one baked into its build. Loose: the
 * registry's additions (`remoteReleaseSchema`, remote-release.ts) pass through to the shell's lazy
 * remote loading plugin, which parses them there, so the boot's parse (in the
 * shell's initial JS, at its byte budget) stays as small as it was.
 */
export const remoteMapEntrySchema = z.looseObject({
  name: z.enum(REMOTE_NAMES),
  version: z.string().check(z.minLength(1)),
  entry: z.string().check(z.minLength(1)),
  contractVersion: z.int().check(z.positive()),
});
export type RemoteMapEntry = z.infer<typeof remoteMapEntrySchema>;


export const environmentSchema = z.enum(['development', 'staging', 'live']);

/**
 * The search flyout of doc 1 §2: one result column entry per content type with
 * its type, order (odd orders go to the first column, even to the second) and
 * the content blocks shown when the type has no results; the widths of the two
 * columns (out of 12; DEFAULT_SEARCH_COLUMN_RATIO, 6/6, when not given).
 *
 * Kept lean on purpose, as the shell parses it and its initial JS is at its
 * byte budget: `type` is any name (a shell that does not know a newer type
 * still boots; the search remote shows the types it knows), and the empty-results
 * blocks are parsed by the search remote with the content block schema.
 */
export const searchFlyoutConfigSchema = z.object({
  types: z.array(
    z.object({
      type: z.string().check(z.minLength(1)),
      order: z.int().check(z.positive()),
      emptyResultsContent: z.optional(z.array(z.unknown())),
    }),
  ),
  columnRatio: z.optional(z.array(z.int().check(z.positive()))),
});
export type SearchFlyoutConfig = z.infer<typeof searchFlyoutConfigSchema>;

/**
 * The search provider's insights endpoint (doc 1 §7: POST /1/events): `url` is
 * its base, absolute or a path on this origin (`/`: the backend's own sink);
 * `appId` the provider's application id, when it needs one.
 */
export const searchInsightsConfigSchema = z.object({
  url: z.string().check(z.minLength(1)),
  appId: z.optional(z.string()),
});
export type SearchInsightsConfig = z.infer<typeof searchInsightsConfigSchema>;

/**
 * The tenant's checkout settings (doc 2 §5 address validity): whether the
 * delivery phone number is Optional or Mandatory. The browser builds the address
 * form with it (createAddressValiditySchema); the backend's cart validation
 * answers 007 by the same setting. Without it the phone is Optional.
 *
 * `billingFields` (doc 2 §5 billing fields): each configurable billing field
 * (CONFIGURABLE_BILLING_FIELDS) Optional, Mandatory or Hide; a field not named
 * is hidden (createBillingFieldsSchema). Keyed by any name, so a shell that
 * does not know a newer field still boots.
 */
export const checkoutConfigSchema = z.object({
  deliveryPhoneNumber: z.enum(DELIVERY_PHONE_SETTINGS),
  billingFields: z.optional(z.record(z.string(), z.enum(BILLING_FIELD_SETTINGS))),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

export const clientRuntimeConfigSchema = z.object({
  tenant: z.string().check(z.minLength(1)),
  environment: environmentSchema,
  /** Feature flags of doc 1 §1; a flag that is missing is off. */
  features: z.record(z.string(), z.boolean()),
  /** Per-route-name path overrides. */
  slugs: z.record(z.string(), z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/))),
  remotes: z.array(remoteMapEntrySchema),
  /** Host of the external shop for this environment, without trailing slash. */
  externalShopHost: z.url(),
  /** The consent tool's id; without one, all consent groups are granted (doc 1 §4). */
  consentToolId: z.optional(z.string()),
  /** The search flyout's columns (doc 1 §2); without it the search remote uses its defaults. */
  searchFlyout: z.optional(searchFlyoutConfigSchema),
  /** Without it no insight events are sent. */
  searchInsights: z.optional(searchInsightsConfigSchema),
  /**
   * Hosts the content remote's script block may load scripts from (`host[:port]`,
   * exact). Missing means none: the allow-list fails closed (doc 1 §2 script block).
   */
  allowedScriptHosts: z.optional(z.array(z.string().check(z.minLength(1)))),
  /**
   * Hosts a content redirect may leave the shop for (`host[:port]`, exact, with
   * an absolute https target). Missing means none: every other target is a path
   * of the shop or refused (safeRedirectTarget).
   */
  redirectHosts: z.optional(z.array(z.string().check(z.minLength(1)))),
  /**
   * The consent tool's script (doc 1 §4, §9): absolute, or a path on this origin
   * (the backend serves a first-party banner at /consent/banner.js). Used only
   * with a consentToolId; if it fails to load, all groups are granted.
   */
  consentScriptUrl: z.optional(z.string().check(z.minLength(1))),
  /** The component configs the shell fetches at boot; missing: none. */
  componentConfigNames: z.optional(z.array(z.string().check(z.minLength(1)))),
  /**
   * Tracking: the page view path prefix (slashes become colons)
   * and the tag manager's container id; without a container id events stay in
   * the data layer and no tag manager script is loaded.
   */
  tracking: z.optional(
    z.object({
      pageViewPrefix: z.string(),
      tagManagerId: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
  /**
   * Developer override of a remote's URL (shell README, "Deadlines"):
   * allowed only when present, and only for entries on these origins
   * (`https://host[:port]`, exact). Missing: overrides are ignored.
   */
  remoteOverrideOrigins: z.optional(z.array(z.string().check(z.minLength(1)))),
  /**
   * How long a remote slot waits for its remote's code (manifest, entry, exposed
   * module, the part's chunks) before it shows its fallback, in ms; missing:
   * REMOTE_LOAD_BUDGET_MS (docs/architecture.md, "Failure is normal").
   */
  remoteLoadBudgetMs: z.optional(z.int().check(z.positive())),
  /** Checkout settings; missing: the delivery phone number is Optional. */
  checkout: z.optional(checkoutConfigSchema),
  /**
   * The service selection prompt of an add to cart without a service:
   * `optional` lets the shopper put it off ("Später wählen"), and it is then shown
   * once and skipped for `interval` further adds (default
   * DEFAULT_SERVICE_SELECTION_INTERVAL, 5; shouldPromptServiceSelection). Missing:
   * required, a service is chosen before the first add.
   */
  serviceSelectionPrompt: z.optional(z.object({ optional: z.boolean(), interval: z.optional(z.int().check(z.nonnegative())) })),
});
export type ClientRuntimeConfig = z.infer<typeof clientRuntimeConfigSchema>;

export const themeConfigSchema = z.object({
  brandName: z.string().check(z.minLength(1)),
  primaryColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
});

export const tenantConfigSchema = z.object({
  clientRuntimeConfig: clientRuntimeConfigSchema,
  themeConfig: themeConfigSchema,
  messageBundle: z.record(z.string(), z.string()),
});
export type TenantConfig = z.infer<typeof tenantConfigSchema>;
