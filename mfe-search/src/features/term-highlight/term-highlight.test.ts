import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldForSearch } from '@storefront/shared/search';
import { highlightTerm, type TitleSegment } from './term-highlight';

function marked(segments: readonly TitleSegment[]): string[] {
  return segments.filter((segment) => segment.match).map((segment) => segment.text);
}

describe('highlightTerm', () => {
  it('marks the term wherever it occurs, ignoring case', () => {
    expect(highlightTerm('Bio Vollmilch 3,5 % Fett, bio', 'BIO')).toEqual([
      { text: 'Bio', match: true },
      { text: ' Vollmilch 3,5 % Fett, ', match: false },
      { text: 'bio', match: true },
    ]);
  });

  it('finds umlauts typed without dots or with an e, and ß as ss', () => {
    expect(marked(highlightTerm('Bergkäse gerieben', 'kase'))).toEqual(['käse']);
    expect(marked(highlightTerm('Bergkäse gerieben', 'KAESE'))).toEqual(['käse']);
    expect(marked(highlightTerm('Kaesekrainer', 'käse'))).toEqual(['Kaese']);
    expect(marked(highlightTerm('Weißbrot', 'weiss'))).toEqual(['Weiß']);
    expect(marked(highlightTerm('Crème fraîche', 'creme'))).toEqual(['Crème']);
  });

  it('leaves a title without the term, and a blank term, unmarked', () => {
    expect(highlightTerm('Äpfel Gala', 'birne')).toEqual([{ text: 'Äpfel Gala', match: false }]);
    expect(highlightTerm('Äpfel Gala', '   ')).toEqual([{ text: 'Äpfel Gala', match: false }]);
    expect(highlightTerm('', 'käse')).toEqual([{ text: '', match: false }]);
  });

  it('ignores the spaces around the term, as the search does', () => {
    expect(marked(highlightTerm('Frische Milch', '  milch '))).toEqual(['Milch']);
  });

  it('marks a match that ends in the middle of ß as the whole ß', () => {
    expect(marked(highlightTerm('Maß', 'mas'))).toEqual(['Maß']);
  });

  const germanText = fc
    .array(fc.constantFrom(...'aeoiusnrtkmlbgh AEOUKMäöüÄÖÜßé-1'.split('')), { maxLength: 24 })
    .map((chars) => chars.join(''));

  it('keeps every character of the title, in order', () => {
    fc.assert(
      fc.property(germanText, germanText, (title, term) => {
        expect(highlightTerm(title, term).map((segment) => segment.text).join('')).toBe(title);
      }),
    );
  });

  it('marks something exactly when the search would find the term in the title', () => {
    fc.assert(
      fc.property(germanText, germanText, (title, term) => {
        const needle = foldForSearch(term.trim());
        const found = needle !== '' && foldForSearch(title).includes(needle);
        expect(marked(highlightTerm(title, term)).length > 0).toBe(found);
      }),
    );
  });

  it('marks text that itself contains the term, and never two runs side by side', () => {
    fc.assert(
      fc.property(germanText, germanText, (title, term) => {
        const segments = highlightTerm(title, term);
        const needle = foldForSearch(term.trim());
        for (const [index, segment] of segments.entries()) {
          if (!segment.match) continue;
          expect(segment.text).not.toBe('');
          expect(segments[index + 1]?.match ?? false).toBe(false);
          // A marked run may cover a whole ß where only one s matched, so compare with ß as s.
          expect(foldForSearch(segment.text).replaceAll('ss', 's')).toContain(needle.replaceAll('ss', 's'));
        }
      }),
    );
  });
});
