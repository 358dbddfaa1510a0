import type { RemoteName } from '@storefront/shared/platform/contracts';
import { TENANT_IDS } from '../tenant/tenants';
import { PublishError } from './publish';
import { readReleases, remoteNameSchema, versionSchema } from './releases';
import { publishedContractVersion, readRolloutRules, writeRolloutRules, type RolloutRule } from './rollouts';

function checkTenant(tenant: string): void {
  if (!TENANT_IDS.includes(tenant)) throw new PublishError(`Unknown tenant "${tenant}"; tenants: ${TENANT_IDS.join(', ')}`);
}

function checkRemote(remote: string): RemoteName {
  const parsed = remoteNameSchema.safeParse(remote);
  if (!parsed.success) throw new PublishError(`Unknown remote "${remote}"; remotes: ${remoteNameSchema.options.join(', ')}`);
  return parsed.data;
}

async function checkPublished(registryDir: string, remote: RemoteName, version: string): Promise<void> {
  if (!versionSchema.safeParse(version).success) throw new PublishError(`"${version}" is not a semantic version such as 1.2.3`);
  if ((await publishedContractVersion(registryDir, remote, version)) === undefined) {
    throw new PublishError(`${remote}@${version} is not published; publish it first (registry:publish --staged <dist>)`);
  }
}

/** The rule a tenant has for a remote, or the one it implicitly follows: the release. */
async function currentRule(registryDir: string, tenant: string, remote: RemoteName): Promise<RolloutRule | undefined> {
  const rules = await readRolloutRules(registryDir);
  const rule = rules[tenant]?.[remote];
  if (rule) return rule;
  const release = (await readReleases(registryDir))[remote];
  return release ? { stable: release.version } : undefined;
}

async function saveRule(registryDir: string, tenant: string, remote: RemoteName, rule: RolloutRule): Promise<void> {
  const rules = await readRolloutRules(registryDir);
  rules[tenant] = { ...rules[tenant], [remote]: rule };
  await writeRolloutRules(registryDir, rules);
}

/**
 * Gives `percentage` % of the tenant's visitors (buckets 0 … percentage−1)
 * `version` of the remote; the others keep the stable version. 100 % moves
 * everybody while the stable version stays the one to roll back to.
 */
export async function rollOut(registryDir: string, tenant: string, remoteName: string, version: string, percentage: number): Promise<RolloutRule> {
  checkTenant(tenant);
  const remote = checkRemote(remoteName);
  if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100) throw new PublishError('The percentage must be a whole number from 0 to 100');
  await checkPublished(registryDir, remote, version);
  const current = await currentRule(registryDir, tenant, remote);
  if (!current) throw new PublishError(`${remote} has no stable version for ${tenant} yet; publish a release first`);
  if (current.stable === version) throw new PublishError(`${remote}@${version} is already the stable version for ${tenant}`);
  const rule: RolloutRule = { stable: current.stable, candidate: version, percentage };
  await saveRule(registryDir, tenant, remote, rule);
  return rule;
}

/** Makes the candidate the stable version for every visitor of the tenant. */
export async function promote(registryDir: string, tenant: string, remoteName: string): Promise<RolloutRule> {
  checkTenant(tenant);
  const remote = checkRemote(remoteName);
  const current = await currentRule(registryDir, tenant, remote);
  if (!current?.candidate) throw new PublishError(`${remote} has no rollout in progress for ${tenant}; nothing to promote`);
  const rule: RolloutRule = { stable: current.candidate };
  await saveRule(registryDir, tenant, remote, rule);
  return rule;
}

/**
 * Ends a rollout: every visitor is back on the stable version. With a
 * version, the stable version itself goes back to that (published) one.
 */
export async function rollBack(registryDir: string, tenant: string, remoteName: string, toVersion?: string): Promise<RolloutRule> {
  checkTenant(tenant);
  const remote = checkRemote(remoteName);
  const current = await currentRule(registryDir, tenant, remote);
  if (toVersion !== undefined) {
    await checkPublished(registryDir, remote, toVersion);
  } else if (!current?.candidate) {
    throw new PublishError(`${remote} has no rollout in progress for ${tenant}; name the version to go back to`);
  }
  const rule: RolloutRule = { stable: toVersion ?? (current as RolloutRule).stable };
  await saveRule(registryDir, tenant, remote, rule);
  return rule;
}
