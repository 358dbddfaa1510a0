import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { assignCartToCustomer, getCart, mergeCart, setCartDistributionAddress, setCrateDepositDesired, validateCart } from '@storefront/shared/cart';
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
import type { Environment } from '@storefront/server-kit/environment';
import { requireMandatoryBillingFields, withoutHiddenBillingFields } from '../rules/billing-fields';
import { CartStateError } from '../rules/cart-errors';
import { mergeLines } from '../rules/cart-lines';
import { buildCartView } from '../rules/cart-view';
import { checkOrderLimits } from '../../checkout';
import { appointableOf } from '../rules/validation';
import { anonymousCartIdOf, clearCartCookie } from '../rules/visitor-cart';
import { HttpError, invalidField } from '@storefront/server-kit/http/errors';
import { windowExpired, windowFull } from '../../distribution';
import type { ShopStore } from '../../platform/shop-store';
import { requireFeature } from '@storefront/server-kit/tenants/feature-gates';
import { cartCalls } from './cart-calls';
import { registerCartItemRoutes } from './cart-items';
import { registerDiscountCodeRoutes } from './cart-discount-codes';

/** An optional text part as stored: trimmed, and left out when empty (doc 2 §5: it is no placeholder part). */
function given<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  const trimmed = value?.trim();
  return trimmed ? ({ [key]: trimmed } as Partial<Record<K, string>>) : {};
}

/** A planned payment is one of the payment methods of doc 2 §9 or the gift card (doc 2 §4). */
const PAYMENT_METHOD_KEYS: readonly string[] = [...PAYMENT_METHOD_IDS, GIFT_CARD_PAYMENT.methodKey];

/**
 * The cart calls, the line items (cart-items.ts) and the discount
 * codes (cart-discount-codes.ts) among them. Every call that changes the cart
 * answers the cart as it now is; a FINALIZED cart refuses every change with
 * errorCode 3 (doc 2 §8).
 */
export const cartRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (app, options) => {
  const calls = cartCalls(app, options);
  const { store, environment, route, current, present, change } = calls;

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
        view.cart.deliveryPassLineItem ? 'Der Lieferpass wird mit einem Einkauf bestellt: Bitte legen Sie Artikel in den Warenkorb.' : 'Ihr Warenkorb ist leer.',
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
   * naming it.
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
    // The gift card is paid from the wallet, which the tenant may not offer.
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

  registerCartItemRoutes(calls);
  registerDiscountCodeRoutes(calls);

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
