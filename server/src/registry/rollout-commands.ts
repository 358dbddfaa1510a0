import { PublishError, cliActor } from './publish';
import { ReleaseError } from './release-service';
import { promoteCandidate, rollBackRule, rollOutVersion, type RuleChange } from './release-rules';
import { type Actor } from './audit-log';
import type { RolloutRule } from './releases';
import { localFolderStorage, type RegistryStorage } from './storage';

/**
 * The rollout commands of the CLI (`registry:rollout|promote|rollback`) on a
 * registry (a folder, or the configured storage): the release service's functions, as the HTTP API calls them,
 * with the person at the terminal as the actor of the audit entry. The CLI
 * reads the rules and changes them under the registry's lock in one step, so it
 * needs no revision to compare with.
 */
async function run(work: () => Promise<RuleChange>): Promise<RolloutRule> {
  try {
    return (await work()).rule;
  } catch (error) {
    if (error instanceof ReleaseError) throw new PublishError(error.message);
    throw error;
  }
}

const storageOf = (registry: string | RegistryStorage) => (typeof registry === 'string' ? localFolderStorage(registry) : registry);

export function rollOut(registry: string | RegistryStorage, tenant: string, remote: string, version: string, percentage: number, actor: Actor = cliActor()): Promise<RolloutRule> {
  return run(() => rollOutVersion(storageOf(registry), { tenant, remote, version, percentage, actor }));
}

export function promote(registry: string | RegistryStorage, tenant: string, remote: string, actor: Actor = cliActor()): Promise<RolloutRule> {
  return run(() => promoteCandidate(storageOf(registry), { tenant, remote, actor }));
}

export function rollBack(registry: string | RegistryStorage, tenant: string, remote: string, toVersion?: string, actor: Actor = cliActor()): Promise<RolloutRule> {
  return run(() => rollBackRule(storageOf(registry), { tenant, remote, actor, ...(toVersion === undefined ? {} : { version: toVersion }) }));
}
