import { BUILD_UPDATE_POLL_INTERVAL_MS, BUILD_UPDATE_RELOAD_GUARD_MS } from '@storefront/shared/platform/constants';
import { isChunkLoadError } from './chunk-load-error';
import { fetchLatestBuildId } from './latest-build-id';

export { isChunkLoadError };

/** Session storage: when the page was last reloaded for a new build, per path. */
export const BUILD_RELOADS_STORAGE_KEY = 'sf-build-reloads';


export interface BuildWatcherOptions {
  /** The later asks: the hourly poll and after a chunk-load error. */
  readonly fetchLatestId?: () => Promise<string>;
  /** The first ask, whose answer is the page's own build (default: fetchLatestId); see buildIdAtStart. */
  readonly fetchStartId?: () => Promise<string>;
  readonly reload?: () => void;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'>;
  readonly now?: () => number;
}

export interface BuildWatcher {
  /** See handlePossibleStaleBuild. */
  handle(error: unknown, navigation: boolean): boolean;
  stop(): void;
}

/**
 * Learns the build id at start and asks again every hour; once it changed, a
 * chunk-load or navigation error reloads the page, which keeps the
 * URL, cookies and session storage. At most one reload per path in 10 s (session
 * storage), so a build that stays broken never loops. A chunk-load error before
 * the hourly poll noticed anything asks for the id at once (at most once per
 * guard window), so the first error after a deploy is already handled.
 * Unhandled chunk-load errors of the window count too.
 */
export function watchBuilds({
  fetchLatestId = fetchLatestBuildId,
  fetchStartId = fetchLatestId,
  reload = () => window.location.reload(),
  storage = window.sessionStorage,
  now = Date.now,
}: BuildWatcherOptions = {}): BuildWatcher {
  let startId: string | undefined;
  let changed = false;
  let lastAskedOnError = -Infinity;

  const check = async (): Promise<boolean> => {
    try {
      const id = await (startId === undefined ? fetchStartId() : fetchLatestId());
      if (startId === undefined) startId = id;
      else if (id !== startId) changed = true;
    } catch {
      // No answer (offline, backend down): nothing learnt; the next poll asks again.
    }
    return changed;
  };

  const reloadOnce = (): boolean => {
    const path = window.location.pathname;
    let reloads: Record<string, number>;
    try {
      reloads = JSON.parse(storage.getItem(BUILD_RELOADS_STORAGE_KEY) ?? '{}') as Record<string, number>;
      const last = reloads[path];
      if (typeof last === 'number' && now() - last < BUILD_UPDATE_RELOAD_GUARD_MS) return false;
      reloads[path] = now();
      storage.setItem(BUILD_RELOADS_STORAGE_KEY, JSON.stringify(reloads));
    } catch {
      // Without session storage the guard cannot hold: no automatic reload at all.
      return false;
    }
    reload();
    return true;
  };

  const handle = (error: unknown, navigation: boolean): boolean => {
    if (!navigation && !isChunkLoadError(error)) return false;
    if (changed) return reloadOnce();
    if (now() - lastAskedOnError >= BUILD_UPDATE_RELOAD_GUARD_MS) {
      lastAskedOnError = now();
      void check().then((isNewer) => isNewer && reloadOnce());
    }
    return false;
  };

  const onError = (event: ErrorEvent) => handle(event.error, false);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason, false);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  void check();
  const timer = setInterval(() => void check(), BUILD_UPDATE_POLL_INTERVAL_MS);

  return {
    handle,
    stop() {
      clearInterval(timer);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
