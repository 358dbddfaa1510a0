/** The search's folding is shared (@storefront/shared/api): the search remote marks terms by the same rule. */
import { foldForSearch } from '@storefront/shared/search';

/** A LIKE pattern matching the folded term anywhere, with LIKE's own wildcards escaped (ESCAPE '\\'). */
export function likePattern(term: string): string {
  return `%${foldForSearch(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A German name as a URL slug: umlauts transliterated (ä → ae), everything not a letter or digit a hyphen. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
