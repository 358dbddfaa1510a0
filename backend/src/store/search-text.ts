/**
 * Search is case- and umlaut-insensitive ("kase", "Käse" and "KAESE"
 * all find Käse): the stored text and the term are folded the same way. Case
 * goes, umlauts become their base letter, and so does their spelling with an
 * e ("ae", "oe", "ue"), since a shopper may type either or leave the dots off;
 * ß becomes ss and other accents go (Crème → creme).
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([aou])e/g, '$1');
}

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
