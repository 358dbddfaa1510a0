import { createHash } from 'node:crypto';
import type { RemoteName } from '@storefront/shared/platform/contracts';
import { TENANT_IDS } from '@storefront/server-kit/tenants/tenants';
import { remoteNameSchema } from './releases';
import { ROLLOUTS_FILE, type RolloutRule, type RolloutRules } from './releases';
import { appendAudit, type Actor } from './audit-log';
import {
  ReleaseError,
  checkRemote,
  checkTenant,
  checkVersion,
  contractMismatch,
  documentText,
  publishedContractOf,
  readRegistryState,
  type RegistryState,
} from './release-service';
import type { RegistryStorage } from './storage';

/*
 * The rollout rules of the registry (release-service.ts): each change is one
 * tenant's rule for one remote, compared and set on that rule's revision.
 */

/**
 * The revision of one tenant's rule for one remote: a hash of the rule in
 * effect (its own, or the release it follows). The compare-and-set is on this:
 * an operator's change is refused when that rule changed since they looked,
 * never because someone changed another tenant or remote meanwhile.
 */
export function ruleRevision(state: Pick<RegistryState, 'rules' | 'releases'>, tenant: string, remote: RemoteName): string {
  return createHash('sha256').update(JSON.stringify(currentRule(state, tenant, remote) ?? null)).digest('hex').slice(0, 16);
}

/** Every tenant's rule revision for every remote, as the API lists them. */
export function ruleRevisions(state: Pick<RegistryState, 'rules' | 'releases'>): Record<string, Record<RemoteName, string>> {
  return Object.fromEntries(
    TENANT_IDS.map((tenant) => [tenant, Object.fromEntries(remoteNameSchema.options.map((remote) => [remote, ruleRevision(state, tenant, remote)]))]),
  ) as Record<string, Record<RemoteName, string>>;
}

/** The rule a tenant has for a remote, or the one it implicitly follows: the release. */
function currentRule(state: Pick<RegistryState, 'rules' | 'releases'>, tenant: string, remote: RemoteName): RolloutRule | undefined {
  const rule = state.rules[tenant]?.[remote];
  if (rule) return rule;
  const release = state.releases[remote];
  return release ? { stable: release.version } : undefined;
}

/** The contract of a version a rule is to serve: it must be published (404 `versionNotFound`). */
async function checkPublished(storage: RegistryStorage, state: RegistryState, remote: RemoteName, version: string): Promise<number> {
  checkVersion(version);
  const contract = await publishedContractOf(storage, state, remote, version);
  if (contract === undefined) {
    throw new ReleaseError(404, 'versionNotFound', `${remote}@${version} is not published; publish it first (registry:publish --staged <dist>)`);
  }
  return contract;
}

/** What a change of a rule did: the tenant's rule for the remote before and after, and its new revision. */
export interface RuleChange {
  readonly tenant: string;
  readonly remote: RemoteName;
  readonly before: RolloutRule | undefined;
  readonly rule: RolloutRule;
  /** The rule's revision after the change. */
  readonly revision: string;
}

/**
 * Changes one tenant's rule for one remote under the lock. With `expectedRevision`
 * (the HTTP API and the operations page always send the rule's revision they
 * showed), a change of that rule made meanwhile by anyone else is a 409
 * `revisionConflict`: the operator sees the new state and decides again,
 * nothing is lost.
 */
async function changeRule(
  storage: RegistryStorage,
  tenant: string,
  remoteName: string,
  actor: Actor,
  expectedRevision: string | undefined,
  action: 'rollout' | 'promote' | 'rollback' | 'withdraw',
  decide: (current: RolloutRule | undefined, state: RegistryState) => Promise<{ rule: RolloutRule; reason?: string; version?: string }>,
): Promise<RuleChange> {
  checkTenant(tenant);
  const remote = checkRemote(remoteName);
  return storage.change(async (change) => {
    const state = await readRegistryState(change);
    const current = ruleRevision(state, tenant, remote);
    if (expectedRevision !== undefined && expectedRevision !== current) {
      throw new ReleaseError(409, 'revisionConflict', `The rule of ${remote} for ${tenant} was changed meanwhile; look at it again and decide again.`, {
        expected: expectedRevision,
        current,
      });
    }
    const before = currentRule(state, tenant, remote);
    let decision: Awaited<ReturnType<typeof decide>>;
    try {
      decision = await decide(before, state);
    } catch (error) {
      // A refusal for an incompatible version is something an operator must be able to look up later.
      if (error instanceof ReleaseError && error.errorCode === 'contractMismatch') {
        await appendAudit(change, { actor, action: 'refuse', tenant, remote, ...(before ? { before } : {}), reason: error.message, ...(error.customPayload ?? {}) });
      }
      throw error;
    }
    const rules: RolloutRules = { ...state.rules, [tenant]: { ...state.rules[tenant], [remote]: decision.rule } };
    await change.writeDocument(ROLLOUTS_FILE, documentText(rules));
    await appendAudit(change, {
      actor,
      action,
      tenant,
      remote,
      ...(decision.version ? { version: decision.version } : {}),
      ...(before ? { before } : {}),
      after: decision.rule,
      ...(decision.reason ? { reason: decision.reason } : {}),
    });
    return { tenant, remote, before, rule: decision.rule, revision: ruleRevision({ rules, releases: state.releases }, tenant, remote) };
  });
}

