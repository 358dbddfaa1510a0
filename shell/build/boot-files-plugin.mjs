import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file the backend reads to preload the shell's boot files (backend: routes/shell.ts). */
export const BOOT_FILES = 'boot-files.json';

/**
 * Writes `boot-files.json` beside the build: the files the shell fetches
 * before its first render that its page does not name yet. Those are the
 * shared packages it provides (react, react-dom, the JSX runtime: chunks the
 * federation runtime loads once main.js runs; each exists twice, as the
 * provided copy and as a consumer's fallback, and only the provided one is
 * fetched, so only chunks loaded for a `provide-shared` module count) and the
 * lazy chunk groups the first render waits for. The backend preloads them
 * from the page, so none of them is a round trip after main.js.
 */
export class BootFilesPlugin {
  /** @param {{ lazyGroups: string[] }} options */
  constructor({ lazyGroups }) {
    this.lazyGroups = lazyGroups;
  }
  apply(compiler) {
    compiler.hooks.done.tap('BootFilesPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, chunkGroups: true, outputPath: true });
      const provided = json.chunks
        .filter((chunk) => (chunk.origins ?? []).some((origin) => /^provide shared module/.test(origin.moduleName ?? '')))
        .flatMap((chunk) => chunk.files);
      const lazy = this.lazyGroups.flatMap((name) => (json.namedChunkGroups?.[name]?.assets ?? []).map((asset) => asset.name));
      const files = [...new Set([...provided, ...lazy])].filter((file) => /\.(?:js|css)$/.test(file));
      writeFileSync(path.join(json.outputPath, BOOT_FILES), JSON.stringify({ files }, null, 1) + '\n');
    });
  }
}
