import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialServiceSelectionPromptState,
  shouldPromptServiceSelection,
  type ServiceSelectionPromptOptions,
} from './service-selection-prompt';

function attempts(count: number, options: ServiceSelectionPromptOptions): boolean[] {
  let state = initialServiceSelectionPromptState;
  const shown: boolean[] = [];
  for (let i = 0; i < count; i += 1) {
    const decision = shouldPromptServiceSelection(state, options);
    shown.push(decision.prompt);
    state = decision.state;
  }
  return shown;
}

describe('service selection prompt (doc 2 §4)', () => {
  it('shows an optional prompt once, then skips it for 5 further attempts by default', () => {
    expect(attempts(13, { optional: true })).toEqual([
      true, false, false, false, false, false,
      true, false, false, false, false, false,
      true,
    ]);
  });

  it('follows a configured interval', () => {
    expect(attempts(5, { optional: true, interval: 1 })).toEqual([true, false, true, false, true]);
    expect(attempts(3, { optional: true, interval: 0 })).toEqual([true, true, true]);
  });

  it('always shows a required prompt and leaves the state alone', () => {
    const state = { attemptsToSkip: 3 };
    expect(shouldPromptServiceSelection(state, { optional: false })).toEqual({ prompt: true, state });
  });

  it('rejects an interval that is not a whole number >= 0', () => {
    expect(() => shouldPromptServiceSelection(initialServiceSelectionPromptState, { optional: true, interval: -1 })).toThrow(
      RangeError,
    );
    expect(() => shouldPromptServiceSelection(initialServiceSelectionPromptState, { optional: true, interval: 1.5 })).toThrow(
      RangeError,
    );
  });

  it('shows the optional prompt on every (interval + 1)-th attempt, starting with the first (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(20), (count, interval) => {
        const shown = attempts(count, { optional: true, interval });
        const expected = Array.from({ length: count }, (_, index) => index % (interval + 1) === 0);
        expect(shown).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
