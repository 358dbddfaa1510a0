type StaleBuildHandler = (error: unknown, navigation: boolean) => boolean;

let handler: StaleBuildHandler | undefined;

/**
 * Call with an error from loading code (a remote, a route's chunk) or from a
 * navigation. When a newer build is out, the page reloads once for this path
 * (guarded for 10 s, so never a loop; doc 1 §4) and this returns true: the
 * caller need not show its fallback. False otherwise, also while the build
 * watcher (in the shell services' lazy chunk) is not loaded yet. With
 * `navigation`, any error counts; without it, only a chunk-load error.
 */
export function handlePossibleStaleBuild(error: unknown, options?: { navigation?: boolean }): boolean {
  return handler?.(error, options?.navigation === true) ?? false;
}

/** Called once the build watcher runs (build-watcher.ts). */
export function setStaleBuildHandler(next: StaleBuildHandler): void {
  handler = next;
}
