import * as z from 'zod/mini';
import { REMOTE_NAMES } from '../contracts/remote-names';

/**
 * One remote of this tenant's remote map, resolved by the backend from the
 * rollout rules for this visitor. `entry` is the URL of the remote's
 * mf-manifest.json; the shell never has one baked into its build.
 */
export const remoteMapEntrySchema = z.object({
  name: z.enum(REMOTE_NAMES),
  version: z.string().check(z.minLength(1)),
  entry: z.string().check(z.minLength(1)),
  contractVersion: z.int().check(z.positive()),
});
export type RemoteMapEntry = z.infer<typeof remoteMapEntrySchema>;

export const environmentSchema = z.enum(['development', 'staging', 'live']);

export const clientRuntimeConfigSchema = z.object({
  tenant: z.string().check(z.minLength(1)),
  environment: environmentSchema,
  /** Feature flags of doc 1 §1; a flag that is missing is off. */
  features: z.record(z.string(), z.boolean()),
  /** Per-route-name path overrides (doc 1 §2). */
  slugs: z.record(z.string(), z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/))),
  remotes: z.array(remoteMapEntrySchema),
  /** Host of the external shop for this environment (doc 1 §2), without trailing slash. */
  externalShopHost: z.url(),
  /** The consent tool's id; without one, all consent groups are granted (doc 1 §4). */
  consentToolId: z.optional(z.string()),
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
