// The one rspack configuration of the storefront's browser apps: the shell
// (federation host) and the five remotes. Keeping it in one place keeps the
// federation settings that must agree (shared singletons, share strategy,
// runtime ownership) from drifting between independently deployed builds.
import { createHash } from 'node:crypto';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const contract = JSON.parse(
  readFileSync(new URL('../src/platform/contracts/contract-version.json', import.meta.url), 'utf8'),
);
const sharedPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * The federation plugin injects its bundler runtime by the CommonJS file path,
 * which defeats tree shaking; pointing it at the ESM build of the same version
 * drops the unused parts (node loading, snapshots) from every remoteEntry.js.
 */
function bundlerRuntimeEsmAlias() {
  const requireFromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
  const aliases = {
    // The SDK by its ESM build too: one copy, tree-shaken.
    '@module-federation/sdk$': requireFromEnhanced.resolve('@module-federation/sdk').replace(/index\.cjs$/, 'index.js'),
  };
  for (const name of ['@module-federation/webpack-bundler-runtime']) {
    const cjs = requireFromEnhanced.resolve(name);
    aliases[cjs] = cjs.replace(/index\.cjs$/, 'index.js');
  }
  return aliases;
}

/** Browsers the storefront supports: evergreen versions of the last ~3 years. */
const TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/** The reference backend a dev server passes the backend's paths on to (the root `pnpm dev` sets its own). */
const BACKEND_URL = process.env.STOREFRONT_BACKEND_URL ?? 'http://localhost:3000';

/**
 * The paths the backend answers, which a dev server passes on to it; every
 * other path is the dev server's own (bundles, and index.html for a page).
 * Besides the API and the tenant config: the registry, the build helpers and
 * prerendered payloads, client logs, pictures, the consent banner, the local
 * payment provider, the external shop's stand-in, the search insights and the
 * test endpoints.
 */
const BACKEND_PATHS = ['/api', '/tenant', '/remotes', '/builds', '/logs', '/media', '/consent', '/payment-provider', '/externer-shop', '/1/events', '/__test'];

