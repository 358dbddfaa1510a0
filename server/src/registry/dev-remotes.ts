import { z } from 'zod';
import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteName } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry } from '@storefront/shared/platform/schemas';
import { DEV_REMOTE_OVERRIDE_ORIGINS } from '../tenants/client-runtime-config';

/** A remote served by its dev server instead of the registry (root `pnpm dev`); development only. */
export interface DevRemote {
  readonly name: RemoteName;
  /** The dev server's `mf-manifest.json`. */
  readonly entry: string;
}

/** The version a dev remote has in the remote map: it is the working tree, not a published release. */
export const DEV_REMOTE_VERSION = 'dev';

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * The `DEV_REMOTES` setting: `search@http://localhost:3103/mf-manifest.json,content@…`,
 * the syntax of the shell's `?remotes=` override. Each remote at most once, and
 * only on a remote dev server's origin (the same allow-list the override has),
 * so the setting can point a shop at a developer's own machine and nowhere else.
 */
export const devRemotesSchema = z.string().transform((text, context): DevRemote[] => {
  const remotes: DevRemote[] = [];
  for (const item of text.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const at = item.indexOf('@');
    const name = item.slice(0, at);
    const url = at > 0 ? parseUrl(item.slice(at + 1)) : undefined;
    if (!REMOTE_NAMES.includes(name as RemoteName)) {
      context.addIssue({ code: 'custom', message: `"${item}" does not start with a remote name (${REMOTE_NAMES.join(', ')}) and @` });
    } else if (!url || !DEV_REMOTE_OVERRIDE_ORIGINS.includes(url.origin)) {
      context.addIssue({ code: 'custom', message: `"${item}": the entry must be on a remote dev server (${DEV_REMOTE_OVERRIDE_ORIGINS.join(', ')})` });
    } else if (remotes.some((remote) => remote.name === name)) {
      context.addIssue({ code: 'custom', message: `${name} is named twice` });
    } else {
      remotes.push({ name: name as RemoteName, entry: url.href });
    }
  }
  return remotes;
});

/**
 * The remote map with each dev remote in place of its registry entry (or
 * added, when the registry has no release of it). A dev server builds the
 * working tree against the shared contracts of this same tree, so its contract
 * version is this backend's.
 */
export function withDevRemotes(remotes: readonly RemoteMapEntry[], devRemotes: readonly DevRemote[]): RemoteMapEntry[] {
  const fromRegistry = remotes.filter((remote) => !devRemotes.some((dev) => dev.name === remote.name));
  const fromDevServers = devRemotes.map(({ name, entry }) => ({ name, version: DEV_REMOTE_VERSION, entry, contractVersion: CONTRACT_VERSION }));
  return [...fromRegistry, ...fromDevServers];
}
