import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addCartItem, addCartItems, removeAllCartItems, removeCartItems, type AddCartItemsResult } from '@storefront/shared/cart';
import { voucherRefused } from '../rules/cart-errors';
import { addToLines, emptied, orderable, unknownLineItemIds, withoutLines } from '../rules/cart-lines';
import { shownVoucherLines } from '../rules/cart-view';
import { redemptionRefusal } from '../rules/vouchers';
import { HttpError, invalidField } from '@storefront/server-kit/http/errors';
import { requireCustomer, sessionCustomerId } from '../../account';
import { requireFeature } from '@storefront/server-kit/tenants/feature-gates';
import type { CartCalls } from './cart-calls';

/**
 * The cart's line items (doc 2 §3, §7): articles, and the delivery pass and
 * vouchers, which the spec adds and removes by the same calls.
 */
export function registerCartItemRoutes({ store, environment, route, current, present, change }: CartCalls): void {
  /** The store the shopper picked, when given: one of the shop's stores. */
  const knownStore = (storeId: string | undefined): string | undefined => {
    if (storeId !== undefined && !store.distribution.findStore(storeId)) throw invalidField('storeId', 'Unbekannter Markt');
    return storeId;
  };

  /** A delivery pass or a voucher is bought or redeemed once: quantity 1. */
  const requireSingle = (quantity: number, what: string) => {
    if (quantity !== 1) throw invalidField('quantity', `${what} kann nur einmal in den Warenkorb gelegt werden (Menge 1).`);
  };

  /**
   * The delivery pass in the cart (deliveryPassLineItem): customers only, behind
   * the tenant's featureCustomerDeliveryPass (doc 2 §3, §6). One pass per cart:
   * another offer replaces the one in the cart, the same offer again changes nothing.
   */
  const addDeliveryPass = async (request: FastifyRequest, reply: FastifyReply, sku: string, quantity: number, storeId: string | undefined) => {
    requireSingle(quantity, 'Ein Lieferpass');
    requireFeature(request.tenant, 'featureCustomerDeliveryPass');
    await requireCustomer(request, reply, store, environment);
    return change(request, reply, (cart) => ({
      details: {
        ...cart.details,
        ...(storeId ? { storeId } : {}),
        deliveryPass: cart.details.deliveryPass?.sku === sku ? cart.details.deliveryPass : { lineItemId: randomUUID(), sku },
      },
    }));
  };

  /**
   * A voucher the shopper may redeem online (see carts/vouchers.ts), one line per
   * voucher (voucherLineItems, doc 2 §3). Added again it stays one line; a
   * voucher the shopper removed comes back.
   */
  const addVoucher = async (request: FastifyRequest, reply: FastifyReply, articleId: string, quantity: number, storeId: string | undefined) => {
    const customerId = await sessionCustomerId(request, store);
    const customer = customerId ? await store.customers.findById(customerId) : undefined;
    const holding = store.vouchers.holding(articleId, customer?.id ?? null);
    if (!holding) return undefined;
    // Personal and loyalty (joe) vouchers come from the loyalty club's promotions (doc 2 §3).
    if (holding.kind !== 'general') requireFeature(request.tenant, 'featureJoe');
    requireSingle(quantity, 'Ein Gutschein');
    const refusal = redemptionRefusal(holding, customer, new Date());
    // A guest gets the session error of every customer-only call (and stale session cookies are cleared).
    if (refusal === 'customerOnly') await requireCustomer(request, reply, store, environment);
    if (refusal) throw voucherRefused(refusal);
    return change(request, reply, (cart) => ({
      details: {
        ...cart.details,
        ...(storeId ? { storeId } : {}),
        vouchers: cart.details.vouchers.includes(articleId) ? cart.details.vouchers : [...cart.details.vouchers, articleId],
        declinedVouchers: cart.details.declinedVouchers.filter((declined) => declined !== articleId),
      },
    }));
  };

  /**
   * Adds or raises a line, capped at maxQuantity in whole steps; a line already
   * at its maximum stays as it is, which the storefront reports as
   * maxquantityreached. An article that cannot be ordered now is
   * refused. The spec has no other call for them, so the sku may also
   * be a delivery pass offer's (deliveryPassLineItem) or a voucher's articleId (voucherLineItems).
   */
  route(addCartItem, async ({ query, body: { sku, quantity } }, request, reply) => {
    const storeId = knownStore(query.storeId);
    const product = await store.catalogue.findProduct(sku);
    if (!product) {
      if (store.deliveryPasses.findOffer(sku)) return addDeliveryPass(request, reply, sku, quantity, storeId);
      const withVoucher = await addVoucher(request, reply, sku, quantity, storeId);
      if (withVoucher) return withVoucher;
      throw new HttpError(404, 'productNotFound', 'Dieses Produkt gibt es nicht (mehr).');
    }
    if (!orderable(product)) throw new HttpError(409, 'productUnavailable', 'Dieses Produkt ist derzeit nicht erhältlich.');
    return change(request, reply, (cart) => {
      const added = addToLines(cart.lines, product, quantity);
      return {
        ...(added.outcome === 'added' ? { lines: added.lines } : {}),
        details: storeId ? { ...cart.details, storeId } : cart.details,
      };
    });
  });

  /** Adds several items at once (a recipe, a favorites list); what could not be added is named with its reason. */
  route(addCartItems, async ({ query, body: { items } }, request, reply) => {
    const storeId = knownStore(query.storeId);
    const products = await store.catalogue.findProducts(items.map((item) => item.sku));
    const notAddedOrUpdatedItems: AddCartItemsResult['notAddedOrUpdatedItems'] = [];
    const cart = await current(request, reply);
    const updated = await store.carts.update(cart.id, (open) => {
      let lines = open.lines;
      notAddedOrUpdatedItems.length = 0;
      for (const { sku, quantity } of items) {
        const product = products.get(sku);
        if (!product) {
          notAddedOrUpdatedItems.push({ sku, quantity, reason: 'productNotFound' });
          continue;
        }
        if (!orderable(product)) {
          notAddedOrUpdatedItems.push({ sku, quantity, reason: 'productUnavailable' });
          continue;
        }
        const before = lines.find((line) => line.sku === sku)?.quantity ?? 0;
        const added = addToLines(lines, product, quantity);
        if (added.outcome === 'maxquantityreached') {
          notAddedOrUpdatedItems.push({ sku, quantity, reason: 'maxQuantityReached' });
          continue;
        }
        lines = added.lines;
        if (added.capped) notAddedOrUpdatedItems.push({ sku, quantity: before + quantity - added.quantity, reason: 'maxQuantityReached' });
      }
      return { lines, details: storeId ? { ...open.details, storeId } : open.details };
    });
    return { notAddedOrUpdatedItems, cartDTO: await present(request, updated) };
  });

  route(removeAllCartItems, async (_input, request, reply) => change(request, reply, emptied));

  /** Articles, the delivery pass and vouchers (automatic ones too) by their line ids; any unknown id removes nothing. */
  route(removeCartItems, async ({ query: { lineItemIds } }, request, reply) => {
    const cart = await current(request, reply);
    // Automatic voucher lines are not stored: the ones the shopper sees are the ones they can remove.
    const shownVouchers = await shownVoucherLines(store, cart, request.tenant);
    return present(
      request,
      await store.carts.update(cart.id, (open) => {
        const unknown = unknownLineItemIds(open, lineItemIds, shownVouchers);
        if (unknown.length > 0) {
          throw new HttpError(404, 'lineItemNotFound', 'Dieser Artikel ist nicht (mehr) im Warenkorb.', { lineItemIds: unknown });
        }
        return withoutLines(open, lineItemIds, shownVouchers);
      }),
    );
  });
}
