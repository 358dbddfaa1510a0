import { getRedirects } from '@storefront/shared/platform/operations';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { emptyRedirectTable } from '@storefront/shared/platform/schemas';
import { matchRedirect } from './redirects';

/** The redirect for a path (with its query and hash), or null. */
export type RedirectMatcher = (path: string, searchAndHash: string) => string | null;

/**
 * Loads the redirect table at boot; a failure is ignored, i.e. no redirects
 * (doc 1 §7, §8). A lazy chunk, fetched beside the tenant config.
 */
export async function loadRedirects(api: ApiClient): Promise<RedirectMatcher> {
  const table = await call(api, getRedirects).catch(() => emptyRedirectTable());
  return (path, searchAndHash) => matchRedirect(table, path, searchAndHash);
}
