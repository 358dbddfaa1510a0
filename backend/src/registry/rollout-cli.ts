// Edits the rollout rules (rollouts.json in the registry):
//   tsx src/registry/rollout-cli.ts rollout <tenant> <remote> <version> <percentage>
//   tsx src/registry/rollout-cli.ts promote <tenant> <remote>
//   tsx src/registry/rollout-cli.ts rollback <tenant> <remote> [<version>]
// REGISTRY_DIR chooses the registry (default: backend/data/registry).
import { registryDirFromEnv } from '../config';
import { PublishError } from './publish';
import { promote, rollBack, rollOut } from './rollout-commands';
import type { RolloutRule } from './rollouts';

const USAGE = [
  'Usage:',
  '  pnpm --filter @storefront/backend registry:rollout <tenant> <remote> <version> <percentage>',
  '      give <percentage> % of the tenant\'s visitors the published <version>',
  '  pnpm --filter @storefront/backend registry:promote <tenant> <remote>',
  '      make the version being rolled out the stable one for everybody',
  '  pnpm --filter @storefront/backend registry:rollback <tenant> <remote> [<version>]',
  '      end the rollout (everybody on the stable version), or go back to <version>',
  '  REGISTRY_DIR (env) the registry folder, default backend/data/registry',
].join('\n');

function describe(tenant: string, remote: string, rule: RolloutRule): string {
  const rollout = rule.candidate ? `, ${rule.percentage} % on ${rule.candidate}` : '';
  return `${tenant}: ${remote} stable ${rule.stable}${rollout}. Live on the next page load.`;
}

const [command, ...args] = process.argv.slice(2).filter((arg) => arg !== '--');
const registryDir = registryDirFromEnv();
try {
  const [tenant, remote] = args;
  if (!tenant || !remote) throw new PublishError(USAGE);
  if (command === 'rollout' && args.length === 4 && /^\d+$/.test(args[3] ?? '')) {
    console.log(describe(tenant, remote, await rollOut(registryDir, tenant, remote, args[2] ?? '', Number(args[3]))));
  } else if (command === 'promote' && args.length === 2) {
    console.log(describe(tenant, remote, await promote(registryDir, tenant, remote)));
  } else if (command === 'rollback' && (args.length === 2 || args.length === 3)) {
    console.log(describe(tenant, remote, await rollBack(registryDir, tenant, remote, args[2])));
  } else {
    throw new PublishError(USAGE);
  }
} catch (error) {
  console.error(error instanceof PublishError ? error.message : error);
  process.exit(1);
}
