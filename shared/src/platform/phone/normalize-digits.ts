// Fullwidth (U+FF10-U+FF19) and Arabic-Indic digits (U+0660-U+0669, extended
// U+06F0-U+06F9) read as 0-9 (doc 1 §5).
const DIGIT_BLOCKS = [0xff10, 0x0660, 0x06f0] as const;
const OTHER_DIGITS = /[\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9]/g;

/** The text with every fullwidth and Arabic-Indic digit as its ASCII digit; nothing else changes. */
export function normalizeDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
}