/**
 * Gives `percentage` % of the tenant's visitors (buckets 0 … percentage−1)
 * `version`; the others keep the stable version. A version built for another
 * contract major is refused, and the refusal is audited.
 */
export function rollOutVersion(
  storage: RegistryStorage,
  input: { tenant: string; remote: string; version: string; percentage: number; actor: Actor; revision?: string },
): Promise<RuleChange> {
  return changeRule(storage, input.tenant, input.remote, input.actor, input.revision, 'rollout', async (current, state) => {
    const remote = checkRemote(input.remote);
    const { version, percentage } = input;
    if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100) throw new ReleaseError(400, 'invalidPercentage', 'The percentage must be a whole number from 0 to 100');
    const contract = await checkPublished(storage, state, remote, version);
    const mismatch = contractMismatch(remote, version, contract);
    if (mismatch) throw new ReleaseError(409, 'contractMismatch', `Refused: ${mismatch}.`, { version, contractVersion: contract });
    if (!current) throw new ReleaseError(409, 'noStableVersion', `${remote} has no stable version for ${input.tenant} yet; publish a release first`);
    if (current.stable === version) throw new ReleaseError(409, 'alreadyStable', `${remote}@${version} is already the stable version for ${input.tenant}`);
    return { rule: { stable: current.stable, candidate: version, percentage }, version };
  });
}

/** Makes the version being rolled out the stable version for every visitor of the tenant. */
export function promoteCandidate(storage: RegistryStorage, input: { tenant: string; remote: string; actor: Actor; revision?: string }): Promise<RuleChange> {
  return changeRule(storage, input.tenant, input.remote, input.actor, input.revision, 'promote', async (current) => {
    if (!current?.candidate) throw new ReleaseError(409, 'noRollout', `${input.remote} has no rollout in progress for ${input.tenant}; nothing to promote`);
    return { rule: { stable: current.candidate }, version: current.candidate };
  });
}

/**
 * Ends a rollout (everybody on the stable version), or, with `version`, sets
 * the stable version itself back to that published, compatible version.
 */
export function rollBackRule(
  storage: RegistryStorage,
  input: { tenant: string; remote: string; version?: string; actor: Actor; revision?: string },
): Promise<RuleChange> {
  return changeRule(storage, input.tenant, input.remote, input.actor, input.revision, 'rollback', async (current, state) => {
    const remote = checkRemote(input.remote);
    if (input.version !== undefined) {
      const contract = await checkPublished(storage, state, remote, input.version);
      const mismatch = contractMismatch(remote, input.version, contract);
      if (mismatch) throw new ReleaseError(409, 'contractMismatch', `Refused: ${mismatch}.`, { version: input.version, contractVersion: contract });
      return { rule: { stable: input.version }, version: input.version };
    }
    if (!current?.candidate) throw new ReleaseError(409, 'noRollout', `${remote} has no rollout in progress for ${input.tenant}; name the version to go back to`);
    return { rule: { stable: current.stable } };
  });
}

/**
 * Takes a version out of a tenant's rollout by the registry itself (last known
 * good): everybody gets the stable version again, and the audit log says why.
 * Nothing happens when that version is no longer rolled out there (another
 * instance withdrew it first, an operator moved on): undefined then.
 */
export async function withdrawCandidate(
  storage: RegistryStorage,
  input: { tenant: string; remote: RemoteName; version: string; reason: string },
): Promise<RuleChange | undefined> {
  try {
    return await changeRule(storage, input.tenant, input.remote, 'system', undefined, 'withdraw', async (current) => {
      if (current?.candidate !== input.version) throw new ReleaseError(409, 'noRollout', 'already withdrawn');
      return { rule: { stable: current.stable }, version: input.version, reason: input.reason };
    });
  } catch (error) {
    if (error instanceof ReleaseError && error.errorCode === 'noRollout') return undefined;
    throw error;
  }
}
