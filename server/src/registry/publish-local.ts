// Publishes the five remote builds of this repository (after `pnpm build`):
// each current version live, each maintained earlier release staged, then the
// seeded rollout rules where a tenant has none of its own for that remote:
// pnpm --filter @storefront/server registry:publish-local
// REGISTRY_STORE, REGISTRY_DIR and REGISTRY_S3_* choose the registry (default: the folder server/data/registry), as
// for the other registry commands; with DATABASE_URL its documents are in PostgreSQL.
import { InvalidEnvironmentError, REPO_DIR, databaseUrlFromEnv, describeRegistry, registryStoreFromEnv } from '../config';
import { openRegistryForCommand } from './open-storage';
import { SEEDED_ROLLOUT_RULES } from './seeded-rollouts';
import { publishLocalRemotes } from './local-remotes';
import { PublishError } from './publish';
import { ROLLOUTS_FILE } from './releases';

let opened: Awaited<ReturnType<typeof openRegistryForCommand>> | undefined;
try {
  const store = registryStoreFromEnv();
  const databaseUrl = databaseUrlFromEnv();
  opened = await openRegistryForCommand(store, databaseUrl);
  // The plain folder by its path: a changed build of a version replaces the stored one there (local-remotes.ts).
  const target = store.kind === 'folder' && !databaseUrl ? store.dir : opened.storage;
  for (const remote of await publishLocalRemotes(REPO_DIR, target, SEEDED_ROLLOUT_RULES)) {
    const how = remote.live ? 'live' : 'staged, for the rollout rules';
    console.log(`Published ${remote.name}@${remote.version} (contract ${remote.contractVersion}), ${how}`);
  }
  console.log(
    typeof target === 'string'
      ? `All remotes are published in ${target}; rollout rules: ${ROLLOUTS_FILE} there.`
      : `All remotes are published: ${describeRegistry({ registryStore: store, ...(databaseUrl ? { databaseUrl } : {}) })}.`,
  );
} catch (error) {
  console.error(error instanceof PublishError || error instanceof InvalidEnvironmentError ? error.message : error);
  process.exitCode = 1;
} finally {
  await opened?.close();
}
