import type { FastifyPluginAsync } from 'fastify';
import { foldForSearch, getSearchBanner } from '@storefront/shared/search';
import { operationRouter } from '../../platform/operation-router';
import type { SearchBannerSeed } from '../seed/search';
import { contentForTenant } from '@storefront/server-kit/tenants/tenant-content';

/**
 * The banner above the search flyout's results for a term (doc 1 §7), the term
 * read as the search reads it (trimmed, 2 to 100 characters). The banner's shape is not
 * shown in doc 1; here it is a content block (see shared's getSearchBanner).
 * A term with no banner answers 204: "nothing to show" is not an error.
 */
export const searchBannerRoutes: FastifyPluginAsync<{ banners: readonly SearchBannerSeed[] }> = async (app, { banners }) => {
  operationRouter(app)(getSearchBanner, async ({ params: { term } }, request, reply) => {
    // Folded like the search itself: "kase", "Käse" and "KAESE" get the same banner.
    const needle = foldForSearch(term);
    const found = banners.find(({ keywords }) => keywords.some((keyword) => needle.includes(foldForSearch(keyword))));
    if (!found) return reply.code(204).send();
    return contentForTenant(found.banner, request.tenant);
  });
};
