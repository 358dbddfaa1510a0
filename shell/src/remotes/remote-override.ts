import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteName } from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry } from '@storefront/shared/platform/schemas';

/** The query parameter of the developer override: `?remotes=search@https://host:port/mf-manifest.json,content@…`. */
export const REMOTE_OVERRIDE_PARAM = 'remotes';

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The developer override of a remote's URL (shell README, "Deadlines").
 * It works only where the tenant allows it (a `remoteOverrideOrigins` list) and
 * only for entries whose origin is on that list exactly; everything else in the
 * parameter is ignored with a warning. The override holds for this page's life,
 * like every remote choice. A lazy chunk: only a page with the parameter loads it.
 */
export function applyRemoteOverrides(
  remotes: readonly RemoteMapEntry[],
  search: string,
  allowedOrigins: readonly string[] | undefined,
  warn: (message: string) => void = (message) => console.warn(message),
): RemoteMapEntry[] {
  const value = new URLSearchParams(search).get(REMOTE_OVERRIDE_PARAM);
  const result = [...remotes];
  if (!value) return result;
  if (!allowedOrigins || allowedOrigins.length === 0) {
    warn('Remote overrides are not allowed for this shop; ignoring ?remotes');
    return result;
  }
  for (const item of value.split(',')) {
    const at = item.indexOf('@');
    const name = item.slice(0, at) as RemoteName;
    const url = at > 0 ? parseUrl(item.slice(at + 1)) : null;
    if (!REMOTE_NAMES.includes(name) || !url || !allowedOrigins.includes(url.origin)) {
      warn(`Ignoring the remote override "${item}": unknown remote, or an origin that is not allow-listed`);
      continue;
    }
    const index = result.findIndex((entry) => entry.name === name);
    // The contract version is the one the shell speaks; the loaded definition is checked all the same.
    const entry: RemoteMapEntry = { name, version: 'override', entry: url.href, contractVersion: CONTRACT_VERSION };
    if (index === -1) result.push(entry);
    else result[index] = entry;
  }
  return result;
}
