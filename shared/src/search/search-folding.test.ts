import { describe, expect, it } from 'vitest';
import { foldForSearch, foldSearchCharacters } from './search-folding';

describe('the search folding', () => {
  it.each([
    ['Käse', 'kase'],
    ['KAESE', 'kase'],
    ['Grüner Tee', 'gruner tee'],
    ['Weißbier', 'weissbier'],
    ['Crème fraîche', 'creme fraiche'],
    ['Öl', 'ol'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('folds characters without joining an umlaut spelt with an e, so each keeps its own place', () => {
    expect(foldSearchCharacters('Kaese')).toBe('kaese');
    expect(foldSearchCharacters('Süß')).toBe('suss');
  });
});
