import type { Product } from './catalogue';

/** The labels a listing filters by and a tile shows as a badge. */
export const PRODUCT_TAGS = ['bio', 'regional'] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

/** "Bio" as its own word, "Bio-Äpfel", or an organic brand ("Frischmarkt Bio"). */
const BIO = /(^|[\s(])bio(?=[\s-]|$)/iu;
/** An Austrian region in the label or the maker's name ("aus der Steiermark", "Wachau", "Tiroler Bergkäserei", "Österreichischer Sekt"). */
const REGIONAL = /steiermark|steirisch|wachau|tirol|kärnt|vorarlberg|burgenland|waldviertel|weinviertel|mühlviertel|österreich|regional/iu;

/**
 * The tags of a product, read from its name and brand as the shelf label
 * shows them (the product data has no tag field): organic and regional.
 */
export function productTags(product: Pick<Product, 'name' | 'brand'>): ProductTag[] {
  const tags: ProductTag[] = [];
  if (BIO.test(product.name) || BIO.test(product.brand?.name ?? '')) tags.push('bio');
  if (REGIONAL.test(product.name) || REGIONAL.test(product.brand?.name ?? '')) tags.push('regional');
  return tags;
}
