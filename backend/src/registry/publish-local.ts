// Publishes the five remote builds of this repository (after `pnpm build`) and
// makes them live: pnpm --filter @storefront/backend registry:publish-local
// REGISTRY_DIR chooses the registry (default: backend/data/registry).
import { REPO_DIR, registryDirFromEnv } from '../config';
import { publishLocalRemotes } from './local-remotes';
import { PublishError } from './publish';

const registryDir = registryDirFromEnv();
try {
  for (const remote of await publishLocalRemotes(REPO_DIR, registryDir)) {
    console.log(`Published ${remote.name}@${remote.version} (contract ${remote.contractVersion})`);
  }
  console.log(`All remotes are live in ${registryDir}.`);
} catch (error) {
  console.error(error instanceof PublishError ? error.message : error);
  process.exit(1);
}
