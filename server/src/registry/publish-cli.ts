// Publishes one remote build to the registry:
//   tsx src/registry/publish-cli.ts [--staged] <dist-dir>
// REGISTRY_STORE, REGISTRY_DIR and REGISTRY_S3_* choose the registry (default: the folder server/data/registry);
// with DATABASE_URL its documents are in PostgreSQL, as the server instances keep them.
import path from 'node:path';
import { InvalidEnvironmentError, databaseUrlFromEnv, describeRegistry, registryStoreFromEnv } from '../config';
import { openRegistryForCommand } from './open-storage';
import { PublishError, publishRemote } from './publish';

const USAGE =
  'Usage: pnpm --filter @storefront/server registry:publish [--staged] <dist-dir>\n' +
  '  <dist-dir>  the dist folder of a remote build (holds remote-meta.json, remoteEntry.js, mf-manifest.json)\n' +
  '  --staged    publish the version without making it live; roll it out with registry:rollout\n' +
  '  REGISTRY_DIR (env) the registry folder, default server/data/registry; REGISTRY_STORE=s3 and REGISTRY_S3_* an object store;\n' +
  '  DATABASE_URL (env) the instances\' PostgreSQL, which then keeps the registry\'s documents';

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
  const databaseUrl = databaseUrlFromEnv();
  const registry = await openRegistryForCommand(store, databaseUrl);
  try {
    const target = store.kind === 'folder' && !databaseUrl ? store.dir : registry.storage;
    const published = await publishRemote(distDir, target, { release: !staged });
    const where = typeof target === 'string' ? published.dir : describeRegistry({ registryStore: store, ...(databaseUrl ? { databaseUrl } : {}) });
    console.log(
      `Published ${published.name}@${published.version} (contract ${published.contractVersion}) to ${where}; ` +
        (staged ? 'staged, not live: roll it out with registry:rollout.' : 'it is live.'),
    );
  } finally {
    await registry.close();
  }
} catch (error) {
  console.error(error instanceof PublishError || error instanceof InvalidEnvironmentError ? error.message : error);
  process.exit(1);
}
