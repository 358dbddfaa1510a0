import type { FastifyPluginAsync } from 'fastify';
import { getTenantConfig } from '@storefront/shared/platform/operations';
import type { Environment } from '../config';
import { operationRouter } from '../platform/operation-routes';
import { CACHE_NEVER } from '../http/static-files';
import type { DevRemote } from '../registry/dev-remotes';
import type { ReleaseRegistry } from '../registry/release-registry';
import { visitorBucket } from '../registry/rollouts';
import { messageBundle } from '../tenant/message-bundle';
import { clientRuntimeConfig } from '../tenant/client-runtime-config';
import type { Tenant } from '../tenant/tenants';
import { contentForTenant } from '../tenant/tenant-content';

/**
 * The tenant configuration (doc 1 §7), for the tenant of the request's host
 * name and for this visitor: the remote map follows the tenant's rollout rules and the
 * visitor's sticky bucket. Rules and releases are read on every request, so a
 * publish or rollout takes effect on the next page load without a restart
 * (ARCHITECTURE: the choice is fixed for a page's life, not longer). In
 * development, `pnpm dev` replaces the remotes it watches with their dev servers.
 */
export const tenantRoutes: FastifyPluginAsync<{ registry: ReleaseRegistry; environment: Environment; devRemotes: readonly DevRemote[] }> = async (
  app,
  { registry, environment, devRemotes },
) => {
  /** The message bundle as each tenant shows it (its brand name, its paths), made once per tenant. */
  const bundles = new Map<string, Readonly<Record<string, string>>>();
  function bundleFor(tenant: Tenant): Readonly<Record<string, string>> {
    let bundle = bundles.get(tenant.id);
    if (!bundle) bundles.set(tenant.id, (bundle = contentForTenant(messageBundle, tenant)));
    return bundle;
  }

  const route = operationRouter(app);
  route(getTenantConfig, async (_input, request, reply) => {
    const tenant = request.tenant;
    const remotes = await registry.remoteMap(tenant.id, visitorBucket(request, reply, environment, registry.dealBucket), devRemotes, request.log);
    reply.header('cache-control', CACHE_NEVER);
    reply.header('vary', 'Host, Cookie');
    return {
      clientRuntimeConfig: clientRuntimeConfig(tenant, environment, remotes),
      themeConfig: { ...tenant.theme },
      messageBundle: bundleFor(tenant),
    };
  });
};
