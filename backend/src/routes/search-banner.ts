import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ContentBlock } from '@storefront/shared/platform/schemas';
import { parseInput } from '../http/errors';
import type { SearchBannerSeed } from '../seed/search';
import { foldForSearch } from '@storefront/shared/search';
import { contentForTenant } from '../tenant/tenant-content';

/** The same term rules as the search itself: trimmed, 2 to 100 characters. */
const bannerParamsSchema = z.object({
  term: z.string().trim().min(2, 'must be at least 2 characters').max(100),
});

/**
 * doc 1 §7: GET /api/content/search/{term}/banner. The banner's shape is not
 * shown in doc 1; here it is a content block (see shared's getSearchBanner).
 * A term with no banner answers 204: "nothing to show" is not an error.
 */
export const searchBannerRoutes: FastifyPluginAsync<{ banners: readonly SearchBannerSeed[] }> = async (app, { banners }) => {
  app.get<{ Params: { term: string } }>('/api/content/search/:term/banner', async (request, reply): Promise<ContentBlock | void> => {
    const { term } = parseInput(bannerParamsSchema, request.params);
    // Folded like the search itself: "kase", "Käse" and "KAESE" get the same banner.
    const needle = foldForSearch(term);
    const found = banners.find(({ keywords }) => keywords.some((keyword) => needle.includes(foldForSearch(keyword))));
    if (!found) return reply.code(204).send();
    return contentForTenant(found.banner, request.tenant);
  });
};