export function isBackendPath(pathname) {
  const under = (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return BACKEND_PATHS.some(under) || pathname.endsWith('/_payload.json');
}

function toBackend() {
  return { context: isBackendPath, target: BACKEND_URL };
}

function readPackage(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** The environment variable that asks for a build of an earlier, still maintained release (see build-remote.mjs). */
export const RELEASE_ENV = 'STOREFRONT_BUILD_RELEASE';

/** The folder beside dist/ an earlier release builds into, one subfolder per version. */
export const RELEASES_DIR = 'dist-releases';

const RELEASE_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

function compareVersions(a, b) {
  const [, ...left] = RELEASE_VERSION.exec(a).map(Number);
  const [, ...right] = RELEASE_VERSION.exec(b).map(Number);
  for (let i = 0; i < 3; i += 1) if (left[i] !== right[i]) return left[i] - right[i];
  return 0;
}

/**
 * Which release this build is, and its release toggles. A remote lists under
 * `storefront` in its package.json the toggles of work not every tenant runs
 * yet (`releaseToggles`: name → the version that ships it) and the earlier
 * releases it still builds (`maintainedReleases`), so a tenant can stay on
 * one while another runs the current version. The current version has every
 * toggle on; an earlier release has on only what shipped by then.
 * `requested`: the earlier release to build, undefined for the current version.
 */
export function releaseOf(pkg, requested) {
  const { releaseToggles = {}, maintainedReleases = [] } = pkg.storefront ?? {};
  for (const version of [pkg.version, ...maintainedReleases, ...Object.values(releaseToggles)]) {
    if (!RELEASE_VERSION.test(version)) throw new Error(`${pkg.name}: "${version}" is not a release version such as 1.2.3`);
  }
  if (requested !== undefined && !maintainedReleases.includes(requested)) {
    throw new Error(`${pkg.name}: ${requested} is not one of its maintainedReleases (${maintainedReleases.join(', ') || 'none'})`);
  }
  const version = requested ?? pkg.version;
  for (const earlier of maintainedReleases) {
    if (compareVersions(earlier, pkg.version) >= 0) throw new Error(`${pkg.name}: maintained release ${earlier} is not older than ${pkg.version}`);
  }
  const toggles = Object.fromEntries(
    Object.entries(releaseToggles).map(([name, since]) => [name, compareVersions(version, since) >= 0]),
  );
  return { version, toggles, isCurrent: requested === undefined };
}

/** Each toggle as the constant `RELEASE_TOGGLES.<name>`, so the minifier drops the code of a toggle that is off. */
export function releaseToggleDefines(toggles) {
  return Object.fromEntries(Object.entries(toggles).map(([name, on]) => [`RELEASE_TOGGLES.${name}`, JSON.stringify(on)]));
}

/**
 * react and react-dom are singletons: one copy per page, provided by whoever
 * loads first. Their entry points are shared one by one: `react-dom/client`
 * holds the reconciler (the bulk of React), and a remote that bundled its own
 * would ship it again and run a second React.
 */
function sharedSingletons(dir) {
  const deps = readPackage(dir).dependencies ?? {};
  const catalogVersion = (name) => {
    // Workspace packages pin through `catalog:`; the installed package tells the real version.
    const installed = JSON.parse(
      readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8'),
    ).version;
    return deps[name] && deps[name] !== 'catalog:' ? deps[name] : `^${installed}`;
  };
  const react = { singleton: true, requiredVersion: catalogVersion('react') };
  const reactDom = { singleton: true, requiredVersion: catalogVersion('react-dom') };
  return {
    react,
    'react/jsx-runtime': react,
    'react-dom': reactDom,
    'react-dom/client': reactDom,
  };
}

/**
 * The libraries the remotes use and the shell does not: shared among the remotes, so a page fetches
 * one copy however many remotes it shows. Not singletons and not eager: the first remote on the page
 * that needs one provides it (loaded-first), its chunk loads with that remote's parcel, and a remote
 * whose range the loaded copy does not satisfy (one that pinned another version) takes its own. The
 * shell does not take part: its first bytes stay as they are.
 */
const REMOTE_SHARED = ['swr', 'single-spa-react'];

function sharedAmongRemotes(dir) {
  const deps = readPackage(dir).dependencies ?? {};
  const shared = {};
  for (const request of REMOTE_SHARED) {
    const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    if (!deps[pkg]) continue;
    const installed = JSON.parse(readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    const range = deps[pkg] === 'catalog:' ? `^${installed}` : deps[pkg];
    shared[request] = { singleton: false, eager: false, requiredVersion: range, version: installed };
  }
  const kit = zodKitShare(dir);
  if (kit) shared['zod/mini'] = kit;
  return shared;
}

/**
 * zod as a kit, shared by the shell and the remotes: a shared module keeps every export (all of zod/mini
 * shared would be 84 KB gzip on every page), so the builds share one module with the members they use
 * (zod-kit.mjs; its test fails when code uses one it lacks). The shell provides it, since its boot
 * parses the tenant config with it; a remote takes the shell's copy. The share key carries the kit's
 * hash: builds with different kits never take each other's.
 */
function zodKitShare(dir) {
  if (!readPackage(dir).dependencies?.zod) return undefined;
  const installed = JSON.parse(readFileSync(path.join(dir, 'node_modules', 'zod', 'package.json'), 'utf8')).version;
  const kit = fileURLToPath(new URL('./zod-kit.mjs', import.meta.url));
  const hash = createHash('sha256').update(readFileSync(kit)).digest('hex').slice(0, 8);
  // The kit's request is relative to the build's folder (the compiler's context): an absolute path would
  // be written into remoteEntry.js, so the bytes would differ with the folder the repository is cloned to.
  const request = path.relative(dir, kit).split(path.sep).join('/');
  return { import: request.startsWith('.') ? request : `./${request}`, shareKey: `zod-mini-kit-${hash}`, singleton: false, eager: false, requiredVersion: `^${installed}`, version: installed };
}

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

/** The operation descriptors of shared (one file each, under an `operations/` folder): their prose stays out of browser bundles. */
const OPERATION_FILE = /[\\/]shared[\\/]src[\\/](?:[^\\/]+[\\/])*operations[\\/][^\\/]+\.ts$/;
const stripDocsRule = { test: OPERATION_FILE, enforce: 'pre', loader: fileURLToPath(new URL('./strip-operation-docs.cjs', import.meta.url)) };

function swcRule(isProduction) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProduction } },
      },
      env: { targets: TARGETS },
    },
  };
}

