import { CENTS_PER_EURO } from '../constants';

/**
 * The product fields tracking reads, all optional so a partial
 * product (a search hit, a favorite) can be tracked too.
 */
export interface TrackableProduct {
  readonly sku?: string | null | undefined;
  readonly name?: string | null | undefined;
  readonly productId?: string | number | null | undefined;
  readonly brand?: { readonly name?: string | null | undefined } | null | undefined;
  /** Names, or category objects with a name. */
  readonly parentCategories?:
    | ReadonlyArray<string | { readonly name?: string | null | undefined } | null | undefined>
    | null
    | undefined;
  readonly price?: { readonly regular?: { readonly value?: number | null | undefined } | null | undefined } | null | undefined;
  readonly weightArticle?: boolean | null | undefined;
  readonly weightPieceArticle?: boolean | null | undefined;
}

export interface ProductTracking {
  readonly sku: string | undefined;
  readonly name: string | undefined;
  readonly productId: string | undefined;
  readonly brand: string | undefined;
  /** The parent categories' names, in order, empty ones left out. */
  readonly parentCategories: string[];
  /** price.regular.value / 100 (doc 1 §3), undefined when the product has no price. */
  readonly price: number | undefined;
  readonly weightArticle: boolean;
  readonly weightPieceArticle: boolean;
}

function text(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const result = String(value);
  return result.length > 0 ? result : undefined;
}

function categoryName(category: string | { readonly name?: string | null | undefined } | null | undefined): string | undefined {
  return typeof category === 'string' ? text(category) : text(category?.name);
}

/** What tracking reads from a product; missing optional fields become undefined, [] or false. */
export function productToTracking(product: TrackableProduct): ProductTracking {
  const cents = product.price?.regular?.value;
  return {
    sku: text(product.sku),
    name: text(product.name),
    productId: text(product.productId),
    brand: text(product.brand?.name),
    parentCategories: (product.parentCategories ?? []).flatMap((category) => categoryName(category) ?? []),
    price: typeof cents === 'number' && Number.isFinite(cents) ? cents / CENTS_PER_EURO : undefined,
    weightArticle: product.weightArticle === true,
    weightPieceArticle: product.weightPieceArticle === true,
  };
}
