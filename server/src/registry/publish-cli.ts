// Publishes one remote build to the registry:
//   tsx src/registry/publish-cli.ts [--staged] <dist-dir>
// REGISTRY_STORE, REGISTRY_DIR and REGISTRY_S3_* choose the registry (default: the folder server/data/registry).
import path from 'node:path';
import { InvalidEnvironmentError, describeRegistryStore, registryStoreFromEnv } from '../config';
import { openRegistryStorage } from './open-storage';
import { PublishError, publishRemote } from './publish';

const USAGE =
  'Usage: pnpm --filter @storefront/server registry:publish [--staged] <dist-dir>\n' +
  '  <dist-dir>  the dist folder of a remote build (holds remote-meta.json, remoteEntry.js, mf-manifest.json)\n' +
  '  --staged    publish the version without making it live; roll it out with registry:rollout\n' +
  '  REGISTRY_DIR (env) the registry folder, default server/data/registry; REGISTRY_STORE=s3 and REGISTRY_S3_* an object store';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const staged = args.includes('--staged');
const paths = args.filter((arg) => arg !== '--staged');
if (paths.length !== 1 || !paths[0] || paths[0].startsWith('-')) {
  console.error(USAGE);
  process.exit(1);
}

// Through `pnpm --filter`, the script runs in server/; a relative path means the folder the command was typed in.
const distDir = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), paths[0]);
try {
  const store = registryStoreFromEnv();
  const published = await publishRemote(distDir, store.kind === 'folder' ? store.dir : await openRegistryStorage(store), { release: !staged });
  console.log(
    `Published ${published.name}@${published.version} (contract ${published.contractVersion}) to ${store.kind === 'folder' ? published.dir : describeRegistryStore(store)}; ` +
      (staged ? 'staged, not live: roll it out with registry:rollout.' : 'it is live.'),
  );
} catch (error) {
  console.error(error instanceof PublishError || error instanceof InvalidEnvironmentError ? error.message : error);
  process.exit(1);
}
