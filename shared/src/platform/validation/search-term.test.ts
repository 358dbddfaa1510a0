// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleMessage } from './rule-message';
import { anyText, anyValue, expectRuleMessages, messagesOf, RUNS } from './rule-properties.test-support';
import { isFlyoutSearchTerm, searchFormSchema, searchTermField } from './search-term';

const blanks = fc.string({ unit: fc.constantFrom(' ', '\t', '\u00a0'), maxLength: 3 });

describe('search (doc 2 §5, doc 1 §5), 1,000 inputs per property', () => {
  it('term: at least 2 characters once trimmed; the parsed term is trimmed', () => {
    fc.assert(
      fc.property(blanks, anyText, blanks, (before, text, after) => {
        const term = text.trim();
        const result = searchTermField.safeParse(`${before}${text}${after}`);
        if ([...term].length >= 2) expect(result.data).toBe(term);
        else
          expect(result.error?.issues.map((issue) => issue.message)).toEqual([ruleMessage('validation.minLength', 2)]);
      }),
      RUNS,
    );
    expect(messagesOf(searchFormSchema, { term: ' a ' })).toEqual(['validation.minLength|2']);
    expect(messagesOf(searchFormSchema, { term: 'ei' })).toEqual([]);
  });

  it('never throws on any form, and says only rule messages', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.record({ term: anyValue })), (form) => {
        expectRuleMessages(messagesOf(searchFormSchema, form));
      }),
      RUNS,
    );
  });

  it('flyout: searches a trimmed term longer than 2 characters that changed', () => {
    fc.assert(
      fc.property(blanks, anyText, anyText, (padding, term, last) => {
        const expected = term.trim().length > 2 && term.trim() !== last.trim();
        expect(isFlyoutSearchTerm(`${padding}${term}${padding}`, last)).toBe(expected);
        expect(isFlyoutSearchTerm(term, `${padding}${term}`)).toBe(false);
      }),
      RUNS,
    );
    expect(isFlyoutSearchTerm('ei', '')).toBe(false);
    expect(isFlyoutSearchTerm('eis', '')).toBe(true);
  });
});
