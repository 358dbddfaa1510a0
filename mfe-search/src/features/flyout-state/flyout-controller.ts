import type { SearchType } from '@storefront/shared/search';
import { SEARCH_DEBOUNCE_MS } from '@storefront/shared/platform/constants';
import { emptySearchResults, type ContentBlock } from '@storefront/shared/platform/schemas';
import { isFlyoutSearchTerm } from '@storefront/shared/platform/validation';
import { hasResults, type AnySearchHit, type AnySearchResults } from '../search-calls/search-calls';

export type LoadStatus = 'loading' | 'loaded';

export interface TypeState {
  readonly status: LoadStatus;
  /** Empty while loading. */
  readonly results: AnySearchResults;
}

export interface BannerState {
  readonly status: LoadStatus;
  /** null: no banner for this term (or its call failed: doc 1 §7, errors ignored). */
  readonly block: ContentBlock | null;
}

export interface FlyoutState {
  /** The input as the shopper typed it. */
  readonly input: string;
  /** The input trimmed: the term whose results the flyout shows. */
  readonly term: string;
  /** Per configured type. */
  readonly types: Readonly<Partial<Record<SearchType, TypeState>>>;
  readonly banner: BannerState;
  /** Results exist if the sum of the totals (of the loaded types) is above 0 (doc 1 §4). */
  readonly hasResults: boolean;
  /** Every type and the banner are loaded. */
  readonly settled: boolean;
}

export interface FlyoutControllerOptions {
  readonly types: readonly SearchType[];
  /** One type's search; it never rejects (a failure is an empty result, doc 1 §8), a rejection counts as one. */
  readonly searchType: (type: SearchType, term: string) => Promise<AnySearchResults>;
  /** The banner of a term; a rejection counts as "no banner". */
  readonly searchBanner: (term: string) => Promise<ContentBlock | null>;
  /** Told of each answer the flyout uses (its term is the current input), e.g. to track it. */
  readonly onAnswer?: (type: SearchType, term: string, results: AnySearchResults) => void;
  readonly debounceMs?: number;
}

export interface FlyoutController {
  getState(): FlyoutState;
  subscribe(listener: () => void): () => void;
  /** The shopper typed: the term is searched after the debounce if the rules of doc 1 §5 allow. */
  type(input: string): void;
  /** The input was set from outside (the result page's term, or '' on leaving it): nothing is searched. */
  reset(input: string): void;
  /** Stops the timer and drops answers still on their way, until the input changes again. */
  dispose(): void;
}

interface Answers {
  readonly types: Map<SearchType, AnySearchResults>;
  banner?: { readonly block: ContentBlock | null };
}

/** Answers of this many recent terms are kept: going back to a term just searched needs no new call. */
const REMEMBERED_TERMS = 20;

/**
 * The search flyout's state (doc 1 §4, §5): the term is trimmed, must be longer
 * than 2 characters and must differ from the term searched last; typing is
 * debounced 500 ms. Each type and the banner are loading from the moment a term
 * that will be searched is typed (or the input is cleared) until its answer
 * arrives, and an answer is used only while its term equals the current input:
 * answers are kept by their term, and the state shows those of the current
 * input, so an answer that arrives late for an older term never shows.
 */
export function createFlyoutController(options: FlyoutControllerOptions): FlyoutController {
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const answers = new Map<string, Answers>();
  const listeners = new Set<() => void>();
  let input = '';
  let searchedTerm = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  let state = compute();

  function compute(): FlyoutState {
    const term = input.trim();
    const known = answers.get(term);
    const types: Partial<Record<SearchType, TypeState>> = {};
    const loaded: AnySearchResults[] = [];
    for (const type of options.types) {
      const results = known?.types.get(type);
      if (results) loaded.push(results);
      types[type] = results ? { status: 'loaded', results } : { status: 'loading', results: emptySearchResults<AnySearchHit>() };
    }
    const banner: BannerState = known?.banner ? { status: 'loaded', block: known.banner.block } : { status: 'loading', block: null };
    return {
      input,
      term,
      types,
      banner,
      hasResults: hasResults(loaded),
      settled: loaded.length === options.types.length && banner.status === 'loaded',
    };
  }

  function emit(): void {
    state = compute();
    for (const listener of [...listeners]) listener();
  }

  function answersFor(term: string): Answers {
    let known = answers.get(term);
    if (!known) {
      known = { types: new Map() };
      answers.set(term, known);
      // Oldest first in a Map: forget the oldest terms beyond the limit.
      for (const old of answers.keys()) {
        if (answers.size <= REMEMBERED_TERMS) break;
        if (old !== term) answers.delete(old);
      }
    }
    return known;
  }

  function search(): void {
    timer = undefined;
    const term = input.trim();
    if (disposed || !isFlyoutSearchTerm(term, searchedTerm)) return;
    searchedTerm = term;
    answers.delete(term);
    answersFor(term);
    for (const type of options.types) {
      void options
        .searchType(type, term)
        .catch(() => emptySearchResults<AnySearchHit>())
        .then((results) => {
          if (disposed) return;
          answersFor(term).types.set(type, results);
          if (term !== input.trim()) return;
          options.onAnswer?.(type, term, results);
          emit();
        });
    }
    void options
      .searchBanner(term)
      .catch(() => null)
      .then((block) => {
        if (disposed) return;
        answersFor(term).banner = { block };
        if (term === input.trim()) emit();
      });
    emit();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    type(next) {
      disposed = false;
      input = next;
      const term = next.trim();
      clearTimeout(timer);
      timer = undefined;
      if (term === '') {
        // Cleared: the next term is searched even if it is the last one again.
        searchedTerm = '';
      } else if (isFlyoutSearchTerm(term, searchedTerm)) {
        // Loading from now on: earlier answers for this term are not this search's.
        answers.delete(term);
        timer = setTimeout(search, debounceMs);
      }
      emit();
    },
    reset(next) {
      disposed = false;
      input = next;
      clearTimeout(timer);
      timer = undefined;
      if (next.trim() === '') searchedTerm = '';
      emit();
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
