import { isChunkLoadError } from '../build-updates/chunk-load-error';
import type { PageError } from './page-error';

/** Noise a browser reports as an error of the window, which breaks nothing of the page. */
const BROWSER_NOISE = /^ResizeObserver loop/;

/**
 * What an unhandled error of the window (an `error` or `unhandledrejection` event) does to the page
 * (doc 1 §8: fatal or unhandled errors navigate to the error page, default status 500): the error page,
 * as a 500 with the error's message and the error itself for the report's stack trace. Not for what is
 * not the shop's own fault or is handled elsewhere, which is only reported:
 * - a chunk that failed to load (the build watcher reloads into the new build, or the slot shows its fallback);
 * - a cancelled request (AbortError);
 * - an error of a script from another origin, which the browser hides as "Script error." with no error object;
 * - a browser's ResizeObserver loop notice.
 */
export function pageErrorOfUnhandled(error: unknown, message: string): PageError | null {
  if (error === undefined || error === null) return null;
  if (isChunkLoadError(error)) return null;
  if (typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError') return null;
  if (BROWSER_NOISE.test(message)) return null;
  return { status: 500, message, cause: error };
}
