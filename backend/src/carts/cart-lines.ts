import { randomUUID } from 'node:crypto';
import type { Cart, Product } from '@storefront/shared/schemas';
import type { StoredCart, StoredLineItem } from '../store/shop-store';

/**
 * doc 2 §4, §9: a cart is free-service when orderValue >= freeOfChargeThreshold,
 * a value the cart carries (doc 2 §3). 50 € is this shop's choice; the spec shows none.
 */
export const FREE_OF_CHARGE_THRESHOLD = 5000;

/**
 * doc 2 §4, adding an item: an item already in the cart has its quantity
 * raised, a new one gets its own line; either way the quantity is capped at
 * the product's maxQuantity.
 */
export function addToLines(lines: readonly StoredLineItem[], product: Product, quantity: number): StoredLineItem[] {
  const existing = lines.find((line) => line.sku === product.sku);
  if (!existing) {
    return [...lines, { lineItemId: randomUUID(), sku: product.sku, quantity: Math.min(quantity, product.maxQuantity) }];
  }
  const raised = Math.min(existing.quantity + quantity, product.maxQuantity);
  return lines.map((line) => (line === existing ? { ...line, quantity: raised } : line));
}

/**
 * The cart as the storefront sees it (cartSchema): lines with their full
 * products and the prices summed in cents (doc 2 §9). orderValue is the value
 * of the articles; total adds the bottle deposits (depositPrice) on top.
 * A line whose product has left the catalogue is not shown.
 */
export function presentCart(cart: StoredCart, products: ReadonlyMap<string, Product>): Cart {
  const productLineItems = cart.lines.flatMap((line) => {
    const product = products.get(line.sku);
    return product ? [{ lineItemId: line.lineItemId, product, quantity: line.quantity }] : [];
  });
  let orderValue = 0;
  let deposits = 0;
  for (const { product, quantity } of productLineItems) {
    orderValue += product.price.regular.value * quantity;
    deposits += (product.price.depositPrice?.value ?? 0) * quantity;
  }
  return {
    id: cart.id,
    customerId: cart.customerId,
    cartStatus: 'OPEN',
    payments: [],
    lineItemCount: productLineItems.length,
    productLineItems,
    voucherLineItems: [],
    discountCodes: [],
    unavailableLineItems: [],
    freeOfChargeThreshold: FREE_OF_CHARGE_THRESHOLD,
    priceInfo: { orderValue, total: orderValue + deposits },
  };
}
