import * as z from 'zod/mini';

/** Its own module: only the shell's lazy remote loading plugin parses it, so it stays out of the shell's initial JS. */
const integrity = z.optional(z.record(z.string(), z.string()));
/**
 * What the registry adds to a remote map entry: the SHA-384 (`sha384-…`) of the
 * build's files by name (mf-manifest.json, remoteEntry.js; a build that does
 * not match is refused) and, for a visitor in a rollout, the tenant's stable
 * version, loaded when the rolled-out one fails.
 */
export const remoteReleaseSchema = z.object({
  integrity,
  stable: z.optional(z.object({ version: z.string(), entry: z.string(), integrity })),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;
