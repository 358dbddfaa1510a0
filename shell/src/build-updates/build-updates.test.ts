import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_RELOADS_STORAGE_KEY, isChunkLoadError, watchBuilds, type BuildWatcher } from './build-watcher';

const HOUR = 60 * 60 * 1000;

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.\n(error: https://shop.example/remotes/catalogue/1.2.0/123.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

/** Lets the pending promise callbacks (the fetch of the build id) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('chunk-load errors', () => {
  it('are recognised from rspack, native dynamic imports and the federation runtime', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/y.js'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('the build watcher', () => {
  let watcher: BuildWatcher | undefined;
  let ids: string[];
  let fetchLatestId: ReturnType<typeof vi.fn<() => Promise<string>>>;
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let storage: ReturnType<typeof memoryStorage>;

  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/sortiment');
    ids = ['build-1'];
    fetchLatestId = vi.fn(async () => ids.shift() ?? 'build-1');
    reload = vi.fn();
    storage = memoryStorage();
  });
  afterEach(() => {
    watcher?.stop();
    vi.useRealTimers();
  });

  const start = () => (watcher = watchBuilds({ fetchLatestId, reload, storage, now: () => Date.now() }));

  it('asks for the build id at start and then every hour', async () => {
    start();
    await settle();
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchLatestId).toHaveBeenCalledTimes(3);
  });

  it('takes the first id from the shared ask of the page, and polls with its own', async () => {
    const fetchStartId = vi.fn(async () => 'build-1');
    ids = ['build-2'];
    const { handle } = (watcher = watchBuilds({ fetchLatestId, fetchStartId, reload, storage, now: () => Date.now() }));
    await settle();
    expect(fetchStartId).toHaveBeenCalledTimes(1);
    expect(fetchLatestId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    // build-2 differs from the start id the shared ask gave: a newer build is out.
    expect(handle(chunkError(), false)).toBe(true);
    expect(fetchStartId).toHaveBeenCalledTimes(1);
  });

  it('reloads on a chunk-load error once a newer build is out', async () => {
    ids = ['build-1', 'build-2'];
    const { handle } = start();
    await settle();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(handle(chunkError(), false)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the build is the same, nor for other errors', async () => {
    const { handle } = start();
    await settle();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(handle(chunkError(), false)).toBe(false);
    await settle();
    ids = ['build-2'];
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(handle(new Error('Cannot read properties of undefined'), false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('counts any error of a navigation once a newer build is out', async () => {
    ids = ['build-1', 'build-2'];
    const { handle } = start();
    await settle();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(handle(new Error('Remote catalogue is unavailable (load-failed)'), true)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at most once per path within 10 s, so a build that stays broken never loops', async () => {
    ids = ['build-1', 'build-2'];
    const { handle } = start();
    await settle();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(handle(chunkError(), false)).toBe(true);
    // The reloaded page finds the same path in session storage.
    vi.advanceTimersByTime(9_999);
    expect(handle(chunkError(), false)).toBe(false);
    // Another path may reload.
    window.history.replaceState(null, '', '/rezepte');
    expect(handle(chunkError(), false)).toBe(true);
    window.history.replaceState(null, '', '/sortiment');
    vi.advanceTimersByTime(1);
    expect(handle(chunkError(), false)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(Object.keys(JSON.parse(storage.data.get(BUILD_RELOADS_STORAGE_KEY) ?? '{}'))).toEqual(['/sortiment', '/rezepte']);
  });

  it('asks for the build id at once on a chunk-load error before the hourly poll, and reloads if it changed', async () => {
    ids = ['build-1', 'build-2'];
    const { handle } = start();
    await settle();
    expect(handle(chunkError(), false)).toBe(false);
    await settle();
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks at most once per 10 s for errors before the poll', async () => {
    const { handle } = start();
    await settle();
    fetchLatestId.mockClear();
    handle(chunkError(), false);
    handle(chunkError(), false);
    await settle();
    expect(fetchLatestId).toHaveBeenCalledTimes(0 + 1);
    vi.advanceTimersByTime(10_000);
    handle(chunkError(), false);
    await settle();
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
  });

  it('never reloads without session storage for its guard', async () => {
    ids = ['build-1', 'build-2'];
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const { handle } = start();
    await settle();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(handle(chunkError(), false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('learns nothing from a failed poll and keeps polling', async () => {
    fetchLatestId.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    ids = ['build-1', 'build-2'];
    const { handle } = start();
    await settle();
    await vi.advanceTimersByTimeAsync(HOUR);
    // The first answer (build-1) is the start id; build-2 arrives with the next poll.
    expect(handle(chunkError(), false)).toBe(false);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(handle(chunkError(), false)).toBe(true);
  });

  it('handles chunk-load errors nobody caught', async () => {
    ids = ['build-1', 'build-2'];
    start();
    await settle();
    await vi.advanceTimersByTimeAsync(HOUR);
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: chunkError() });
    window.dispatchEvent(rejection);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
