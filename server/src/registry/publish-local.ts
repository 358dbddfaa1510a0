// Publishes the five remote builds of this repository (after `pnpm build`):
// each current version live, each maintained earlier release staged, then the
// seeded rollout rules where a tenant has none of its own for that remote:
// pnpm --filter @storefront/server registry:publish-local
// REGISTRY_DIR chooses the registry (default: server/data/registry).
import { REPO_DIR, registryDirFromEnv } from '../config';
import { SEEDED_ROLLOUT_RULES } from './seeded-rollouts';
import { publishLocalRemotes } from './local-remotes';
import { PublishError } from './publish';
import { ROLLOUTS_FILE } from './releases';

const registryDir = registryDirFromEnv();
try {
  for (const remote of await publishLocalRemotes(REPO_DIR, registryDir, SEEDED_ROLLOUT_RULES)) {
    const how = remote.live ? 'live' : 'staged, for the rollout rules';
    console.log(`Published ${remote.name}@${remote.version} (contract ${remote.contractVersion}), ${how}`);
  }
  console.log(`All remotes are published in ${registryDir}; rollout rules: ${ROLLOUTS_FILE} there.`);
} catch (error) {
  console.error(error instanceof PublishError ? error.message : error);
  process.exit(1);
}
