import { CODE128_MODULO, CODE128_PATTERNS, CODE128_START_B, CODE128_STOP } from './voucher-barcode';

/**
 * Reads a barcode SVG of voucherBarcodeSvg back: the bars' module positions,
 * the element widths between them, the symbols those widths are, and the text
 * of the data symbols after the start and check symbols are verified.
 */
export function decodeBarcodeSvg(svg: string): string {
  const module = 2;
  const bars = [...svg.matchAll(/<rect x="(\d+)" y="0" width="(\d+)" height="\d+"\/>/g)].map((match) => ({
    start: Number(match[1]) / module,
    width: Number(match[2]) / module,
  }));
  const widths: number[] = [];
  bars.forEach((bar, index) => {
    const previous = bars[index - 1];
    if (previous) widths.push(bar.start - (previous.start + previous.width));
    widths.push(bar.width);
  });
  const values: number[] = [];
  for (let at = 0; at < widths.length; at += 6) {
    // The stop symbol has a seventh element, its termination bar.
    const length = widths.length - at === 7 ? 7 : 6;
    const pattern = widths.slice(at, at + length).join('');
    const value = CODE128_PATTERNS.indexOf(pattern);
    if (value < 0) throw new Error(`no Code 128 symbol ${pattern}`);
    values.push(value);
    if (length === 7) break;
  }
  const [start, ...rest] = values;
  const stop = rest.pop();
  const check = rest.pop();
  if (start !== CODE128_START_B || stop !== CODE128_STOP) throw new Error('not a Code 128 B symbol');
  const sum = rest.reduce((total, value, index) => total + value * (index + 1), start);
  if (sum % CODE128_MODULO !== check) throw new Error('check symbol does not match');
  return String.fromCharCode(...rest.map((value) => value + 32));
}
