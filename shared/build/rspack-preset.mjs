// The one rspack configuration of the storefront's browser apps: the shell
// (federation host) and the five remotes. Keeping it in one place keeps the
// federation settings that must agree (shared singletons, share strategy,
// runtime ownership) from drifting between independently deployed builds.
// The parts live beside it, one concern each (preset-*.mjs); this file assembles the two configurations.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig } from './preset-base.mjs';
import { remoteDevServer, shellDevServer } from './preset-dev-server.mjs';
import { KitRequestsPlugin, platformKitShare } from './preset-platform-kit.mjs';
import { PrecompressPlugin, PreloadBootChunksPlugin, RemoteMetaPlugin } from './preset-plugins.mjs';
import { RELEASE_ENV, RELEASES_DIR, releaseOf, releaseToggleDefines } from './preset-releases.mjs';
import { readPackage, sharedAmongRemotes, sharedSingletons, zodKitShare } from './preset-shared-deps.mjs';

export { isBackendPath } from './preset-dev-server.mjs';
export { KitRequestsPlugin, PLATFORM_KIT_REQUEST, platformKitFiles, platformKitShare } from './preset-platform-kit.mjs';
export { PrecompressPlugin, PreloadBootChunksPlugin } from './preset-plugins.mjs';
export { RELEASE_ENV, RELEASES_DIR, releaseOf, releaseToggleDefines } from './preset-releases.mjs';

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
  config.devServer = shellDevServer(devPort);
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
    new RemoteMetaPlugin({ name: remoteName, version: release.version }),
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
  config.devServer = remoteDevServer(devPort);
  return config;
}
