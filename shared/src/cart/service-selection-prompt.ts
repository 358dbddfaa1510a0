import { DEFAULT_SERVICE_SELECTION_INTERVAL } from './cart-constants';

/** How many further attempts skip the optional prompt. */
export interface ServiceSelectionPromptState {
  readonly attemptsToSkip: number;
}

export const initialServiceSelectionPromptState: ServiceSelectionPromptState = { attemptsToSkip: 0 };

export interface ServiceSelectionPromptOptions {
  /** An optional prompt may be skipped; a required one always shows. */
  readonly optional: boolean;
  /** Attempts skipped after the prompt was shown; default 5 (doc 2 §4). */
  readonly interval?: number;
}

export interface ServiceSelectionPromptDecision {
  readonly prompt: boolean;
  readonly state: ServiceSelectionPromptState;
}

/**
 * An optional service selection prompt is shown once, then skipped for
 * `interval` further attempts, then shown again (doc 2 §4): with the default 5,
 * attempts 1, 7, 13, ... show it. A required prompt shows on every attempt and leaves the
 * state as it is. The caller asks only when no service (store or address) is
 * selected yet and keeps the returned state for the next attempt.
 *
 * @throws RangeError when the interval is not a whole number >= 0.
 */
export function shouldPromptServiceSelection(
  state: ServiceSelectionPromptState,
  { optional, interval = DEFAULT_SERVICE_SELECTION_INTERVAL }: ServiceSelectionPromptOptions,
): ServiceSelectionPromptDecision {
  if (!Number.isSafeInteger(interval) || interval < 0) {
    throw new RangeError(`interval must be a whole number >= 0, got ${interval}`);
  }
  if (!optional) return { prompt: true, state };
  if (state.attemptsToSkip > 0) return { prompt: false, state: { attemptsToSkip: state.attemptsToSkip - 1 } };
  return { prompt: true, state: { attemptsToSkip: interval } };
}
