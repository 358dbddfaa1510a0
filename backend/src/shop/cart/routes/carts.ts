import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  addCartItem,
  addCartItems,
  addDiscountCode,
  assignCartToCustomer,
  getCart,
  mergeCart,
  removeAllCartItems,
  removeCartItems,
  removeDiscountCode,
  setCartDistributionAddress,
  setCrateDepositDesired,
  validateCart,
  type AddCartItemsResult,
  type Cart,
} from '@storefront/shared/cart';
import {
  addCartPayment,
  cleanCartPayments,
  finalizeCart,
  removeCartPayment,
  resetCart,
  setCartBillingAddress,
  setCartDistributionTimeSlot,
  GIFT_CARD_PAYMENT,
  PAYMENT_METHOD_IDS,
} from '@storefront/shared/checkout';
import { distributionAddressSchema, type DistributionAddress } from '@storefront/shared/distribution';
import type { Environment } from '../../../kit/environment';
import { requireMandatoryBillingFields, withoutHiddenBillingFields } from '../rules/billing-fields';
import { CartStateError, voucherRefused } from '../rules/cart-errors';
import { addToLines, emptied, mergeLines, orderable, unknownLineItemIds, withoutLines } from '../rules/cart-lines';
import { buildCartView, shownVoucherLines } from '../rules/cart-view';
import { checkOrderLimits } from '../../checkout/rules/order-config';
import { appointableOf } from '../rules/validation';
import { anonymousCartIdOf, clearCartCookie, visitorCart } from '../rules/visitor-cart';
import { redemptionRefusal } from '../rules/vouchers';
import { HttpError, invalidField } from '../../../kit/http/errors';
import { operationRouter } from '../../platform/operation-router';
import { requireCustomer, sessionCustomerId } from '../../account/rules/session';
import { windowExpired, windowFull } from '../../distribution/store/distribution';
import { DISCOUNT_CODES_PER_CART, type CartDetails } from '../store/carts';
import type { ShopStore, StoredCart } from '../../platform/shop-store';
import { requireFeature } from '../../../kit/tenants/feature-gates';

/** An optional text part as stored: trimmed, and left out when empty (doc 2 §5: it is no placeholder part). */
function given<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  const trimmed = value?.trim();
  return trimmed ? ({ [key]: trimmed } as Partial<Record<K, string>>) : {};
}

/** A planned payment is one of the payment methods of doc 2 §9 or the gift card (doc 2 §4). */
const PAYMENT_METHOD_KEYS: readonly string[] = [...PAYMENT_METHOD_IDS, GIFT_CARD_PAYMENT.methodKey];

/**
 * The cart calls (doc 2 §7). Every call that changes the cart answers the cart
 * as it now is; a FINALIZED cart refuses every change with errorCode 3 (doc 2 §8).
 */
