import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantConfig } from '@storefront/shared/platform/schemas';
import type { Environment } from '@storefront/server-kit/environment';
import type { DevRemote } from '../registry/dev-remotes';
import type { ReleaseRegistry } from '../registry/release-registry';
import { visitorBucket, type ServedRemote } from '../registry/rollouts';
import { clientRuntimeConfig } from './client-runtime-config';
import { messageBundle } from './message-bundle';
import { contentForTenant } from '@storefront/server-kit/tenants/tenant-content';
import type { Tenant } from '@storefront/server-kit/tenants/tenants';

export interface TenantConfigSource {
  readonly registry: ReleaseRegistry;
  readonly environment: Environment;
  readonly devRemotes: readonly DevRemote[];
}

/**
 * The tenant config for one visitor, the one answer both `/tenant/config` and
 * the shell's page give, with the served releases behind its remote map (their
 * integrity hashes, for the page's preload hints).
 */
export type TenantConfigFor = (request: FastifyRequest, reply: FastifyReply) => Promise<{ readonly config: TenantConfig; readonly remotes: readonly ServedRemote[] }>;

/**
 * The tenant configuration (doc 1 §7), for the tenant of the request's host
 * name and for this visitor: the remote map follows the tenant's rollout rules
 * and the visitor's sticky bucket (set on the reply when new). Rules and
 * releases are read on every request, so a publish or rollout takes effect on
 * the next page load without a restart (the choice is fixed for a page's life,
 * not longer: docs/architecture.md, "Tenants, remote versions and staged rollouts"). In development, `pnpm dev` replaces the remotes
 * it watches with their dev servers.
 *
 * `GET /tenant/config` answers it, and the shell's page carries the same
 * answer inline so the first render needs no request for it: one resolution,
 * so the two can never tell a visitor different remote versions.
 */
export function tenantConfigSource({ registry, environment, devRemotes }: TenantConfigSource): TenantConfigFor {
  /** The message bundle as each tenant shows it (its brand name, its paths), made once per tenant. */
  const bundles = new Map<string, Readonly<Record<string, string>>>();
  function bundleFor(tenant: Tenant): Readonly<Record<string, string>> {
    let bundle = bundles.get(tenant.id);
    if (!bundle) bundles.set(tenant.id, (bundle = contentForTenant(messageBundle, tenant)));
    return bundle;
  }

  return async (request, reply) => {
    const tenant = request.tenant;
    const remotes = await registry.remoteMap(tenant.id, visitorBucket(request, reply, environment, registry.dealBucket), devRemotes, request.log);
    const config: TenantConfig = {
      clientRuntimeConfig: clientRuntimeConfig(tenant, environment, remotes),
      themeConfig: { ...tenant.theme },
      messageBundle: bundleFor(tenant),
    };
    return { config, remotes };
  };
}
