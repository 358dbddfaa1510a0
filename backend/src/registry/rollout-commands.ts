import { PublishError, cliActor } from './publish';
import { ReleaseError, promoteCandidate, rollBackRule, rollOutVersion, type Actor, type RuleChange } from './release-service';
import type { RolloutRule } from './rollouts';
import { localFolderStorage } from './storage';

/**
 * The rollout commands of the CLI (`registry:rollout|promote|rollback`) on a
 * registry folder: the release service's functions, as the HTTP API calls them,
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

export function rollOut(registryDir: string, tenant: string, remote: string, version: string, percentage: number, actor: Actor = cliActor()): Promise<RolloutRule> {
  return run(() => rollOutVersion(localFolderStorage(registryDir), { tenant, remote, version, percentage, actor }));
}

export function promote(registryDir: string, tenant: string, remote: string, actor: Actor = cliActor()): Promise<RolloutRule> {
  return run(() => promoteCandidate(localFolderStorage(registryDir), { tenant, remote, actor }));
}

export function rollBack(registryDir: string, tenant: string, remote: string, toVersion?: string, actor: Actor = cliActor()): Promise<RolloutRule> {
  return run(() => rollBackRule(localFolderStorage(registryDir), { tenant, remote, actor, ...(toVersion === undefined ? {} : { version: toVersion }) }));
}
