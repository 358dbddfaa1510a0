// Publishes one remote build to the registry and makes it live:
//   tsx src/registry/publish-cli.ts <dist-dir>
// REGISTRY_DIR chooses the registry (default: backend/data/registry).
import path from 'node:path';
import { registryDirFromEnv } from '../config';
import { PublishError, publishRemote } from './publish';

const USAGE = 'Usage: pnpm --filter @storefront/backend registry:publish <dist-dir>\n' +
  '  <dist-dir>  the dist folder of a remote build (holds remote-meta.json, remoteEntry.js, mf-manifest.json)\n' +
  '  REGISTRY_DIR (env) the registry folder, default backend/data/registry';

const args = process.argv.slice(2);
if (args.length !== 1 || !args[0] || args[0].startsWith('-')) {
  console.error(USAGE);
  process.exit(1);
}

// Through `pnpm --filter`, the script runs in backend/; a relative path means the folder the command was typed in.
const distDir = path.resolve(process.env['INIT_CWD'] ?? process.cwd(), args[0]);
const registryDir = registryDirFromEnv();
try {
  const published = await publishRemote(distDir, registryDir);
  console.log(`Published ${published.name}@${published.version} (contract ${published.contractVersion}) to ${published.dir}; it is live.`);
} catch (error) {
  console.error(error instanceof PublishError ? error.message : error);
  process.exit(1);
}