export const cartRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (app, { store, environment }) => {
  const current = (request: FastifyRequest, reply: FastifyReply) => visitorCart(request, reply, store, environment);
  /** The checkout settings of the request's tenant (doc 2 §5), by which its cart is validated. */
  const present = async (request: FastifyRequest, cart: StoredCart): Promise<Cart> =>
    (await buildCartView(store, cart, request.tenant)).cart;
  /** Changes the visitor's OPEN cart in one transaction and answers it. */
  const change = async (
    request: FastifyRequest,
    reply: FastifyReply,
    update: (cart: StoredCart) => { lines?: StoredCart['lines']; details?: CartDetails },
  ): Promise<Cart> => {
    const cart = await current(request, reply);
    return present(request, await store.carts.update(cart.id, update));
  };
  /** The store the shopper picked, when given: one of the shop's stores. */
  const knownStore = (storeId: string | undefined): string | undefined => {
    if (storeId !== undefined && !store.distribution.findStore(storeId)) throw invalidField('storeId', 'Unbekannter Markt');
    return storeId;
  };
  const route = operationRouter(app, { store, environment });

  /**
   * A billing field the request's tenant hides is ignored, not refused
   * (doc 2 §5), so it is dropped before the address's rules read the body: a saved
   * address may carry a VAT id the shop does not ask for, and the storefront
   * sends saved addresses as they are.
   */
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.operation === setCartBillingAddress) {
      request.body = withoutHiddenBillingFields(request.body, request.tenant.checkout.billingFields);
    }
  });

  route(getCart, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return present(request, await current(request, reply));
  });

  route(validateCart, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const view = await buildCartView(store, await current(request, reply), request.tenant);
    return { cartDTO: view.cart, errors: view.errors.map((error) => ({ code: error.code, message: error.message })) };
  });

  /** OPEN → FINALIZED before payment: only a cart without validation errors, within the order limits. */
  route(finalizeCart, async (_input, request, reply) => {
    const cart = await current(request, reply);
    if (cart.status === 'FINALIZED') throw new CartStateError('finalized');
    const view = await buildCartView(store, cart, request.tenant);
    // A pass alone is no grocery order: it is bought with one.
    if (view.cart.productLineItems.length === 0) {
      throw new HttpError(
        409,
        'cartEmpty',
        view.cart.deliveryPassLineItem ? 'Der Liefer-Pass wird mit einem Einkauf bestellt: Bitte legen Sie Artikel in den Warenkorb.' : 'Ihr Warenkorb ist leer.',
      );
    }
    if (view.errors.length > 0) {
      throw new HttpError(409, 'cartInvalid', 'Bitte vervollständigen Sie Ihre Bestellung.', { errors: view.errors });
    }
    checkOrderLimits(view.serviceType, view.cart.priceInfo.orderValue, view.cart.weight ?? 0);
    const finalized = await store.carts.finalize(
      cart.id,
      (latest) => {
        // Changed by another request since it was checked: the shopper checks again.
        if (latest.updatedAt !== cart.updatedAt) throw new HttpError(409, 'cartChanged', 'Ihr Warenkorb hat sich gerade geändert.');
      },
      // The articles and prices the shopper confirms now: the order sends these to the retail gateway.
      view.pricedLines,
    );
    // Finalizing changes nothing but the status of the cart just checked.
    return { ...view.cart, cartStatus: finalized.status };
  });

  /** FINALIZED → OPEN (doc 2 §2: entering checkout with a finalized cart resets it); an OPEN cart stays as it is. */
  route(resetCart, async (_input, request, reply) => {
    const cart = await current(request, reply);
    return present(request, await store.carts.reset(cart.id));
  });

  /**
   * The billing fields by the request's tenant: a field it hides is ignored
   * (dropped by the hook above, not kept), a mandatory one missing is 400
   * naming it (doc 2 §5).
   */
  route(setCartBillingAddress, async ({ body }, request, reply) => {
    const billingAddress = requireMandatoryBillingFields(body, request.tenant.checkout.billingFields);
    return change(request, reply, (cart) => ({ details: { ...cart.details, billingAddress } }));
  });

  /**
   * After login the browser's anonymous cart becomes the customer's (doc 2 §4).
   * Only the cart this browser holds (its cartId cookie) can be claimed; the
   * customer's previous current cart is ABANDONED. While either cart is
   * FINALIZED its payment is running: errorCode 3 (doc 2 §8, to payment
   * finalization), and nothing changes, the cookie included.
   */
  route(assignCartToCustomer, async ({ query: { anonymousCartId }, customer }, request, reply) => {
    if (anonymousCartIdOf(request) !== anonymousCartId) throw new CartStateError('gone');
    const cart = await store.carts.assignToCustomer(anonymousCartId, customer.id);
    clearCartCookie(reply, environment);
    return present(request, cart);
  });

  /**
   * The browser's anonymous cart merged into the customer's (doc 2 §4); the
   * anonymous cart is ABANDONED. As set-customer: errorCode 3 and nothing
   * changed while either cart is FINALIZED.
   */
  route(mergeCart, async ({ params: { id }, customer }, request, reply) => {
    if (anonymousCartIdOf(request) !== id) throw new CartStateError('gone');
    const source = await store.carts.find(id);
    const target = await store.carts.findCurrentForCustomer(customer.id);
    const products = await store.catalogue.findProducts([...(source?.lines ?? []), ...(target?.lines ?? [])].map((line) => line.sku));
    const merged = await store.carts.merge(id, customer.id, (into, from) => mergeLines(into, from, products));
    clearCartCookie(reply, environment);
    return present(request, merged);
  });

  route(setCrateDepositDesired, async ({ body: { crateDepositDesired } }, request, reply) =>
    change(request, reply, (cart) => ({ details: { ...cart.details, crateDepositDesired } })),
  );

  /**
   * A planned payment: at most one gift card payment and one payment with a
   * method; a new one replaces the planned one of its kind.
   */
  route(addCartPayment, async ({ body: { methodKey, brandName, amount } }, request, reply) => {
    if (!PAYMENT_METHOD_KEYS.includes(methodKey)) throw invalidField('methodKey', `Unbekannte Zahlungsart: ${methodKey}`);
    const giftCard = methodKey === GIFT_CARD_PAYMENT.methodKey;
    // The gift card is paid from the wallet (doc 2 §4), which the tenant may not offer.
    if (giftCard) requireFeature(request.tenant, 'featureWallet');
    return change(request, reply, (cart) => ({
      details: {
        ...cart.details,
        payments: [
          ...cart.details.payments.filter((payment) => (payment.methodKey === GIFT_CARD_PAYMENT.methodKey) !== giftCard),
          { id: randomUUID(), methodKey, amountPlanned: amount, ...(brandName ? { brandName } : {}) },
        ],
      },
    }));
  });

  route(cleanCartPayments, async (_input, request, reply) =>
    change(request, reply, (cart) => ({ details: { ...cart.details, payments: [] } })),
  );

  route(removeCartPayment, async ({ params: { id } }, request, reply) =>
    change(request, reply, (cart) => {
      if (!cart.details.payments.some((payment) => payment.id === id)) {
        throw new HttpError(404, 'paymentNotFound', 'Diese Zahlung ist nicht im Warenkorb.');
      }
      return { details: { ...cart.details, payments: cart.details.payments.filter((payment) => payment.id !== id) } };
    }),
  );

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
    requireSingle(quantity, 'Ein Liefer-Pass');
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
   * maxquantityreached (doc 2 §4). An article that cannot be ordered now is
   * refused. The spec has no other call for them (doc 2 §7), so the sku may also
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

  /** Adds several items at once (a recipe, a favourites list); what could not be added is named with its reason. */
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

  /**
   * A known code is kept on the cart whatever its state: the cart validation
   * names why it does not apply (doc 2 §8: 223, 227, 228, 229). An unknown code is 404.
   * One code per cart, as at a grocer's till (the automatic vouchers need no
   * code and stand beside it): the same code again changes nothing, another
   * one is 409 `discountCodeLimitReached` naming the code held, which the
   * shopper removes first. Doc 2 §8's 227 would not fit: it says a code has
   * been used up by its orders, a state the cart validation reports, while
   * this refuses a call and leaves the cart as it was.
   */
  route(addDiscountCode, async ({ body: { code } }, request, reply) => {
    const discount = store.discountCodes.find(code);
    if (!discount) throw new HttpError(404, 'discountCodeNotFound', 'Diesen Rabattcode kennen wir leider nicht.');
    return change(request, reply, (cart) => {
      const held = cart.details.discountCodes;
      if (held.includes(discount.code)) return {};
      if (held.length >= DISCOUNT_CODES_PER_CART) {
        const heldCode = held[0] ?? '';
        throw new HttpError(
          409,
          'discountCodeLimitReached',
          `Pro Einkauf kann ein Rabattcode eingelöst werden. Entfernen Sie zuerst den Code ${heldCode}, um ${discount.code} einzulösen.`,
          { heldCode },
        );
      }
      return { details: { ...cart.details, discountCodes: [...held, discount.code] } };
    });
  });

  route(removeDiscountCode, async ({ query: { code } }, request, reply) =>
    change(request, reply, (cart) => {
      const kept = cart.details.discountCodes.filter((held) => held.toLowerCase() !== code.toLowerCase());
      if (kept.length === cart.details.discountCodes.length) {
        throw new HttpError(404, 'discountCodeNotFound', 'Dieser Rabattcode ist nicht im Warenkorb.');
      }
      return { details: { ...cart.details, discountCodes: kept } };
    }),
  );

  /**
   * The distribution address: click and collect at an open store; delivery to
   * an address, assigned to the delivery area of its postal code (none: the
   * validation answers 132), with the delivery phone number and the text for
   * the driver when given (doc 2 §5; left out when empty). A chosen window is
   * kept: if it no longer fits, the validation answers 022.
   */
  route(setCartDistributionAddress, async ({ body: input }, request, reply) => {
    let address: DistributionAddress;
    if (input.distributionType === 'CLICK_AND_COLLECT') {
      const shop = store.distribution.findStore(input.storeId);
      if (!shop) throw new HttpError(404, 'storeNotFound', 'Diesen Markt gibt es nicht.');
      // A store without a picking unit picks no orders: it takes none, as a closed one.
      if (shop.status !== 'OPEN' || shop.pickingUnitIds.length === 0) throw new HttpError(409, 'storeClosed', 'Dieser Markt nimmt keine Bestellungen an.');
      address = distributionAddressSchema.parse({ ...input, pickingUnitIds: shop.pickingUnitIds, deliveryAreaNumber: undefined });
    } else {
      const { deliveryPhoneNumber, deliveryAddressText, ...parts } = input;
      const area = store.distribution.deliveryAreaForPostalCode(input.postalCode);
      address = distributionAddressSchema.parse({
        ...parts,
        ...given('deliveryPhoneNumber', deliveryPhoneNumber),
        ...given('deliveryAddressText', deliveryAddressText),
        storeId: area?.storeId,
        deliveryAreaNumber: area?.deliveryAreaNumber,
        pickingUnitIds: area?.pickingUnitIds ?? [],
      });
    }
    return change(request, reply, (cart) => ({ details: { ...cart.details, distributionAddress: address } }));
  });

  /** A window of the cart's store or delivery area that can still be booked. */
  route(setCartDistributionTimeSlot, async ({ body: { id } }, request, reply) => {
    const now = new Date();
    return change(request, reply, (cart) => {
      const address = cart.details.distributionAddress;
      if (!address) throw new HttpError(409, 'distributionMissing', 'Bitte wählen Sie zuerst Lieferung oder Abholung.');
      const window = store.distribution.findWindow(id);
      if (!window) throw new HttpError(404, 'timeSlotNotFound', 'Dieses Zeitfenster gibt es nicht.');
      if (window.appointableId !== appointableOf(address) || window.serviceType !== address.distributionType) {
        throw new HttpError(409, 'timeSlotNotForAddress', 'Dieses Zeitfenster gilt nicht für die gewählte Adresse.');
      }
      if (windowExpired(window, now)) throw new HttpError(409, 'timeSlotExpired', 'Dieses Zeitfenster kann nicht mehr gebucht werden.');
      if (windowFull(window)) throw new HttpError(409, 'timeSlotFull', 'Dieses Zeitfenster ist ausgebucht.');
      return { details: { ...cart.details, timeSlotId: window.id } };
    });
  });
};
