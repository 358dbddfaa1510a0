import type { RemoteDefinition } from '@storefront/shared/platform/contracts';
import type { RemoteRegistry } from './remote-registry';

/** For tests of the shell's own parts: every remote is still loading, so its slots stay empty (no deadline). */
export const pendingRegistry: RemoteRegistry = {
  load: () => new Promise<RemoteDefinition>(() => undefined),
  entry: () => undefined,
  retry: () => undefined,
  budget: 0,
};
