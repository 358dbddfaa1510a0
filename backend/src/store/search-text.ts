/**
 * Search is case- and umlaut-insensitive (issue: "Käse" finds "kaese" and
 * "KÄSE"): both the stored text and the term are folded the same way.
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** A LIKE pattern matching the folded term anywhere, with LIKE's own wildcards escaped (ESCAPE '\\'). */
export function likePattern(term: string): string {
  return `%${foldForSearch(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
