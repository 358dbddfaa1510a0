import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestBuildId, sharedBuildId } from './latest-build-id';

afterEach(() => vi.unstubAllGlobals());

describe('fetchLatestBuildId', () => {
  it('asks builds/latest.json with a cache-busting query, bypassing the HTTP cache', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'b-1' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchLatestBuildId()).resolves.toBe('b-1');
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/builds\/latest\.json\?t=\d+$/), expect.objectContaining({ cache: 'no-store' }));
  });

  it('fails on an error status and on an answer without an id', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    await expect(fetchLatestBuildId()).rejects.toThrow(/answered 503/);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"id":""}', { status: 200 })));
    await expect(fetchLatestBuildId()).rejects.toThrow(/has no id/);
  });
});

describe('sharedBuildId', () => {
  it('asks once for everyone: the route rules and the build watcher share the first answer', async () => {
    const fetchId = vi.fn(async () => 'b-1');
    const buildId = sharedBuildId(fetchId);
    await expect(Promise.all([buildId(), buildId()])).resolves.toEqual(['b-1', 'b-1']);
    await expect(buildId()).resolves.toBe('b-1');
    expect(fetchId).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed ask, so the next caller asks again', async () => {
    const fetchId = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('b-2');
    const buildId = sharedBuildId(fetchId);
    await expect(buildId()).rejects.toThrow('offline');
    await expect(buildId()).resolves.toBe('b-2');
    expect(fetchId).toHaveBeenCalledTimes(2);
  });
});
