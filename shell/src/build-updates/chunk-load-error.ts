// A module of its own: the boot's error listener (error-page/unhandled-error.ts) needs this test, not the watcher.
/** Errors of code that could not be loaded: rspack's chunk loading, native dynamic import, the federation runtime. */
const CHUNK_LOAD_ERROR =
  /loading (css )?chunk [^ ]+ failed|failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|RUNTIME-00[1-9]|failed to load script resources/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' && CHUNK_LOAD_ERROR.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_LOAD_ERROR.test(message));
}
