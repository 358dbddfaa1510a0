import { getClientComponentConfigs } from '@storefront/shared/platform/operations';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import { COMPONENT_CONFIG_NAMES, type ComponentConfigName, type ComponentConfigs } from '@storefront/shared/platform/schemas';

/**
 * Loads the component configs of the page chrome for the names the tenant
 * configures. On failure empty configs are used; a name this shell does not know
 * is not asked for.
 */
export async function loadComponentConfigs(api: ApiClient, names: readonly string[] | undefined): Promise<ComponentConfigs> {
  const known = (names ?? []).filter((name): name is ComponentConfigName => (COMPONENT_CONFIG_NAMES as readonly string[]).includes(name));
  if (known.length === 0) return {};
  try {
    return await call(api, getClientComponentConfigs, { query: { types: known } });
  } catch {
    return {};
  }
}
