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
});
