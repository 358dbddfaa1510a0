import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServices } from '@storefront/shared/platform/testing';
import { ShellLink, routeNameOfPath } from './shell-link';

/** An IntersectionObserver the test drives: `show()` makes every observed element visible. */
let observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean }> = [];
function show() {
  for (const observer of observers.filter((candidate) => !candidate.disconnected)) {
    observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

describe('links of the frame', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prefetch their route once they are seen, and only once', () => {
    const { services, prefetches } = createTestServices();
    render(
      <MemoryRouter>
        <ShellLink to="/sortiment/obst" services={services}>
          Obst
        </ShellLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Obst' })).toHaveAttribute('href', '/sortiment/obst');
    expect(prefetches).toEqual([]);
    act(() => show());
    act(() => show());
    expect(prefetches).toEqual(['products-slug']);
  });

  it('know the route of a path under the tenant slugs, the content catch-all for any other', () => {
    const { services } = createTestServices();
    expect(routeNameOfPath(services, '/warenkorb?x=1')).toBe('cart');
    expect(routeNameOfPath(services, '/suche/milch#treffer')).toBe('search-term');
    expect(routeNameOfPath(services, '/ueber-uns')).toBe('index');
  });
});
