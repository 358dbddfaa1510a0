import type { ProductAvailability } from '@storefront/shared/catalogue';

/** How an article is sold: by the piece (default), per kg (weightArticle), or by the piece priced by weight (weightPieceArticle). */
export type SoldAs = 'piece' | 'perKg' | 'pieceByWeight';

export interface ItemOptions {
  /** Set for the shop's oldest articles, which keep their skus; new ones are numbered by shelf. */
  readonly sku?: string;
  /** Another brand than the shelf's. */
  readonly brand?: string;
  /** A loyalty price in cents; null for none. Without it every third article of a shelf gets one. */
  readonly loyaltyPrice?: number | null;
  /** Deposit (Pfand) in cents on top of the price, when the shelf's is not the right one. */
  readonly depositPrice?: number;
  readonly maxQuantity?: number;
  /** Ordered in multiples of this (quantityStepSize). */
  readonly step?: number;
  /** bundleInfo and bundleSize: how the bundle reads on the shelf and how many pieces it holds. */
  readonly bundle?: readonly [string, number];
  readonly sold?: SoldAs;
  readonly availability?: ProductAvailability;
}

/**
 * One article: its name as the shelf label reads, its price in cents (per kg
 * for an article sold per kg), and what differs from the shelf.
 */
export type Item = readonly [name: string, priceCents: number, options?: ItemOptions];

/** The articles of one leaf category and what they share. */
export interface Shelf {
  /** Slug of the leaf category. */
  readonly category: string;
  /** The brand of most of the shelf's articles. */
  readonly brand: string;
  readonly depositPrice?: number;
  readonly maxQuantity?: number;
  /** Spirits, wine and beer: 'ageRestricted' (doc 2 §4). */
  readonly availability?: ProductAvailability;
  readonly items: readonly Item[];
}

/** Austria's deposit on a single-use bottle or can (since 2025) and on a returnable glass bottle, in cents. */
export const SINGLE_USE_DEPOSIT = 25;
export const RETURNABLE_BOTTLE_DEPOSIT = 20;
