/**
 * An ingredient's quantity for other servings: the leading number ("200 g",
 * "1,5 l", "4", "½ Bund") times the factor, rounded sensibly (whole numbers for
 * pieces, one decimal otherwise, with a decimal comma); text without a
 * leading number ("eine Prise", "nach Belieben") stays as it is.
 */
const FRACTIONS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
const LEADING = /^(\d+(?:[.,]\d+)?|[½¼¾⅓⅔])(\s*)(.*)$/u;

export function scaleQuantity(quantity: string, factor: number): string {
  const match = LEADING.exec(quantity.trim());
  if (!match || factor === 1) return quantity;
  const [, number, space, rest] = match as unknown as [string, string, string, string];
  const value = (FRACTIONS[number] ?? Number(number.replace(',', '.'))) * factor;
  const rounded = value >= 10 || Number.isInteger(Math.round(value * 10) / 10) ? Math.round(value) : Math.round(value * 10) / 10;
  const shown = rounded === 0 ? Math.round(value * 100) / 100 : rounded;
  return `${String(shown).replace('.', ',')}${space}${rest}`;
}
