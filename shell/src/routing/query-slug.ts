import { ROUTES, type RouteName, type RouteTarget } from '@storefront/shared/platform/contracts';

/**
 * A query slug with no matched route goes to the category route (doc 2 §2): `/?slug=obst`,
 * `/unbekannt?slug=obst`, `/suche?slug=obst` and `/sortiment?slug=obst` all land on the category
 * `obst`, as old and external links mean. A route whose own path carries a slug (a category, a
 * product, a recipe, a brand) keeps its page; the content catch-all's slug is any path, not a route
 * of its own, so it hands over too. The slug is only ever a path parameter of the category route.
 */
export function querySlugTarget(name: RouteName, params: Readonly<Record<string, string>>, query: URLSearchParams): RouteTarget | null {
  const slug = query.get('slug')?.trim() ?? '';
  if (slug === '') return null;
  const ownSlug = name !== 'index' && ROUTES[name].suffix.includes(':slug') && (params['slug'] ?? '') !== '';
  return ownSlug ? null : { name: 'products-slug', params: { slug } };
}
