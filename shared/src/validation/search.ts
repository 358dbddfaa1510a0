import * as z from 'zod/mini';
import { message, NOT_A_FORM } from './rules';

/** Doc 2 §5 search: the term has at least 2 characters, blanks around it not counted. */
export const SEARCH_TERM_MIN_LENGTH = 2;

const tooShort = message('validation.minLength', SEARCH_TERM_MIN_LENGTH);

/** The search form's term; the parsed term is trimmed. An empty term is too short, not "required". */
export const searchTermField = z
  .string({ error: tooShort })
  .check(z.trim(), z.minLength(SEARCH_TERM_MIN_LENGTH, { error: tooShort }));

export const searchFormSchema = z.object({ term: searchTermField }, NOT_A_FORM);
export type SearchFormValues = z.output<typeof searchFormSchema>;

/**
 * Doc 1 §5 search flyout: a typed term searches when, trimmed, it is longer
 * than 2 characters and differs from the term searched last. (The flyout's
 * 500 ms debounce is the caller's timing, not a rule of the text.)
 */
export function isFlyoutSearchTerm(term: string, lastSearchedTerm: string): boolean {
  const trimmed = term.trim();
  return trimmed.length > 2 && trimmed !== lastSearchedTerm.trim();
}
