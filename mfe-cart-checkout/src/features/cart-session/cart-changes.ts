import {
  addCartItem,
  addCartItems,
  nextQuantityOnAdd,
  removeAllCartItems,
  removeCartItems,
  type AddCartItemsResult,
  type AddOutcome,
  type Cart,
  type ProductLineItem,
} from '@storefront/shared/cart';
import { call, isUnclearFailure } from '@storefront/shared/platform/api';
import { storeQuery, type CartCore } from './cart-core';
import type { BulkItem } from './cart-session-state';
import type { CartTracker } from './cart-tracking';
import type { ServiceSelection } from './service-selection';

/** The shopper's changes of the cart's lines, each queued after the one before (the core's queue). */
export interface CartChanges {
  addItem(request: { readonly sku: string; readonly quantity: number }): Promise<AddOutcome>;
  addItems(items: readonly BulkItem[]): Promise<{ readonly added: number; readonly notAdded: readonly string[] } | 'abortedserviceselection'>;
  setQuantity(line: ProductLineItem, quantity: number): Promise<void>;
  removeLines(lineItemIds: readonly string[]): Promise<void>;
  removeAll(): Promise<void>;
}

/** Whether the cart holds this sku as its delivery pass or as a voucher (by its article id), not as an article. */
function isExtraLine(cart: Cart | null | undefined, sku: string): boolean {
  if (!cart) return false;
  return cart.deliveryPassLineItem?.sku === sku || (cart.voucherLineItems ?? []).some((voucher) => voucher.articleId === sku);
}

export function createCartChanges(core: CartCore, serviceSelection: ServiceSelection, { track }: CartTracker): CartChanges {
  const { intentCall, change, enqueue } = core;

  /** The cart an add starts from: a service (store or address) is chosen first, unless the tenant's prompt is optional (doc 2 §4). */
  async function cartWithService(): Promise<Cart | null | 'abortedserviceselection'> {
    const cart = await core.currentCart();
    if (cart?.distributionAddress) return cart;
    if ((await serviceSelection.forAdd()) === 'aborted') return 'abortedserviceselection';
    return core.state().cart ?? null;
  }

  async function addItem({ sku, quantity }: { sku: string; quantity: number }): Promise<AddOutcome> {
    return enqueue(async () => {
      const cart = await cartWithService();
      if (cart === 'abortedserviceselection') return cart;
      const line = cart?.productLineItems.find((item) => item.product.sku === sku);
      let amount = quantity;
      if (line) {
        // Already in the cart: raised, capped at maxQuantity in whole steps.
        const next = nextQuantityOnAdd({
          currentQuantity: line.quantity,
          requested: quantity,
          maxQuantity: line.product.maxQuantity,
          quantityStepSize: line.product.quantityStepSize,
        });
        if (next.outcome === 'maxquantityreached') return 'maxquantityreached';
        amount = next.quantity - line.quantity;
      }
      const updated = await change(() => intentCall(addCartItem, { body: { sku, quantity: amount }, query: storeQuery(cart) }));
      // A delivery pass or a voucher has a line of its own: added when the cart now holds it and did not before.
      if (!line && isExtraLine(updated, sku)) return isExtraLine(cart, sku) ? 'maxquantityreached' : 'added';
      const after = updated.productLineItems.find((item) => item.product.sku === sku);
      const before = line?.quantity ?? 0;
      // The backend caps too: a line that did not grow was already at its maximum.
      if (!after || after.quantity <= before) return 'maxquantityreached';
      track('add', after.product, after.quantity - before);
      return 'added';
    });
  }

  async function addItems(items: readonly BulkItem[]) {
    return enqueue(async () => {
      const cart = await cartWithService();
      if (cart === 'abortedserviceselection') return cart;
      const before = new Map((cart?.productLineItems ?? []).map((line) => [line.product.sku, line.quantity]));
      let result: AddCartItemsResult | undefined;
      await change(async () => {
        result = await intentCall(addCartItems, { body: { items: items.map(({ sku, quantity }) => ({ sku, quantity })) }, query: storeQuery(cart) });
        return result.cartDTO;
      });
      let added = 0;
      for (const line of result?.cartDTO.productLineItems ?? []) {
        const grown = line.quantity - (before.get(line.product.sku) ?? 0);
        if (grown > 0 && items.some((item) => item.sku === line.product.sku)) {
          added += 1;
          track('add', line.product, grown);
        }
      }
      // Which items were not added, by name (the request's, else the sku): the shopper sees them in a dialog.
      const notAdded = (result?.notAddedOrUpdatedItems ?? []).map(({ sku }) => items.find((item) => item.sku === sku)?.name ?? sku);
      if (notAdded.length > 0) core.setState({ dialog: { kind: 'not-added', names: notAdded } });
      return { added, notAdded };
    });
  }

  async function setQuantity(line: ProductLineItem, quantity: number): Promise<void> {
    return enqueue(async () => {
      if (quantity === line.quantity) return;
      const cart = core.state().cart;
      if (quantity > line.quantity) {
        const updated = await change(() =>
          intentCall(addCartItem, { body: { sku: line.product.sku, quantity: quantity - line.quantity }, query: storeQuery(cart) }),
        );
        const after = updated.productLineItems.find((item) => item.lineItemId === line.lineItemId);
        if (after && after.quantity > line.quantity) track('add', after.product, after.quantity - line.quantity);
        return;
      }
      // doc 2 §7 has no call that lowers a quantity: the line is removed and added back with the new quantity.
      try {
        await change(() => intentCall(removeCartItems, { query: { lineItemIds: [line.lineItemId] } }));
      } catch (error) {
        // Without a clear answer the removal may have been applied: the cart read again tells. Gone, the line
        // goes back with the new quantity below, so the shopper never loses an article to a lost answer.
        if (!isUnclearFailure(error)) throw error;
        const now = await core.load().catch(() => undefined);
        if (now === undefined || now?.productLineItems.some((item) => item.lineItemId === line.lineItemId)) throw error;
      }
      const readd = () => change(() => intentCall(addCartItem, { body: { sku: line.product.sku, quantity }, query: storeQuery(cart) }));
      try {
        await readd();
      } catch (error) {
        // The line must not be lost. Refused, it goes back with the quantity it had (a new change, with its own key).
        if (!isUnclearFailure(error)) {
          await change(() => call(core.services.api, addCartItem, { body: { sku: line.product.sku, quantity: line.quantity }, query: storeQuery(cart) })).catch(
            () => undefined,
          );
          throw error;
        }
        // Without a clear answer the add may have been applied: once more under its key (applied once either
        // way); failing again without a clear answer, the cart is read again rather than guessed (enqueue).
        await readd();
      }
      track('remove', line.product, line.quantity - quantity);
    });
  }

  async function removeLines(lineItemIds: readonly string[]): Promise<void> {
    return enqueue(async () => {
      const removed = (core.state().cart?.productLineItems ?? []).filter((line) => lineItemIds.includes(line.lineItemId));
      await change(() => intentCall(removeCartItems, { query: { lineItemIds: [...lineItemIds] } }));
      for (const line of removed) track('remove', line.product, line.quantity);
    });
  }

  async function removeAll(): Promise<void> {
    return enqueue(async () => {
      const removed = core.state().cart?.productLineItems ?? [];
      await change(() => intentCall(removeAllCartItems));
      for (const line of removed) track('remove', line.product, line.quantity);
    });
  }

  return { addItem, addItems, setQuantity, removeLines, removeAll };
}
