// The storefront's own build plugins: the byte report's stats, precompressed copies and boot preload
// hints (the shell), and the meta file every remote build carries.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { rspack } from '@rspack/core';

const contract = JSON.parse(
  readFileSync(new URL('../src/platform/contracts/contract-version.json', import.meta.url), 'utf8'),
);
const sharedPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** Writes what the byte report needs (chunk groups and their files) beside the build, not into it. */
export class BuildStatsPlugin {
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

/**
 * Writes remote-meta.json into a remote's build: its name and release, and the contract and shared
 * versions it was built against (the registry reads them when the build is published).
 */
export class RemoteMetaPlugin {
  constructor({ name, version }) {
    this.name = name;
    this.version = version;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteMetaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteMetaPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const meta = {
            name: this.name,
            version: this.version,
            contractVersion: contract.contractVersion,
            sharedVersion: sharedPackage.version,
          };
          compilation.emitAsset('remote-meta.json', new rspack.sources.RawSource(JSON.stringify(meta, null, 2) + '\n'));
        },
      );
    });
  }
}
