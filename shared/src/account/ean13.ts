/**
 * The EAN-13 check digit of the first 12 digits: weights 1 and 3 alternate from
 * the left, and the check digit makes the weighted sum a multiple of 10.
 */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

/** A club card number is exactly 13 digits whose last one is the EAN-13 check digit of the others (doc 2 §5). */
export function isValidEan13(value: string): boolean {
  return /^[0-9]{13}$/.test(value) && ean13CheckDigit(value) === Number(value[12]);
}
