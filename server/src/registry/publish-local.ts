// Publishes the five remote builds of this repository (after `pnpm build`):
// each current version live, each maintained earlier release staged, then the
// seeded rollout rules where a tenant has none of its own for that remote:
// pnpm --filter @storefront/server registry:publish-local
// REGISTRY_DIR chooses the registry (default: server/data/registry); with DATABASE_URL its documents are in PostgreSQL.
import { InvalidEnvironmentError, REPO_DIR, databaseUrlFromEnv, describeRegistry, registryDirFromEnv } from '../config';
import { openRegistryForCommand } from './open-storage';
import { SEEDED_ROLLOUT_RULES } from './seeded-rollouts';
import { publishLocalRemotes } from './local-remotes';
import { PublishError } from './publish';
import { ROLLOUTS_FILE } from './releases';

const registryDir = registryDirFromEnv();
let opened: Awaited<ReturnType<typeof openRegistryForCommand>> | undefined;
try {
  const databaseUrl = databaseUrlFromEnv();
  opened = await openRegistryForCommand({ kind: 'folder', dir: registryDir }, databaseUrl);
  for (const remote of await publishLocalRemotes(REPO_DIR, databaseUrl ? opened.storage : registryDir, SEEDED_ROLLOUT_RULES)) {
    const how = remote.live ? 'live' : 'staged, for the rollout rules';
    console.log(`Published ${remote.name}@${remote.version} (contract ${remote.contractVersion}), ${how}`);
  }
  console.log(
    databaseUrl
      ? `All remotes are published: ${describeRegistry({ registryStore: { kind: 'folder', dir: registryDir }, databaseUrl })}.`
      : `All remotes are published in ${registryDir}; rollout rules: ${ROLLOUTS_FILE} there.`,
  );
} catch (error) {
  console.error(error instanceof PublishError || error instanceof InvalidEnvironmentError ? error.message : error);
  process.exitCode = 1;
} finally {
  await opened?.close();
}
