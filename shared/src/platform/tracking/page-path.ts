/** The root path is tracked under this page name. */
export const START_PAGE_NAME = 'startpage';

/** The separator that replaces slashes in a tracked page path. */
export const PAGE_PATH_SEPARATOR = ':';

/** The non-empty parts between slashes and colons. */
function segments(path: string): string[] {
  return path.split(/[/:]/).filter((segment) => segment.length > 0);
}

/**
 * The tracked page path is the configured prefix followed by the path, slashes
 * replaced by colons (doc 1 §7); the root path is the page 'startpage' (doc 1 §2).
 *
 * Exact output, with prefix 'shop':
 * - '/' (or '') → 'shop:startpage'
 * - '/a/b' → 'shop:a:b'
 * - '/a/b/' and '//a//b' → 'shop:a:b' (empty segments are dropped, so trailing
 *   and doubled slashes do not change the name)
 * - '/a?x=1#top' → 'shop:a' (query and hash are not part of the page)
 * Without a prefix the same without 'shop:'. The prefix may itself contain
 * slashes or end in a colon ('shop/', 'shop:'): it is joined with exactly one
 * colon. A colon inside the path already separates like a slash, so the name
 * never has an empty segment ('/a:/b' → 'shop:a:b'). Segments are kept as they
 * appear in the path (not URL-decoded).
 */
export function pageViewPath(path: string, prefix = ''): string {
  const pathSegments = segments(path.replace(/[?#][\s\S]*$/, ''));
  const page = pathSegments.length > 0 ? pathSegments : [START_PAGE_NAME];
  return [...segments(prefix), ...page].join(PAGE_PATH_SEPARATOR);
}

export interface PageViewEvent {
  readonly event: 'pageView';
  readonly pageName: string;
  readonly [key: string]: unknown;
}

/** The page view event for a path (the error page uses pageName 'errorPage' directly, doc 1 §2). */
export function pageViewEvent(path: string, prefix = ''): PageViewEvent {
  return { event: 'pageView', pageName: pageViewPath(path, prefix) };
}
