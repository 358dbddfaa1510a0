// The platform kit as one shared module: which files it is compiled from, the plugin that sends every
// import of a member to it, and its share settings.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The request the builds send every import of a platform kit member to (KitRequestsPlugin); it is the kit's shared key. */
export const PLATFORM_KIT_REQUEST = '@storefront/shared/platform-kit';
const PLATFORM_KIT = fileURLToPath(new URL('./platform-kit.mjs', import.meta.url));
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json'];
const stripExtension = (file) => file.replace(/\.(?:[cm]?[jt]sx?|json)$/, '');

/** A relative request's file, as the bundler would find it (only what shared's source uses: a file with its extension, or a folder's index.ts). */
function resolveRelative(from, request) {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), path.join(base, 'index.ts')]) {
    try {
      if (readFileSync(candidate) && !candidate.endsWith(path.sep)) return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error(`${from}: cannot find ${request}`);
}
const RELATIVE_IMPORT = /(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const TYPE_ONLY_IMPORT = /^\s*(?:import|export)\s+type\s/;

/**
 * The platform kit's members (the files its `export * from` lines name) and every file compiled into it:
 * the members and what they import relatively, type-only imports left out (they are erased).
 */
export function platformKitFiles(kit = PLATFORM_KIT) {
  const text = readFileSync(kit, 'utf8');
  const members = [...text.matchAll(/^export \* from '([^']+)';$/gm)].map(([, request]) => resolveRelative(kit, request));
  const compiled = new Set([kit]);
  const queue = [...members];
  while (queue.length > 0) {
    const file = queue.shift();
    if (compiled.has(file)) continue;
    compiled.add(file);
    if (file.endsWith('.json')) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (TYPE_ONLY_IMPORT.test(line)) continue;
      for (const [, request] of line.matchAll(RELATIVE_IMPORT)) queue.push(resolveRelative(file, request));
    }
  }
  return { members, compiled: [...compiled].sort() };
}

/**
 * Sends every import of a platform kit member from outside the kit (a barrel such as
 * `@storefront/shared/platform/api`, or a domain zone's relative import) to the kit's request, which
 * federation serves from the shared kit: without it the build would compile the member a second time
 * beside the kit (two copies, and two of any state a member holds). Imports among the kit's own files stay
 * as they are (they are the kit).
 */
export class KitRequestsPlugin {
  constructor({ kit = PLATFORM_KIT, request = PLATFORM_KIT_REQUEST } = {}) {
    const { members, compiled } = platformKitFiles(kit);
    this.kit = kit;
    this.request = request;
    this.members = new Set(members.map(stripExtension));
    this.inside = new Set(compiled.map(stripExtension));
    // shared's own entry points that are a member themselves (`@storefront/shared/platform/constants`).
    const packageDir = path.dirname(fileURLToPath(new URL('../package.json', import.meta.url)));
    this.specifiers = new Set(
      Object.entries(sharedPackage.exports)
        .filter(([, target]) => this.members.has(stripExtension(path.resolve(packageDir, target))))
        .map(([entry]) => `${sharedPackage.name}${entry.slice(1)}`),
    );
  }
  /** Whether a relative request names a member (a file, with or without its extension, or a member's folder, for its index.ts). */
  isMember(context, request) {
    const target = stripExtension(path.resolve(context, request));
    return this.members.has(target) || this.members.has(path.join(target, 'index'));
  }
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('KitRequestsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('KitRequestsPlugin', (data) => {
        const request = data.request;
        const issuer = data.contextInfo?.issuer;
        if (!issuer || this.inside.has(stripExtension(issuer.replace(/\?.*$/, '')))) return;
        if (this.specifiers.has(request)) data.request = this.request;
        else if ((request.startsWith('./') || request.startsWith('../')) && this.isMember(data.context, request)) data.request = this.request;
      });
    });
  }
}

/**
 * The platform kit as a shared module: the shell provides it (its boot calls the API with it), a remote
 * takes the shell's copy and carries its own only as the fallback. The share key carries a hash of every
 * file compiled into the kit: a build whose kit differs by a byte never takes another's (remotes deploy
 * separately, and the compatibility matrix pairs each with the other side's previous release).
 */
export function platformKitShare(dir) {
  const { compiled } = platformKitFiles();
  const hash = createHash('sha256');
  for (const file of compiled) hash.update(path.relative(path.dirname(PLATFORM_KIT), file)).update('\0').update(readFileSync(file)).update('\0');
  const request = path.relative(dir, PLATFORM_KIT).split(path.sep).join('/');
  return {
    [PLATFORM_KIT_REQUEST]: {
      import: request.startsWith('.') ? request : `./${request}`,
      shareKey: `storefront-platform-kit-${hash.digest('hex').slice(0, 8)}`,
      singleton: false,
      eager: false,
      requiredVersion: `^${sharedPackage.version}`,
      version: sharedPackage.version,
    },
  };
}
