import { describe, expect, it } from 'vitest';
import { brandsByLetter } from './use-brands';

const brand = (name: string) => ({ slug: name.toLowerCase(), name, productCount: 1 });

describe('brands by letter', () => {
  it('groups by first letter, umlauts under their base letter, digits first', () => {
    expect(brandsByLetter([brand('Obsthof'), brand('Öko-Feld'), brand('Alpenhof'), brand('3 Pauly')]).map(([letter, brands]) => [letter, brands.map((b) => b.name)])).toEqual([
      ['0–9', ['3 Pauly']],
      ['A', ['Alpenhof']],
      ['O', ['Obsthof', 'Öko-Feld']],
    ]);
  });
});