/** Writes what the byte report needs (chunk groups and their files) beside the build, not into it. */
class BuildStatsPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        entrypoints: true,
        chunkGroups: true,
        chunks: true,
        chunkModules: true,
        ids: true,
        nestedModules: true,
        dependentModules: true,
        orphanModules: true,
        // Every module, not the first few of each chunk (the report sees a library that ships twice by its modules).
        chunkModulesSpace: 100000,
        nestedModulesSpace: 100000,
        outputPath: true,
      });
      // Keep only what the byte report reads: each chunk's files and module names, and the modules a
      // concatenated module holds with their source sizes (the report finds a library shipped twice on a page).
      json.chunks = json.chunks.map((chunk) => ({
        id: chunk.id,
        files: chunk.files,
        modules: (chunk.modules ?? []).map((module) => module.name),
        inner: (chunk.modules ?? []).flatMap((module) => (module.modules ?? [module]).map((inner) => [inner.name, inner.size])),
      }));
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify(json, null, 1));
    });
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file
 * of the build (`main.3f2a9c1b.js.br`, `.gz`); the backend sends the copy the
 * browser takes in place of the file (`@fastify/static` `preCompressed`), so
 * the strongest compression costs build time once instead of time on every
 * answer. A copy that is not smaller is not written. Only the shell's build:
 * the registry makes the copies of a remote's files when it is published.
 */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const names = Object.keys(compilation.assets).filter((name) => /\.(?:js|css|json|svg)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const bytes = readFileSync(path.join(outputPath, name));
          const [br, gz] = await Promise.all([
            brotliAsync(bytes, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(path.join(outputPath, `${name}.br`), br);
          if (gz.length < bytes.length) await writeFile(path.join(outputPath, `${name}.gz`), gz);
        }),
      );
    });
  }
}

/**
 * Preload hints in the shell's page for the files of its `bootstrap` chunk
 * group (the shell's code behind the async boundary, its styles): without them
 * the browser finds them only once main.js has run, one round trip later.
 * Plain `preload` (not `modulepreload`): rspack loads chunks as classic scripts,
 * and a hint must match the request it stands for to be used.
 */
export class PreloadBootChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('PreloadBootChunksPlugin', async (data) => {
        const files = compilation.namedChunkGroups.get('bootstrap')?.getFiles() ?? [];
        const hints = files
          .filter((file) => /\.(?:js|css)$/.test(file))
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', href: `${data.publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
          }));
        data.headTags.push(...hints);
        return data;
      });
    });
  }
}

function baseConfig({ dir, uniqueName, isProduction }) {
  return {
    context: dir,
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      uniqueName,
      publicPath: 'auto',
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      // A lazy chunk that has not arrived after 4 s (REMOTE_LOAD_BUDGET_MS, the default budget of a remote slot)
      // fails instead of hanging for the bundler's default two minutes: the shell's lazy parts ask for it once
      // more (lazyPart), a remote's route and fragment chunks come again with the slot's one retry (parcelLoader).
      chunkLoadTimeout: 4000,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: isProduction ? bundlerRuntimeEsmAlias() : {},
      byDependency: isProduction ? { commonjs: { conditionNames: ['import', 'module', 'browser', 'require', 'default'] } } : {},
    },
    module: { rules: [stripDocsRule, swcRule(isProduction), { test: /\.css$/, type: 'css/auto' }] },
    performance: { hints: false },
    // Three compress passes instead of the default two: every bundle a few hundred bytes smaller (the shell's
    // first bytes ~0.1 KB gzip), at a second more of build time. Natural module ids: the deterministic ones hash
    // each module's identifier, and a shared module's identifier holds the absolute path of its fallback, so the
    // same commit built in two checkouts gave bundles a few bytes apart and a byte budget that passed in one failed
    // in the other. Natural ids depend only on the module graph (and are shorter: the shell's first bytes 0.3 KB
    // gzip smaller); the vendor chunks keep their hashes when the shell's own modules change. Chunk ids stay
    // deterministic, for the same reason (a release does not renumber the chunks a returning shopper has cached),
    // though the ids of the shared packages' chunks still hash their absolute path: two checkouts' pages differ
    // by a few bytes (under 20), which the byte budgets' headroom allows for.
    optimization: isProduction
      ? { moduleIds: 'natural', minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 3 } } }), new rspack.LightningCssMinimizerRspackPlugin()] }
      : {},
    // Only production builds feed the byte report; a dev server must not overwrite their stats.
    plugins: isProduction ? [new BuildStatsPlugin(path.join(dir, '.size', 'stats.json'))] : [],
  };
}

/**
 * The shell: the federation host. It provides the federation runtime to the
 * remotes (provideExternalRuntime) and registers them at run time from the
 * tenant config; it has no remote URL in its build.
 */
