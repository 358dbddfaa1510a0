/**
 * The content path of the index route (doc 1 §2: `/` and the catch-all `/:slug(.*)`
 * render the same page). The shell hands the catch-all rest as `params.slug`
 * without its leading slash; a trailing slash names the same page, so both ends
 * are trimmed, and `//` can never start the path.
 */
export function contentPath(slug: string | undefined): string {
  const rest = (slug ?? '').replace(/^\/+/, '').replace(/\/+$/, '');
  return `/${rest}`;
}
