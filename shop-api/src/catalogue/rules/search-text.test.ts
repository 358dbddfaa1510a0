import { describe, expect, it } from 'vitest';
import { foldForSearch } from '@storefront/shared/search';
import { likePattern, slugify } from './search-text';

describe('search folding', () => {
  it('lets "kase", "Käse" and "KAESE" find the same text', () => {
    const stored = foldForSearch('Bergkäse würzig 200 g');
    for (const term of ['kase', 'Käse', 'KAESE', 'käse', 'KÄSE', 'kaese']) {
      expect(stored, term).toContain(foldForSearch(term));
    }
  });

  it('folds ö, ü and ß and their spellings with e, and drops other accents', () => {
    expect(foldForSearch('Müsli')).toBe(foldForSearch('Muesli'));
    expect(foldForSearch('Öl')).toBe(foldForSearch('oel'));
    expect(foldForSearch('Weißbier')).toBe('weissbier');
    expect(foldForSearch('Crème fraîche')).toBe('creme fraiche');
  });

  it('escapes the LIKE wildcards of the term', () => {
    expect(likePattern('50% Rabatt_neu')).toBe('%50\\% rabatt\\_neu%');
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
  });

  it('makes URL slugs with umlauts transliterated', () => {
    expect(slugify('Käserei Hollerbach')).toBe('kaeserei-hollerbach');
    expect(slugify('Crème fraîche 125 g')).toBe('creme-fraiche-125-g');
  });
});