export function createShellConfig({ dir, devPort = 3100 }) {
  const isProduction = process.env.NODE_ENV !== 'development' && !process.argv.includes('serve');
  const config = baseConfig({ dir, uniqueName: 'storefront_shell', isProduction });
  config.entry = { main: './src/index.ts' };
  config.output.publicPath = '/';
  if (isProduction) config.plugins.push(new PrecompressPlugin(), new PreloadBootChunksPlugin());
  const zodKit = zodKitShare(dir);
  config.plugins.push(
    new KitRequestsPlugin(),
    new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer' }),
    new ModuleFederationPlugin({
      name: 'storefront_shell',
      remotes: {},
      shared: { ...sharedSingletons(dir), ...(zodKit && { 'zod/mini': zodKit }), ...platformKitShare(dir) },
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      // target 'web' leaves the runtime's Node.js script loading out of the browser bundle.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  );
  // Rspack's dev server compiles dynamic imports only on first request by
  // default; with that the shell's page stayed blank (the hot updates of its
  // lazy chunks answered 404). Compiling everything up front takes a second.
  config.lazyCompilation = false;
  config.devServer = {
    port: devPort,
    historyApiFallback: true,
    proxy: [toBackend()],
  };
  return config;
}

/**
 * A remote: exposes only `./remote` and uses the shell's federation runtime.
 * `pnpm dev` builds it with a small dev host instead, which mounts its parcels
 * on their own page with real services against the backend.
 */
export function createRemoteConfig({ dir, remoteName, federationName, devPort }) {
  const isDevServer = process.argv.includes('serve');
  const isProduction = !isDevServer && process.env.NODE_ENV !== 'development';
  const pkg = readPackage(dir);
  // A dev server always runs the current source with every toggle on.
  const release = releaseOf(pkg, isDevServer ? undefined : process.env[RELEASE_ENV] || undefined);
  const config = baseConfig({ dir, uniqueName: federationName, isProduction });
  config.entry = isDevServer ? { devhost: './src/dev/main.ts' } : {};
  if (!release.isCurrent) {
    // An earlier release builds beside dist/, which stays the current version (the byte report reads it).
    config.output.path = path.join(dir, RELEASES_DIR, release.version);
    config.plugins = [];
  }
  config.plugins.push(
    new KitRequestsPlugin(),
    new rspack.DefinePlugin(releaseToggleDefines(release.toggles)),
    new ModuleFederationPlugin({
      name: federationName,
      filename: 'remoteEntry.js',
      exposes: { './remote': './src/remote.ts' },
      shared: { ...sharedSingletons(dir), ...sharedAmongRemotes(dir), ...platformKitShare(dir) },
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      // On its own (dev host) the remote is its own host and needs its own runtime.
      // Inside the storefront it uses the shell's; a remote loads no remotes of
      // its own, so the remote-loading and snapshot code is left out of its entry.
      experiments: {
        externalRuntime: !isDevServer,
        optimization: isDevServer ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true },
      },
    }),
    {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('RemoteMetaPlugin', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'RemoteMetaPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
            () => {
              const meta = {
                name: remoteName,
                version: release.version,
                contractVersion: contract.contractVersion,
                sharedVersion: sharedPackage.version,
              };
              compilation.emitAsset(
                'remote-meta.json',
                new rspack.sources.RawSource(JSON.stringify(meta, null, 2) + '\n'),
              );
            },
          );
        });
      },
    },
  );
  if (isDevServer) {
    config.plugins.push(
      new rspack.HtmlRspackPlugin({
        title: `${remoteName} — dev host`,
        templateContent: '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>' +
          `${remoteName} dev host</title></head><body><div id="dev-host"></div></body></html>`,
        chunks: ['devhost'],
      }),
    );
  }
  // As in createShellConfig; the shell loads this remote's lazy chunks from another origin, too.
  config.lazyCompilation = false;
  config.devServer = {
    port: devPort,
    historyApiFallback: true,
    // The shell's page (another origin: http://localhost:3100, http://bio.localhost:3100) loads
    // mf-manifest.json, remoteEntry.js and the chunks from here; none of it carries credentials.
    headers: { 'Access-Control-Allow-Origin': '*' },
    // To the browser bio.localhost is another site than localhost, and the dev server refuses
    // scripts loaded across sites unless its own host is allowed: this lets the second shop load them.
    allowedHosts: ['.localhost'],
    proxy: [toBackend()],
  };
  return config;
}
