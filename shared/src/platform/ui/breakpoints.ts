import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, MOBILE_BREAKPOINT, SCROLL_ANIMATION_MS } from '../constants';

/** The UI breakpoints (each the smallest viewport width it covers), the mobile one, the scroll animation. */
export { BREAKPOINTS, MOBILE_BREAKPOINT, SCROLL_ANIMATION_MS };

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Smallest to largest. */
const ORDER = Object.keys(BREAKPOINTS) as Breakpoint[];

/** The media query that matches from this breakpoint up, e.g. `(min-width: 1280px)` for lg. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** True when `breakpoint` is smaller than `than` (`isBelow(useBreakpoint(), MOBILE_BREAKPOINT)`: mobile). */
export function isBelow(breakpoint: Breakpoint, than: Breakpoint): boolean {
  return BREAKPOINTS[breakpoint] < BREAKPOINTS[than];
}

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

function currentBreakpoint(): Breakpoint {
  if (!hasMatchMedia()) return 'xs';
  // The largest breakpoint whose min-width query matches; xs (0) always does.
  let current: Breakpoint = 'xs';
  for (const breakpoint of ORDER) {
    if (window.matchMedia(minWidthQuery(breakpoint)).matches) current = breakpoint;
  }
  return current;
}

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => undefined;
  const lists = ORDER.slice(1).map((breakpoint) => window.matchMedia(minWidthQuery(breakpoint)));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/**
 * The breakpoint of the current viewport, updated when the viewport crosses one
 * (matchMedia, no resize listener). Without matchMedia it is xs: mobile first.
 */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, currentBreakpoint, () => 'xs');
}

/** True below MOBILE_BREAKPOINT. */
export function useIsMobile(): boolean {
  return isBelow(useBreakpoint(), MOBILE_BREAKPOINT);
}
