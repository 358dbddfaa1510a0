import type { Product } from './catalogue';

/** The base a unit price is quoted in: per kilogram or per litre (as German price labels do). */
export type UnitPriceBase = 'kg' | 'l';

export interface NetQuantity {
  /** The whole pack's content in the base unit: 9 for "6 × 1,5 l", 0.125 for "125 g". */
  readonly amount: number;
  readonly base: UnitPriceBase;
}

export interface UnitPrice {
  /** The price of one kg or one litre, in cents, rounded to the cent. */
  readonly cents: number;
  readonly base: UnitPriceBase;
}

const FACTORS: Readonly<Record<string, readonly [number, UnitPriceBase]>> = {
  kg: [1, 'kg'],
  g: [0.001, 'kg'],
  l: [1, 'l'],
  ml: [0.001, 'l'],
  cl: [0.01, 'l'],
};

/**
 * A content such as "1 kg", "125 g", "6 × 1,5 l", "4 x 0,33 l" or "ca. 150 g",
 * the way the shelf label writes it: an optional count with "×" or "x", a
 * number with a decimal comma or point, a unit. The last one in the text wins
 * ("Joghurt 3,6 % 500 g" is 500 g).
 */
const CONTENT = /(?:(\d{1,3})\s*[×x]\s*)?(\d{1,5}(?:[.,]\d{1,3})?)\s*(kg|g|ml|cl|l)(?![a-zäöüß])/giu;

/** The pack's net content read from its shelf label (name, then bundleInfo); undefined when it names none. */
export function netQuantityOf(product: Pick<Product, 'name' | 'bundleInfo'>): NetQuantity | undefined {
  for (const text of [product.bundleInfo, product.name]) {
    if (!text) continue;
    let last: NetQuantity | undefined;
    for (const match of text.matchAll(CONTENT)) {
      const count = match[1] ? Number(match[1]) : 1;
      const value = Number(match[2]!.replace(',', '.'));
      const [factor, base] = FACTORS[match[3]!.toLowerCase()]!;
      const amount = count * value * factor;
      if (amount > 0) last = { amount, base };
    }
    if (last) return last;
  }
  return undefined;
}

/**
 * The price per kg or litre a price label shows beside the price (the spec
 * is silent on it; Austrian and German law ask for it). An article sold by
 * weight (weightArticle) is priced per kg already; any other article's price
 * is divided by the net content its label names. Without a content, none.
 */
export function unitPriceOf(
  product: Pick<Product, 'name' | 'bundleInfo' | 'weightArticle'>,
  priceCents: number,
): UnitPrice | undefined {
  if (product.weightArticle) return { cents: priceCents, base: 'kg' };
  const quantity = netQuantityOf(product);
  if (!quantity) return undefined;
  return { cents: Math.round(priceCents / quantity.amount), base: quantity.base };
}
