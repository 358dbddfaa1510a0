import { describe, expect, it, vi } from 'vitest';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { parcelLoader } from '../remotes/remote-slot';
import { handlePossibleStaleBuild } from './stale-build';

vi.mock('./stale-build', () => ({ handlePossibleStaleBuild: vi.fn(() => false) }));

const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
const registry = { load: () => Promise.reject(chunkError), retry: () => undefined } as unknown as RemoteRegistry;

describe('code that fails to load is shown to the build watcher', () => {
  it('as a navigation for a route, as a chunk error for a fragment, once: after the load’s own retry', async () => {
    await expect(parcelLoader(registry, { kind: 'route', name: 'products-slug' })()).rejects.toBe(chunkError);
    await expect(parcelLoader(registry, { kind: 'fragment', name: 'search-flyout' })()).rejects.toBe(chunkError);
    expect(vi.mocked(handlePossibleStaleBuild).mock.calls).toEqual([
      [chunkError, { navigation: true }],
      [chunkError, { navigation: false }],
    ]);
  });

  it('never for a prefetch, which the shopper did not ask for', async () => {
    vi.mocked(handlePossibleStaleBuild).mockClear();
    await expect(parcelLoader(registry, { kind: 'route', name: 'products-slug' }, true)()).rejects.toBe(chunkError);
    expect(handlePossibleStaleBuild).not.toHaveBeenCalled();
  });
});
