import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Manifest and entry fetches are retried once after a short pause before a slot
 * gives up. A lazy chunk of its own (~1.2 KB): requested when the registry is
 * created and awaited before the first remote loads, so it costs the shell's
 * initial JS nothing. The plugin is typed against an older runtime; its hooks
 * (fetch, loadEntryError, getModuleFactory) are the same in this one.
 */
export function createRetryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 1, retryDelay: 300 },
    script: { retryTimes: 1, retryDelay: 300 },
  }) as unknown as ModuleFederationRuntimePlugin;
}
