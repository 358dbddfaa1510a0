/** The character that hides an order number's digits in tracking. */
export const ORDER_NUMBER_MASK_CHAR = '*';

/**
 * In tracking the order number is masked except its last character
 * (doc 1 §7, doc 2 §9): '100234' → '*****4'. Length is kept (counted in characters, so an
 * emoji or other astral character counts once); '' stays '' and a single
 * character stays as it is.
 */
export function maskOrderNumber(orderNumber: string | number, maskChar: string = ORDER_NUMBER_MASK_CHAR): string {
  const characters = Array.from(String(orderNumber));
  const last = characters.at(-1);
  if (last === undefined) return '';
  return maskChar.repeat(characters.length - 1) + last;
}
