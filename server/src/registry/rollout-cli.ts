// Edits the rollout rules (rollouts.json in the registry):
//   tsx src/registry/rollout-cli.ts rollout <tenant> <remote> <version> <percentage>
//   tsx src/registry/rollout-cli.ts promote <tenant> <remote>
//   tsx src/registry/rollout-cli.ts rollback <tenant> <remote> [<version>]
//   tsx src/registry/rollout-cli.ts delete <remote> <version>
//   tsx src/registry/rollout-cli.ts audit [<count>]
// REGISTRY_STORE, REGISTRY_DIR and REGISTRY_S3_* choose the registry (default: the folder server/data/registry).
import { InvalidEnvironmentError, databaseUrlFromEnv, registryStoreFromEnv } from '../config';
import { openRegistryForCommand } from './open-storage';
import { PublishError, cliActor } from './publish';
import { ReleaseError } from './release-service';
import { deleteVersion } from './release-versions';
import { readAuditLog } from './audit-log';
import { promote, rollBack, rollOut } from './rollout-commands';
import type { RolloutRule } from './releases';

const USAGE = [
  'Usage:',
  '  pnpm --filter @storefront/server registry:rollout <tenant> <remote> <version> <percentage>',
  '      give <percentage> % of the tenant\'s visitors the published <version>',
  '  pnpm --filter @storefront/server registry:promote <tenant> <remote>',
  '      make the version being rolled out the stable one for everybody',
  '  pnpm --filter @storefront/server registry:rollback <tenant> <remote> [<version>]',
  '      end the rollout (everybody on the stable version), or go back to <version>',
  '  pnpm --filter @storefront/server registry:delete <remote> <version>',
  '      delete a published version that no tenant serves',
  '  pnpm --filter @storefront/server registry:audit [<count>]',
  '      the last changes of the registry, newest first (default 20)',
  '  REGISTRY_DIR (env) the registry folder, default server/data/registry; REGISTRY_STORE=s3 and REGISTRY_S3_* an object store',
].join('\n');

function describe(tenant: string, remote: string, rule: RolloutRule): string {
  const rollout = rule.candidate ? `, ${rule.percentage} % on ${rule.candidate}` : '';
  return `${tenant}: ${remote} stable ${rule.stable}${rollout}. Live on the next page load.`;
}

const [command, ...args] = process.argv.slice(2).filter((arg) => arg !== '--');
let opened: Awaited<ReturnType<typeof openRegistryForCommand>> | undefined;
try {
  opened = await openRegistryForCommand(registryStoreFromEnv(), databaseUrlFromEnv());
  const registry = opened.storage;
  const [tenant, remote] = args;
  if (command === 'audit' && args.length <= 1) {
    for (const entry of await readAuditLog(registry, Number(args[0] ?? 20) || 20)) {
      const where = [entry.tenant, `${entry.remote}${entry.version ? `@${entry.version}` : ''}`].filter(Boolean).join(' ');
      console.log(`${entry.at} ${entry.actor} ${entry.action} ${where}${entry.reason ? ` (${entry.reason})` : ''}`);
    }
  } else if (command === 'delete' && args.length === 2) {
    await deleteVersion(registry, args[0] ?? '', args[1] ?? '', cliActor()).catch((error: unknown) => {
      throw error instanceof ReleaseError ? new PublishError(error.message) : error;
    });
    console.log(`Deleted ${args[0]}@${args[1]}.`);
  } else if (!tenant || !remote) {
    throw new PublishError(USAGE);
  } else if (command === 'rollout' && args.length === 4 && /^\d+$/.test(args[3] ?? '')) {
    console.log(describe(tenant, remote, await rollOut(registry, tenant, remote, args[2] ?? '', Number(args[3]))));
  } else if (command === 'promote' && args.length === 2) {
    console.log(describe(tenant, remote, await promote(registry, tenant, remote)));
  } else if (command === 'rollback' && (args.length === 2 || args.length === 3)) {
    console.log(describe(tenant, remote, await rollBack(registry, tenant, remote, args[2])));
  } else {
    throw new PublishError(USAGE);
  }
} catch (error) {
  console.error(error instanceof PublishError || error instanceof InvalidEnvironmentError ? error.message : error);
  process.exitCode = 1;
} finally {
  await opened?.close();
}
