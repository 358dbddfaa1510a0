// What the shell's and the remotes' builds have in common: output names, resolution, module rules,
// minification and module ids.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { BuildStatsPlugin } from './preset-plugins.mjs';
import { moduleRules } from './preset-rules.mjs';

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

export function baseConfig({ dir, uniqueName, isProduction }) {
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
    module: { rules: moduleRules(isProduction) },
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
