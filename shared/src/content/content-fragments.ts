import * as z from 'zod/mini';
import { contentBlockSchema } from '../platform/schemas/content-block';
import { givenText } from './content';

/* The props of the content remote's fragments (shared/src/platform/contracts/fragments.ts). */

/** Props of the `content-blocks` fragment: the blocks to render (e.g. the search flyout's emptyResultsContent). */
export const contentBlocksFragmentPropsSchema = z.object({ blocks: z.array(contentBlockSchema) });
export type ContentBlocksFragmentProps = z.infer<typeof contentBlocksFragmentPropsSchema>;

/**
 * Props of the `not-found-content` fragment (doc 1 §2 error page): the error
 * data's custom error-page slug, when it carries one.
 */
export const notFoundContentFragmentPropsSchema = z.optional(z.nullable(z.object({ errorPageSlug: z.optional(givenText(2048)) })));
export type NotFoundContentFragmentProps = z.infer<typeof notFoundContentFragmentPropsSchema>;

/** The path of the content-managed not-found page when the error data names no other. */
export const NOT_FOUND_PAGE_PATH = '/seite-nicht-gefunden';
