import { lazy, type ComponentType } from 'react';
import { handlePossibleStaleBuild } from '../build-updates/stale-build';

const Nothing = () => null;

/**
 * React.lazy for a part of the page whose chunk may fail to load (offline, or a
 * newer build replaced it): the failure counts as a possible stale build, with
 * one guarded reload (doc 1 §4), and the part renders `Fallback` — nothing by default —
 * instead of unmounting the whole page. A rejected lazy import stays cached, so
 * the part comes back with the next page load.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType<P> = Nothing,
): ComponentType<P> {
  return lazy(() =>
    load().catch((error: unknown) => {
      handlePossibleStaleBuild(error);
      return { default: Fallback };
    }),
  );
}
