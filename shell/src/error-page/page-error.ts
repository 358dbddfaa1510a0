import { atom } from 'jotai';
import type { PageErrorInput } from '@storefront/shared/platform/contracts';
import type { ContentBlock } from '@storefront/shared/platform/schemas';

/**
 * The error data of the error page. Without a status an error
 * is a 500 (doc 1 §8: default error status 500).
 */
export interface PageError {
  readonly status?: number;
  readonly message: string;
  /** A 404 may name another content-managed not-found page. */
  readonly errorPageSlug?: string;
  /** A 404 may carry one more content component to show below the page. */
  readonly additionalComponent?: ContentBlock;
  /** The thrown error, for the report's stack trace. */
  readonly cause?: unknown;
}

export const DEFAULT_ERROR_STATUS = 500;

/** An unknown route or a failed validity check is a fatal 404 'Page Not Found: {path}' (doc 1 §5, §8). */
export function notFoundError(path: string): PageError {
  return { status: 404, message: `Page Not Found: ${path}` };
}

/**
 * An error a remote raised for the page at `path` (navigation.showError); the
 * page outlet shows it while the shopper stays on that path.
 */
export const raisedPageErrorAtom = atom<{ readonly path: string; readonly error: PageError } | null>(null);

/** The error data a remote sent, read as the error page's (doc 1 §2, §8). */
export function raisedPageError(input: PageErrorInput, path: string): PageError {
  const status = input.status ?? DEFAULT_ERROR_STATUS;
  return {
    status,
    message: input.message ?? (status === 404 ? notFoundError(path).message : `Error ${status}`),
    ...(input.errorPageSlug !== undefined && { errorPageSlug: input.errorPageSlug }),
    // The content remote's fragment checks the block with the content block schema.
    ...(input.additionalComponent !== undefined && { additionalComponent: input.additionalComponent as ContentBlock }),
  };
}
