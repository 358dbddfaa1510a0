import { lazy, type ComponentType } from 'react';
import { REMOTE_RETRY_BACKOFF_MS } from '@storefront/shared/platform/contracts';
import { handlePossibleStaleBuild } from '../build-updates/stale-build';

const Nothing = () => null;

/**
 * React.lazy for a part of the page whose chunk may fail to load (offline, or a
 * newer build replaced it). A chunk that fails, or does not arrive within the
 * build's chunk time limit (`chunkLoadTimeout`, rspack preset), is asked for
 * once more after a short pause: a new `import()`, which the bundler's runtime
 * sends as a new request (React.lazy would keep a rejected promise forever).
 * When that fails too, the failure counts as a possible stale build, with one
 * guarded reload (doc 1 §4), and the part renders `Fallback` — nothing by
 * default — instead of unmounting the whole page; it comes back with the next
 * page load.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType<P> = Nothing,
): ComponentType<P> {
  return lazy(() =>
    load()
      .catch(() => new Promise((resolve) => setTimeout(resolve, REMOTE_RETRY_BACKOFF_MS)).then(load))
      .catch((error: unknown) => {
        handlePossibleStaleBuild(error);
        return { default: Fallback };
      }),
  );
}
