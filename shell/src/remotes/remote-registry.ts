import { getInstance } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  REMOTE_EXPOSED_MODULE,
  REMOTE_LOAD_BUDGET_MS,
  checkRemoteDefinition,
  federationName,
  type RemoteDefinition,
  type RemoteName,
} from '@storefront/shared/platform/contracts';
import type { RemoteMapEntry } from '@storefront/shared/platform/schemas';

/**
 * Why a remote's slot shows its fallback, as one error message: the remote, the
 * reason (not-configured, incompatible, load-failed) and the detail.
 */
function unavailable(remote: RemoteName, reason: 'not-configured' | 'incompatible' | 'load-failed', detail: string): Error {
  return new Error(`Remote ${remote} is unavailable (${reason}): ${detail}`);
}

export interface RemoteRegistry {
  /** The remote's definition; rejects with an `unavailable` error, never with anything else. */
  load(remote: RemoteName): Promise<RemoteDefinition>;
  entry(remote: RemoteName): RemoteMapEntry | undefined;
  /**
   * Prepares a real second attempt after a failed load: the federation runtime
   * keeps a failed entry and its manifest, so the remote is registered anew
   * (`force`), which drops them. A remote that did load is left alone, as its
   * parcels may be mounted elsewhere on the page.
   */
  retry(remote: RemoteName): void;
  /** How long a slot waits for its remote's code before it shows its fallback (ms): the tenant's, or REMOTE_LOAD_BUDGET_MS; 0 waits for ever. */
  readonly budget: number;
}

/** The federation runtime instance the shell's build plugin created. */
function federationInstance() {
  const instance = getInstance();
  if (!instance) throw new Error('The module federation runtime is not initialised');
  return instance;
}

/**
 * Registers this tenant's remotes with the federation runtime at run time (never
 * a URL in the shell's build) and loads them one by one, on first use: one
 * unreachable remote only affects its own slots. `boot` hears each remote once,
 * when it has loaded and before its first part loads (the remote's boot hook).
 */
export function createRemoteRegistry(
  remotes: readonly RemoteMapEntry[],
  budget = REMOTE_LOAD_BUDGET_MS,
  boot: (definition: RemoteDefinition) => void = () => undefined,
): RemoteRegistry {
  const byName = new Map(remotes.map((entry) => [entry.name, entry]));
  const instance = federationInstance();
  // The retry plugin (retry-plugin.ts) arrives as a lazy chunk; every load waits for it.
  // Should its chunk fail too (offline), remotes load without retries.
  const retryPluginRegistered = import(/* webpackChunkName: "lazy-retry-plugin" */ './retry-plugin').then(
    (retry) => instance.registerPlugins([retry.createRetryPlugin(remotes, budget)]),
    () => undefined,
  );
  // Incompatible remotes are not even registered: their code never runs on this page.
  instance.registerRemotes(
    remotes
      .filter((entry) => entry.contractVersion === CONTRACT_VERSION)
      .map((entry) => ({ name: federationName(entry.name), entry: entry.entry })),
  );

  const loading = new Map<RemoteName, Promise<RemoteDefinition>>();
  const failed = new Set<RemoteName>();

  async function loadOnce(remote: RemoteName): Promise<RemoteDefinition> {
    const entry = byName.get(remote);
    if (!entry) throw unavailable(remote, 'not-configured', 'not in the tenant remote map');
    if (entry.contractVersion !== CONTRACT_VERSION) {
      throw unavailable(
        remote,
        'incompatible',
        `built for contract ${entry.contractVersion}, the shell speaks ${CONTRACT_VERSION}`,
      );
    }
    await retryPluginRegistered;
    let module: unknown;
    try {
      module = await instance.loadRemote(`${federationName(remote)}/${REMOTE_EXPOSED_MODULE.slice(2)}`);
    } catch (error) {
      failed.add(remote);
      throw unavailable(remote, 'load-failed', error instanceof Error ? error.message : String(error));
    }
    const checked = checkRemoteDefinition(module, remote);
    if (!checked.ok) {
      throw unavailable(remote, 'incompatible', JSON.stringify(checked.problem));
    }
    try {
      boot(checked.definition);
    } catch (error) {
      // A failing boot hook costs what it would have started, not the remote's parts.
      console.error(`Remote ${remote} failed to boot`, error);
    }
    return checked.definition;
  }

  return {
    budget,
    entry: (remote) => byName.get(remote),
    retry(remote) {
      const entry = byName.get(remote);
      if (!entry || !failed.delete(remote)) return;
      instance.registerRemotes([{ name: federationName(remote), entry: entry.entry }], { force: true });
    },
    load(remote) {
      let promise = loading.get(remote);
      if (!promise) {
        promise = loadOnce(remote);
        loading.set(remote, promise);
        // A failure is not remembered: the next slot that needs the remote tries again.
        promise.catch(() => loading.delete(remote));
      }
      return promise;
    },
  };
}
