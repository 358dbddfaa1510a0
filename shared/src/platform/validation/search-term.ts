import * as z from 'zod/mini';
import { SEARCH_TERM_MIN_LENGTH } from '../constants';
import { message, NOT_A_FORM } from './rules';

/**
 * The search result page's term has at least 2 characters, blanks around it
 * not counted (doc 2 §5). (The flyout's "longer than 2" of doc 1 §5 is
 * SEARCH_TERM_MIN_LENGTH of the constants.)
 */
export const SEARCH_FORM_TERM_MIN_LENGTH = 2;

const tooShort = message('validation.minLength', SEARCH_FORM_TERM_MIN_LENGTH);

/** The search form's term; the parsed term is trimmed. An empty term is too short, not "required". */
export const searchTermField = z
  .string({ error: tooShort })
  .check(z.trim(), z.minLength(SEARCH_FORM_TERM_MIN_LENGTH, { error: tooShort }));

export const searchFormSchema = z.object({ term: searchTermField }, NOT_A_FORM);
export type SearchFormValues = z.output<typeof searchFormSchema>;

/**
 * A term typed in the search flyout searches when, trimmed, it is longer than
 * 2 characters and differs from the term searched last (doc 1 §5). (The flyout's
 * 500 ms debounce is the caller's timing, not a rule of the text.)
 */
export function isFlyoutSearchTerm(term: string, lastSearchedTerm: string): boolean {
  const trimmed = term.trim();
  return trimmed.length >= SEARCH_TERM_MIN_LENGTH && trimmed !== lastSearchedTerm.trim();
}
