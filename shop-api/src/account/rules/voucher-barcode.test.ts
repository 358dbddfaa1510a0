import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, CODE128_STOP, code128BValues, voucherBarcodeSvg } from './voucher-barcode';
import { decodeBarcodeSvg } from './voucher-barcode.test-support';

describe('Code 128 B voucher barcodes', () => {
  it('has the 107 distinct symbols of the standard: 11 modules each (the stop 13), an even number of them black', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((pattern, value) => {
      const widths = [...pattern].map(Number);
      const modules = widths.reduce((sum, width) => sum + width, 0);
      expect(modules, `symbol ${value}`).toBe(value === CODE128_STOP ? 13 : 11);
      const black = widths.filter((_, element) => element % 2 === 0).reduce((sum, width) => sum + width, 0);
      expect(black % 2, `symbol ${value}`).toBe(0);
    });
  });

  it('encodes start B, the characters, the weighted check symbol modulo 103 and the stop', () => {
    // "PV-1": P=48, V=54, -=13, 1=17; (104 + 48 + 2·54 + 3·13 + 4·17) mod 103 = 367 mod 103 = 58.
    expect(code128BValues('PV-1')).toEqual([104, 48, 54, 13, 17, 58, 106]);
    expect(() => code128BValues('Grüße')).toThrow();
  });

  it('draws bars that read back as the code, for any printable ASCII code', () => {
    // Every character of code set B once, and a thousand codes drawn by a fixed seed.
    const every = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
    expect(decodeBarcodeSvg(voucherBarcodeSvg(every))).toBe(every);
    let seed = 20260;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let run = 0; run < 1000; run += 1) {
      const code = Array.from({ length: 1 + (next() % 40) }, () => String.fromCharCode(32 + (next() % 95))).join('');
      expect(decodeBarcodeSvg(voucherBarcodeSvg(code)), code).toBe(code);
    }
  });

  it('keeps the quiet zone white and names the code for screen readers, escaped', () => {
    const svg = voucherBarcodeSvg('A<&"B');
    expect(svg).toContain('aria-label="A&#60;&#38;&#34;B"');
    expect(svg).toMatch(/<rect x="20" y="0"/);
    expect(decodeBarcodeSvg(svg)).toBe('A<&"B');
  });
});
