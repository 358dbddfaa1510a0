import type { RouteName } from '@storefront/shared/platform/contracts';
import type { RedirectTable } from '@storefront/shared/platform/schemas';
import { safeRedirectTarget } from '@storefront/shared/platform/validation';
import { FRISCHMARKT, type Tenant } from './tenants';

/*
 * The shop's content (pages, component configs, redirects, banners, the
 * message bundle) is written once, for the default tenant: its links use the
 * default tenant's paths and its texts the default brand name. Served to
 * another tenant, each internal link gets that tenant's path of the same page
 * (/sortiment/kaese → /produkte/kaese) and the brand name is the tenant's, so
 * a second shop never links into the first one's paths.
 */

const AUTHORED_FOR = FRISCHMARKT;
const AUTHORED_BRAND = new RegExp(`\\b${AUTHORED_FOR.theme.brandName}\\b`, 'g');

/** Each first path segment the content is written with, and the page it stands for. */
const AUTHORED_ROUTES = new Map(
  (Object.entries(AUTHORED_FOR.slugs) as Array<[RouteName, string]>).map(([route, slug]) => [slug, route]),
);

/** An internal path ("/sortiment/kaese?x#y") with the tenant's first segment for the same page. */
function tenantPath(path: string, tenant: Tenant): string {
  const match = /^\/([^/?#]+)(.*)$/s.exec(path);
  const route = match && AUTHORED_ROUTES.get(match[1]!);
  const slug = route && tenant.slugs[route];
  return slug ? `/${slug}${match[2]}` : path;
}

/** A link, or a text that contains links (the HTML of a rich-text block), and the brand name in it. */
function tenantText(text: string, tenant: Tenant): string {
  const localised = text.startsWith('/') && !text.startsWith('//') ? tenantPath(text, tenant) : text;
  return localised
    .replace(/href="(\/(?!\/)[^"]*)"/g, (_link, path: string) => `href="${tenantPath(path, tenant)}"`)
    .replace(AUTHORED_BRAND, tenant.theme.brandName);
}

/** The content as the tenant shows it: every string that is an internal path or names the brand, localised. */
export function contentForTenant<T>(content: T, tenant: Tenant): T {
  if (tenant.id === AUTHORED_FOR.id) return content;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return tenantText(value, tenant);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  return walk(content) as T;
}

/**
 * The redirect table for the tenant: sources and targets on the tenant's
 * paths, without a rule whose source is one of the tenant's own pages (an
 * old path of one shop may be a live path of another: /artikel/ is
 * Biogarten's product page) and without a rule that leads to itself.
 */
export function redirectsForTenant(table: RedirectTable, tenant: Tenant): RedirectTable {
  const authored = tenant.id === AUTHORED_FOR.id;
  const ownSlugs = new Set(Object.values(tenant.slugs));
  const isOwnPage = (source: string) => !authored && ownSlugs.has(/^\/([^/?#]+)/.exec(source)?.[1] ?? '');
  const kind = (rules: Readonly<Record<string, string>>) =>
    Object.fromEntries(
      Object.entries(rules).flatMap(([source, target]) => {
        const [from, to] = authored ? [source, target] : [tenantPath(source, tenant), tenantPath(target, tenant)];
        // A rule stored before targets were checked, or to a host this tenant does not allow, is not served: it would be an open redirect.
        if (safeRedirectTarget(to, tenant.redirectHosts) === null) return [];
        return isOwnPage(from) || (!authored && from === to) ? [] : [[from, to]];
      }),
    );
  return { oneToOne: kind(table.oneToOne), manyToOne: kind(table.manyToOne), manyToMany: kind(table.manyToMany) };
}
