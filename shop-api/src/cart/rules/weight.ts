import type { Product } from '@storefront/shared/catalogue';

/** What an article weighs when its name states no quantity (a herb pot, a pack of rolls). */
export const DEFAULT_ARTICLE_GRAMS = 250;

const UNIT_GRAMS: Readonly<Record<string, number>> = { kg: 1000, g: 1, l: 1000, ml: 1 };
/** "6 × 1,5 l", "2x500 g", "1 kg", "750 ml", "ca. 300 g": an optional count, then an amount and a unit. */
const QUANTITY = /(?:(\d+)\s*[×x]\s*)?(\d+(?:[.,]\d+)?)\s*(kg|g|ml|l)\b/i;

/**
 * The weight of one unit of an article in grams, for the cart's weight and
 * the order weight limit. The catalogue states net quantities in
 * the article name the way shelf labels do; liquids count one gram per ml.
 * Packaging is not counted. An article sold by weight counts 1 kg per unit of quantity.
 */
export function netWeightGrams(product: Pick<Product, 'name' | 'bundleInfo' | 'weightArticle'>): number {
  // An article sold per kg is priced per kg and its quantity counts kilograms.
  if (product.weightArticle) return 1000;
  for (const text of [product.bundleInfo, product.name]) {
    const match = text ? QUANTITY.exec(text) : null;
    if (!match) continue;
    const [, count = '1', amount = '0', unit = 'g'] = match;
    return Math.round(Number(count) * Number(amount.replace(',', '.')) * (UNIT_GRAMS[unit.toLowerCase()] ?? 1));
  }
  return DEFAULT_ARTICLE_GRAMS;
}
