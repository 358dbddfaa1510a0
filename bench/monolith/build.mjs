// The monolith: the same storefront as one rspack build, for comparison only
// (never deployed). It is the shell's own production configuration (same
// entry, loaders, minifier, precompression, preload hints) with two changes:
//   - no federation plugin; `@module-federation/enhanced/runtime` resolves to
//     federation-runtime.mjs, which hands the shell each remote's exposed
//     module, imported statically from the remote's source;
//   - each remote's build-time definitions (its release toggles) come along, as
//     its own build sets them.
// What the remotes expose and their definitions are read from the remotes' own
// rspack configurations, so a change there reaches the monolith.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_DIR = path.resolve(BENCH_DIR, '..');
export const MONOLITH_DIST = path.join(BENCH_DIR, 'monolith', 'dist');
const REMOTE_DIRS = ['mfe-content', 'mfe-catalogue', 'mfe-search', 'mfe-account', 'mfe-cart-checkout'];

const pluginNamed = (config, name) => config.plugins.filter((plugin) => plugin?.constructor?.name === name);

/** Each remote's federation name, exposed modules (absolute paths) and build-time definitions, from its rspack config. */
async function readRemote(dir) {
  const remoteDir = path.join(REPO_DIR, dir);
  const config = (await import(pathToFileURL(path.join(remoteDir, 'rspack.config.mjs')).href)).default;
  const [federation] = pluginNamed(config, 'ModuleFederationPlugin');
  if (!federation) throw new Error(`${dir}: no ModuleFederationPlugin in its rspack config`);
  const options = federation._options;
  const exposes = Object.entries(options.exposes ?? {}).map(([key, value]) => [
    key.replace(/^\.\//, ''),
    path.resolve(remoteDir, typeof value === 'string' ? value : value.import),
  ]);
  const definitions = Object.assign({}, ...pluginNamed(config, 'DefinePlugin').map((plugin) => plugin._args?.[0] ?? {}));
  return { dir, name: options.name, exposes, definitions };
}

/** The module map the runtime stand-in reads: `<federation name>/<exposed key>` → the module. */
function writeRemoteMap(remotes) {
  const lines = ['// Written by build.mjs: each remote\'s exposed modules, bundled statically.'];
  const entries = [];
  remotes.forEach((remote, i) =>
    remote.exposes.forEach(([key, file], j) => {
      lines.push(`import * as m${i}_${j} from ${JSON.stringify(file)};`);
      entries.push(`  ${JSON.stringify(`${remote.name}/${key}`)}: m${i}_${j},`);
    }),
  );
  lines.push('export const EXPOSED_MODULES = {', ...entries, '};', '');
  writeFileSync(path.join(BENCH_DIR, 'monolith', 'remote-map.generated.mjs'), lines.join('\n'));
}

export async function monolithConfig() {
  const remotes = [];
  for (const dir of REMOTE_DIRS) remotes.push(await readRemote(dir));
  writeRemoteMap(remotes);
  // The shell's configuration is a production build unless NODE_ENV says development.
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const config = (await import(pathToFileURL(path.join(REPO_DIR, 'shell', 'rspack.config.mjs')).href)).default;
  if (mode === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = mode;
  config.output = { ...config.output, path: MONOLITH_DIST, uniqueName: 'storefront_monolith' };
  // No federation, and the shell's byte-report stats stay the shell's.
  config.plugins = config.plugins.filter((plugin) => !['ModuleFederationPlugin', 'BuildStatsPlugin'].includes(plugin?.constructor?.name));
  const definitions = {};
  for (const remote of remotes) {
    for (const [key, value] of Object.entries(remote.definitions)) {
      if (key in definitions && definitions[key] !== value) throw new Error(`${remote.dir}: ${key} is defined differently by another remote`);
      definitions[key] = value;
    }
  }
  if (Object.keys(definitions).length > 0) config.plugins.push(new rspack.DefinePlugin(definitions));
  config.resolve = {
    ...config.resolve,
    alias: {
      ...config.resolve?.alias,
      '@module-federation/enhanced/runtime$': path.join(BENCH_DIR, 'monolith', 'federation-runtime.mjs'),
      '@module-federation/runtime$': path.join(BENCH_DIR, 'monolith', 'federation-runtime.mjs'),
    },
  };
  delete config.devServer;
  return { config, remotes };
}

export async function buildMonolith() {
  const { config, remotes } = await monolithConfig();
  mkdirSync(MONOLITH_DIST, { recursive: true });
  const stats = await new Promise((resolve, reject) =>
    rspack(config).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  console.log(`monolith: shell + ${remotes.map((remote) => remote.name).join(', ')} → ${path.relative(REPO_DIR, MONOLITH_DIST)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildMonolith();
}
