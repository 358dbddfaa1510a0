// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BREAKPOINTS,
  MOBILE_BREAKPOINT,
  SCROLL_ANIMATION_MS,
  isBelow,
  minWidthQuery,
  useBreakpoint,
  useIsMobile,
} from './breakpoints';

/** A viewport whose width the test sets; matchMedia answers min-width queries and reports crossings. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: Array<{ minWidth: number; listeners: Set<() => void>; matches: boolean }> = [];
  const matchMedia = vi.fn((query: string) => {
    const minWidth = Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0);
    const entry = { minWidth, listeners: new Set<() => void>(), matches: width >= minWidth };
    lists.push(entry);
    return {
      get matches() {
        return width >= minWidth;
      },
      media: query,
      addEventListener: (_type: 'change', listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    resize(next: number) {
      const before = width;
      width = next;
      for (const list of lists) {
        if (before >= list.minWidth !== next >= list.minWidth) list.listeners.forEach((listener) => listener());
      }
    },
    listenerCount: () => lists.reduce((sum, list) => sum + list.listeners.size, 0),
  };
}

describe('breakpoints (doc 1 §9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are the values of the spec, mobile below lg, scroll animation 300 ms', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
    expect(MOBILE_BREAKPOINT).toBe('lg');
    expect(SCROLL_ANIMATION_MS).toBe(300);
    expect(minWidthQuery('md')).toBe('(min-width: 960px)');
    expect(isBelow('md', MOBILE_BREAKPOINT)).toBe(true);
    expect(isBelow('lg', MOBILE_BREAKPOINT)).toBe(false);
  });

  describe('useBreakpoint', () => {
    let viewport: ReturnType<typeof fakeViewport>;
    beforeEach(() => {
      viewport = fakeViewport(1279);
    });

    it('gives the breakpoint of the viewport and follows it across breakpoints', () => {
      const { result } = renderHook(() => ({ breakpoint: useBreakpoint(), mobile: useIsMobile() }));
      expect(result.current).toEqual({ breakpoint: 'md', mobile: true });

      act(() => viewport.resize(1280));
      expect(result.current).toEqual({ breakpoint: 'lg', mobile: false });

      act(() => viewport.resize(2560));
      expect(result.current.breakpoint).toBe('xxl');

      act(() => viewport.resize(599));
      expect(result.current).toEqual({ breakpoint: 'xs', mobile: true });
    });

    it('stops listening when unmounted', () => {
      const { unmount } = renderHook(() => useBreakpoint());
      expect(viewport.listenerCount()).toBeGreaterThan(0);
      unmount();
      expect(viewport.listenerCount()).toBe(0);
    });
  });

  it('is xs (mobile first) where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result, unmount } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
    unmount();
  });
});
