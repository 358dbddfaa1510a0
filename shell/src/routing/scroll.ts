import { SCROLL_ANIMATION_MS } from '@storefront/shared/constants';

/**
 * doc 1 §9: the scroll animation takes 300 ms (ease in-out); with reduced
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
