import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStaleBuildHandler } from '../build-updates/stale-build';
import { lazyPart } from './lazy-part';

describe('lazyPart', () => {
  afterEach(() => setStaleBuildHandler(() => false));

  it('renders the loaded part', async () => {
    const Part = lazyPart(() => Promise.resolve({ default: ({ name }: { name: string }) => <p>Hallo {name}</p> }));
    render(
      <Suspense fallback={null}>
        <Part name="Anna" />
      </Suspense>,
    );
    expect(await screen.findByText('Hallo Anna')).toBeInTheDocument();
  });

  it('renders the fallback when the chunk fails, and reports the error as a possible stale build', async () => {
    const handler = vi.fn(() => false);
    setStaleBuildHandler(handler);
    const failure = Object.assign(new Error('Loading chunk lazy-page-chrome failed.'), { name: 'ChunkLoadError' });
    const Part = lazyPart<{ name: string }>(() => Promise.reject(failure), ({ name }) => <p>Ohne Teil {name}</p>);
    render(
      <Suspense fallback={null}>
        <Part name="Anna" />
      </Suspense>,
    );
    expect(await screen.findByText('Ohne Teil Anna')).toBeInTheDocument();
    expect(handler).toHaveBeenCalledWith(failure, false);
  });

  describe('with a chunk that fails once', () => {
    afterEach(() => vi.useRealTimers());

    it('asks for the chunk again, with a new import after the pause, and renders what the second answer brings', async () => {
      vi.useFakeTimers();
      const handler = vi.fn(() => false);
      setStaleBuildHandler(handler);
      const load = vi
        .fn<() => Promise<{ default: (props: { name: string }) => React.JSX.Element }>>()
        .mockRejectedValueOnce(Object.assign(new Error('Loading chunk lazy-page-chrome failed. (timeout)'), { name: 'ChunkLoadError' }))
        .mockResolvedValueOnce({ default: ({ name }) => <p>Zweiter Versuch {name}</p> });
      const Part = lazyPart(load, () => <p>Ohne Teil</p>);
      render(
        <Suspense fallback={null}>
          <Part name="Anna" />
        </Suspense>,
      );
      await vi.advanceTimersByTimeAsync(249);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(2);
      vi.useRealTimers();
      expect(await screen.findByText('Zweiter Versuch Anna')).toBeInTheDocument();
      expect(screen.queryByText('Ohne Teil')).toBeNull();
      expect(handler).not.toHaveBeenCalled();
    });
  });
});
