import type { FastifyPluginAsync } from 'fastify';
import type { TenantConfig } from '@storefront/shared/schemas';
import type { Environment } from '../config';
import { CACHE_NEVER } from '../http/static-files';
import { readReleases, remoteMap } from '../registry/releases';
import { remoteMessages } from '../seed/messages-remotes';
import { shellMessages } from '../seed/messages-shell';
import { contentMessages } from '../seed/messages-content';
import { searchMessages } from '../seed/messages-search';
import { validationMessages } from '../seed/messages-validation';
import { clientRuntimeConfig } from '../tenant/client-runtime-config';

export const THEME = { brandName: 'Frischmarkt', primaryColor: '#1a7f37' } as const;

/**
 * doc 1 §7: GET /tenant/config. The remote map is read from the registry on
 * every request, so a publish takes effect on the next page load without a
 * restart (ARCHITECTURE: the choice is fixed for a page's life, not longer).
 */
export const tenantRoutes: FastifyPluginAsync<{ registryDir: string; environment: Environment }> = async (
  app,
  { registryDir, environment },
) => {
  const messageBundle = { ...shellMessages, ...validationMessages, ...remoteMessages, ...searchMessages, ...contentMessages };

  app.get('/tenant/config', async (_request, reply): Promise<TenantConfig> => {
    const remotes = remoteMap(await readReleases(registryDir));
    reply.header('cache-control', CACHE_NEVER);
    return {
      clientRuntimeConfig: clientRuntimeConfig(environment, remotes),
      themeConfig: { ...THEME },
      messageBundle,
    };
  });
};
