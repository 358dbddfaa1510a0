/**
 * Marks where the typed term occurs in a result's title, found the way the
 * search itself finds it (case- and umlaut-insensitive: "kase", "KAESE" and
 * "käse" all mark "Käse"; ß matches ss; accents are ignored). The backend
 * folds the whole text; here every character is folded on its own so each
 * folded character still knows which characters of the title it came from.
 */
import { foldSearchCharacters } from '@storefront/shared/search';

/** A run of the title, marked when it is part of a match. */
export interface TitleSegment {
  readonly text: string;
  readonly match: boolean;
}

/** One folded character and the span of the original text it stands for. */
interface FoldedChar {
  char: string;
  start: number;
  end: number;
}

/**
 * The folded text, character by character. "ae", "oe" and "ue" fold to their
 * first letter, as an umlaut written with an e (the e joins that letter's
 * span); like a global replace, a letter that took an e takes no second one.
 */
function fold(text: string): FoldedChar[] {
  const folded: FoldedChar[] = [];
  let mayTakeE = false;
  let index = 0;
  for (const original of text) {
    const start = index;
    index += original.length;
    for (const char of foldSearchCharacters(original)) {
      const previous = folded.at(-1);
      if (char === 'e' && mayTakeE && previous) {
        previous.end = index;
        mayTakeE = false;
        continue;
      }
      folded.push({ char, start, end: index });
      mayTakeE = char === 'a' || char === 'o' || char === 'u';
    }
  }
  return folded;
}

/**
 * The title in runs, the occurrences of the term marked. A blank term, or a
 * term the title does not contain, gives the whole title unmarked.
 */
export function highlightTerm(title: string, term: string): TitleSegment[] {
  const needle = fold(term.trim())
    .map((folded) => folded.char)
    .join('');
  if (needle === '') return [{ text: title, match: false }];
  const haystack = fold(title);
  const text = haystack.map((folded) => folded.char).join('');

  const ranges: Array<[number, number]> = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
    const start = haystack[at]!.start;
    const end = haystack[at + needle.length - 1]!.end;
    const last = ranges.at(-1);
    // A match that starts inside the previous one's characters (ß = ss) extends it.
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }

  const segments: TitleSegment[] = [];
  let position = 0;
  for (const [start, end] of ranges) {
    if (start > position) segments.push({ text: title.slice(position, start), match: false });
    segments.push({ text: title.slice(start, end), match: true });
    position = end;
  }
  if (position < title.length || segments.length === 0) segments.push({ text: title.slice(position), match: false });
  return segments;
}
