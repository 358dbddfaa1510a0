import { randomUUID } from 'node:crypto';
import { nextQuantityOnAdd } from '@storefront/shared/cart';
import type { Product } from '@storefront/shared/catalogue';
import type { CartChange, StoredCart, StoredLineItem } from '../store/carts';

export type AddOutcome =
  | { readonly outcome: 'added'; readonly lines: StoredLineItem[]; readonly quantity: number; readonly capped: boolean }
  | { readonly outcome: 'maxquantityreached' };

/**
 * Adding an item: an item already in the cart has its quantity raised, a new
 * one gets its own line; either way the quantity is capped at the product's
 * maxQuantity and kept a whole number of quantityStepSize (the shared rule
 * nextQuantityOnAdd). A line already at the maximum is maxquantityreached
 *.
 */
export function addToLines(lines: readonly StoredLineItem[], product: Product, quantity: number): AddOutcome {
  const existing = lines.find((line) => line.sku === product.sku);
  const current = existing?.quantity ?? 0;
  const next = nextQuantityOnAdd({
    currentQuantity: current,
    requested: quantity,
    maxQuantity: product.maxQuantity,
    quantityStepSize: product.quantityStepSize,
  });
  if (next.outcome === 'maxquantityreached') return next;
  const capped = next.quantity < current + quantity;
  if (!existing) {
    return { outcome: 'added', capped, quantity: next.quantity, lines: [...lines, { lineItemId: randomUUID(), sku: product.sku, quantity: next.quantity }] };
  }
  return {
    outcome: 'added',
    capped,
    quantity: next.quantity,
    lines: lines.map((line) => (line === existing ? { ...line, quantity: next.quantity } : line)),
  };
}

/** Products that cannot be put in a cart now (doc 2 §4 availability). */
export function orderable(product: Product): boolean {
  return product.availability !== 'unavailable' && product.availability !== 'temporarilyUnavailable';
}

/**
 * Merging carts: the lines of the other cart go into the target; a product in
 * both has its quantities added, capped at maxQuantity. Lines whose product is
 * gone from the catalogue stay out.
 */
export function mergeLines(
  target: readonly StoredLineItem[],
  source: readonly StoredLineItem[],
  products: ReadonlyMap<string, Product>,
): StoredLineItem[] {
  let lines = [...target];
  for (const line of source) {
    const product = products.get(line.sku);
    if (!product) continue;
    const result = addToLines(lines, product, line.quantity);
    if (result.outcome === 'added') lines = result.lines;
  }
  return lines;
}

/** A voucher line as the cart shows it (automatic ones are not stored). */
export interface ShownVoucherLine {
  readonly articleId: string;
  readonly lineItemId: string;
}

/** The line ids that are none of the cart's: no article, not its delivery pass, no voucher it shows. */
export function unknownLineItemIds(cart: StoredCart, lineItemIds: readonly string[], shownVouchers: readonly ShownVoucherLine[]): string[] {
  return lineItemIds.filter(
    (id) =>
      !cart.lines.some((line) => line.lineItemId === id) &&
      id !== cart.details.deliveryPass?.lineItemId &&
      !shownVouchers.some((voucher) => voucher.lineItemId === id),
  );
}

/**
 * DELETE /api/carts/items/multiple: articles, the delivery pass and vouchers
 * by their line ids. A removed voucher stays out of the cart, an automatic one
 * too, until the shopper adds it again.
 */
export function withoutLines(cart: StoredCart, lineItemIds: readonly string[], shownVouchers: readonly ShownVoucherLine[]): CartChange {
  const removedVouchers = shownVouchers.filter((voucher) => lineItemIds.includes(voucher.lineItemId)).map((voucher) => voucher.articleId);
  const { deliveryPass, ...details } = cart.details;
  const passRemoved = deliveryPass !== undefined && lineItemIds.includes(deliveryPass.lineItemId);
  return {
    lines: cart.lines.filter((line) => !lineItemIds.includes(line.lineItemId)),
    details: {
      ...details,
      ...(deliveryPass && !passRemoved ? { deliveryPass } : {}),
      vouchers: details.vouchers.filter((articleId) => !removedVouchers.includes(articleId)),
      declinedVouchers: [...details.declinedVouchers.filter((articleId) => !removedVouchers.includes(articleId)), ...removedVouchers],
    },
  };
}

/**
 * DELETE /api/carts/items/all: the articles, the delivery pass and the
 * vouchers the shopper added go; vouchers removed before may come back by
 * themselves, as in a new cart.
 */
export function emptied(cart: StoredCart): CartChange {
  const { deliveryPass: _removed, ...details } = cart.details;
  return { lines: [], details: { ...details, vouchers: [], declinedVouchers: [] } };
}
