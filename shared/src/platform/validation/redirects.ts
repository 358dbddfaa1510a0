import type { RedirectTable } from '../schemas/redirects';
import { safeRedirectTarget } from './redirect-target';

/**
 * The redirect table of doc 1 §3, applied before routing (doc 1 §8), by the shell on
 * every navigation and by the server on the page's first request: oneToOne by
 * the exact path, then manyToOne (a path prefix to one target) and manyToMany
 * (a path prefix replaced by another prefix) by prefix. Where several prefixes
 * match, the longest wins, so a specific rule beats a general one. The query and
 * hash of the request are kept unless the target brings its own.
 * Returns the target, or null when no rule applies or the rule points at the
 * path itself (a loop).
 */
export function matchRedirect(table: RedirectTable, path: string, searchAndHash = ''): string | null {
  let target: string | undefined = table.oneToOne[path];
  if (target === undefined) {
    const prefix = (rules: Record<string, string>) =>
      Object.keys(rules)
        .filter((key) => key !== '' && path.startsWith(key))
        .sort((a, b) => b.length - a.length)[0];
    const one = prefix(table.manyToOne);
    const many = prefix(table.manyToMany);
    if (many !== undefined && (one === undefined || many.length > one.length)) {
      target = table.manyToMany[many] + path.slice(many.length);
    } else if (one !== undefined) {
      target = table.manyToOne[one];
    }
  }
  if (target === undefined || target === '' || target === path) return null;
  return /[?#]/.test(target) ? target : target + searchAndHash;
}

/**
 * Where the table sends a path (with its query and hash), as the shop follows it: the matched
 * target judged as composed (a prefix rule appends the rest of the requested path) by
 * safeRedirectTarget, the rule the shop API stores rules by. A target leaves the shop only as an
 * absolute https URL on the tenant's allowed hosts; one a browser would read as another origin
 * (`/\evil.example`, `https:evil.example`) is not followed at all. Null without a redirect.
 */
export function redirectTarget(table: RedirectTable, path: string, searchAndHash: string, allowedHosts: readonly string[] | undefined): string | null {
  const target = matchRedirect(table, path, searchAndHash);
  return target === null ? null : safeRedirectTarget(target, allowedHosts);
}
