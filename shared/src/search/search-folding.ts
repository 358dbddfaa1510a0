/**
 * How the search matches text (doc 1 §5, search case- and umlaut-insensitive):
 * "kase", "Käse" and "KAESE" all find Käse. The backend folds the stored text
 * and the term with foldForSearch; the search remote marks the term in a title
 * with the same character rule, so what is marked is what was found.
 */

/** Case goes (German rules), ß becomes ss and accents go (Crème → creme, ä → a). */
export function foldSearchCharacters(text: string): string {
  return text
    .toLocaleLowerCase('de-DE')
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The whole text folded: every character as foldSearchCharacters folds it, and
 * an umlaut spelt with an e ("ae", "oe", "ue") as its base letter, since a
 * shopper may type either or leave the dots off.
 */
export function foldForSearch(text: string): string {
  return foldSearchCharacters(text).replace(/([aou])e/g, '$1');
}
