import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RouteName } from '@storefront/shared/platform/contracts';
import { confirmationPage } from '../platform/confirmation-page';
import { parseInput } from '@storefront/server-kit/http/errors';
import { CACHE_NEVER } from '@storefront/server-kit/http/static-files';
import { routeEnabled } from '@storefront/server-kit/tenants/tenant-routes';
import type { ShopStore } from '../platform/shop-store';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';

/**
 * Where development's external shop lives (doc 1 §2: links to the external
 * shop, with separate hosts for development, staging and live). Staging and
 * live link to the real shop's hosts; in development the tenant's
 * `externalShopHosts.development` is this backend under this prefix, and the
 * routes below stand in for the shop: each of its three paths leads to this
 * tenant's own page of the same product, category or search.
 */
export const EXTERNAL_SHOP_PREFIX = '/externer-shop';

const productParamsSchema = z.object({ productId: z.string().min(1).max(64) });
const categoryParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'not a category slug') });
// A search term is longer than 2 characters once trimmed (doc 1 §5).
const searchParamsSchema = z.object({ term: z.string().trim().min(3).max(200) });

/** The tenant's path of a route: `/` + its slug (or name), then the parameters; null while the route is switched off. */
function storefrontPath(tenant: Tenant, name: RouteName, ...params: string[]): string | null {
  if (!routeEnabled(name, tenant)) return null;
  return ['', tenant.slugs[name] ?? name, ...params.map(encodeURIComponent)].join('/');
}

function redirectTo(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', CACHE_NEVER).redirect(location, 302);
}

function notInShop(reply: FastifyReply, what: string): FastifyReply {
  return confirmationPage(reply, 404, 'Nicht gefunden', `${what} gibt es in unserem Shop nicht (mehr).`);
}

export const externalShopRoutes: FastifyPluginAsync<{ store: ShopStore }> = async (app, { store }) => {
  // /produkte/{id}: the product's page, by the shop's article id (doc 1 §3 productId).
  app.get(`${EXTERNAL_SHOP_PREFIX}/produkte/:productId`, async (request, reply) => {
    const { productId } = parseInput(productParamsSchema, request.params);
    const tenant = request.tenant;
    const product = await store.catalogue.findProductByProductId(productId);
    const path = product && storefrontPath(tenant, 'product-slug', product.slug, product.sku);
    return path ? redirectTo(reply, path) : notInShop(reply, 'Diesen Artikel');
  });

  // /kategorie/{slug}: the category's listing.
  app.get(`${EXTERNAL_SHOP_PREFIX}/kategorie/:slug`, async (request, reply) => {
    const { slug } = parseInput(categoryParamsSchema, request.params);
    const tenant = request.tenant;
    const category = await store.catalogue.findCategory(slug);
    const path = category && storefrontPath(tenant, 'products-slug', category.slug);
    return path ? redirectTo(reply, path) : notInShop(reply, 'Diese Kategorie');
  });

  // /suche/{term}?tab=products: the search result page on its products tab.
  app.get(`${EXTERNAL_SHOP_PREFIX}/suche/:term`, async (request, reply) => {
    const { term } = parseInput(searchParamsSchema, request.params);
    const path = storefrontPath(request.tenant, 'search-term', term);
    return path ? redirectTo(reply, `${path}?tab=products`) : notInShop(reply, 'Die Suche');
  });
};
