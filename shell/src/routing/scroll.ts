import { matchPath } from 'react-router-dom';
import { SCROLL_ANIMATION_MS } from '@storefront/shared/platform/constants';
import type { RouteName } from '@storefront/shared/platform/contracts';
import { routePattern } from './paths';

/**
 * Routes that keep the scroll position on a new page (doc 1 §2: "unless its
 * route disables it"): moving between the profile's sections keeps the
 * section navigation where the shopper is.
 */
export const KEEPS_SCROLL: ReadonlySet<RouteName> = new Set(['profile-sub']);

/**
 * The scroll animation takes 300 ms (ease in-out, doc 1 §9); with reduced
 * motion the page jumps. Returns a function that stops the animation.
 */
export function animateScrollTo(top: number, duration = SCROLL_ANIMATION_MS): () => void {
  const start = window.scrollY;
  const distance = top - start;
  if (distance === 0 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, top);
    return () => undefined;
  }
  let frame = 0;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, start + distance * eased);
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/**
 * A new page scrolls to the top unless both pages belong to a route that
 * keeps the position; a hash scrolls to its element, animated on
 * the same page (300 ms, doc 1 §9).
 */
export function applyScrollRules(previous: string, pathname: string, hash: string, slugs: Readonly<Record<string, string>>): void {
  const samePath = previous === pathname;
  if (hash) {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      const top = target.getBoundingClientRect().top + window.scrollY;
      if (samePath) animateScrollTo(top);
      else window.scrollTo(0, top);
      return;
    }
  }
  if (samePath) return;
  const keeps = [...KEEPS_SCROLL].some((name) => {
    const pattern = routePattern(name, slugs);
    return matchPath(pattern, pathname) !== null && matchPath(pattern, previous) !== null;
  });
  if (!keeps) window.scrollTo(0, 0);
}
