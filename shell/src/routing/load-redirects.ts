import { parse } from 'zod/mini';
import { getRedirects } from '@storefront/shared/platform/operations';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { emptyRedirectTable } from '@storefront/shared/platform/schemas';
import { redirectTarget } from '@storefront/shared/platform/validation';

/** The redirect for a path (with its query and hash), or null. */
export type RedirectMatcher = (path: string, searchAndHash: string) => string | null;

/**
 * Loads the redirect table at boot (or takes the one the page carries inline);
 * a failure is ignored, i.e. no redirects. A lazy chunk, fetched
 * beside the tenant config; the tenant's
 * allow-list of redirect hosts is given once the config is there.
 *
 * A target is followed as redirectTarget judges it, the same rule the server
 * answers a page's first request with.
 */
export async function loadRedirects(api: ApiClient, inline?: unknown): Promise<(allowedHosts: readonly string[] | undefined) => RedirectMatcher> {
  // The table the shell's page carries inline (backend), checked as an answer would be; else fetched.
  const table = await (inline === undefined ? call(api, getRedirects) : Promise.resolve().then(() => parse(getRedirects.response, inline))).catch(() =>
    emptyRedirectTable(),
  );
  return (allowedHosts) => (path, searchAndHash) => redirectTarget(table, path, searchAndHash, allowedHosts);
}
