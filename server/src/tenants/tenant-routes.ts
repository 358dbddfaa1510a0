import type { FastifyPluginAsync } from 'fastify';
import { getTenantConfig } from '@storefront/shared/platform/operations';
import { operationRouter } from '@storefront/server-kit/operations/operation-routes';
import { CACHE_NEVER } from '@storefront/server-kit/http/static-files';
import type { TenantConfigFor } from './tenant-config';

/**
 * `GET /tenant/config` (doc 1 §7): the tenant config for this visitor
 * (tenant/tenant-config.ts). The shell asks for it only when its page does not
 * carry it inline (its dev server's page).
 */
export const tenantRoutes: FastifyPluginAsync<{ tenantConfigFor: TenantConfigFor }> = async (app, { tenantConfigFor }) => {
  const route = operationRouter(app);
  route(getTenantConfig, async (_input, request, reply) => {
    const { config } = await tenantConfigFor(request, reply);
    reply.header('cache-control', CACHE_NEVER);
    reply.header('vary', 'Host, Cookie');
    return config;
  });
};
