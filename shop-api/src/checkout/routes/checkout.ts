import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { getPaymentStatus, submitCheckout, type CheckoutResult, GIFT_CARD_PAYMENT, PAYMENT_ERROR_TEXTS, PAYMENT_METHOD_IDS } from '@storefront/shared/checkout';
import { getOrderConfig } from '@storefront/shared/cart';
import type { Environment } from '@storefront/server-kit/environment';
import { buildCartView } from '../../cart';
import { ORDER_CONFIG, checkOrderLimits } from '../rules/order-config';
import { amountToAuthorize, orderTotal } from '../../cart';
import { orderIntakeRefusal, retailGatewayError } from '../rules/retail-gateway';
import { CART_VALIDATION_TEXTS } from '@storefront/shared/cart';
import { visitorCart } from '../../cart';
import { HttpError, invalidField } from '@storefront/server-kit/http/errors';
import { operationRouter } from '../../platform/operation-router';
import { CheckoutConflict } from '../store/orders';
import type { ProviderPayment } from '../store/provider-payments';
import type { ShopStore } from '../../platform/shop-store';
import { requireFeature } from '@storefront/server-kit/tenants/feature-gates';
import { PROVIDER_NAME, providerCheckoutPath } from '../../payment-provider';

/** Methods the local payment provider handles with its redirect page; the others need no provider step. */
export const REDIRECT_METHODS: readonly string[] = ['credit-cards', 'paypal'];

/** A payment error travels in customPayload.paymentError { code, description }. */
export function paymentError(code: string, description: string, status = 402): HttpError {
  return new HttpError(status, 'paymentError', description, { paymentError: { code, description } });
}

/** The payment error of a failed attempt, with the text the message bundle has for its code. */
function paymentErrorOf(
  code: 'declined' | 'cancelled' | 'methodNotAvailable' | 'companyMissing' | 'savedMethodNotFound' | 'savedMethodExpired',
  status = 402,
): HttpError {
  return paymentError(code, PAYMENT_ERROR_TEXTS[code], status);
}
const PAYMENT_OUTCOME_CODES = { DECLINED: 'declined', CANCELLED: 'cancelled' } as const;

/** The absolute URL of this server as the browser reached it (for the provider's redirect page). */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Placing the order and the order limits (POST /api/checkout, GET
 * /api/order-config, doc 2 §7). Checkout places the order of the FINALIZED
 * cart. Paying by card or PayPal goes through the
 * local payment provider: the first call answers the provider's checkout id
 * and redirect URL; the provider page sends the shopper back to the payment
 * finalization page, which calls checkout again: then an authorized payment
 * places the order, a declined or cancelled one answers the payment error.
 */
export const checkoutRoutes: FastifyPluginAsync<{ store: ShopStore; environment: Environment }> = async (app, { store, environment }) => {
  const route = operationRouter(app);

  route(getOrderConfig, async () => ORDER_CONFIG);

  /**
   * Where the visitor's cart and its newest provider payment stand, for the
   * payment finalization page reached without the provider's query (initiator
   * UNKNOWN): an authorized payment is finished with checkout, anything else
   * reopens the cart. Only the visitor's own cart is ever read.
   */
  route(getPaymentStatus, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    const cart = await visitorCart(request, reply, store, environment);
    const latest = store.orders.latestProviderPayment(cart.id);
    return {
      cartStatus: cart.status,
      payment: latest
        ? {
            methodKey: latest.methodKey,
            ...(latest.brandName ? { brandName: latest.brandName } : {}),
            status: latest.status,
            savePaymentMethod: latest.savePaymentMethod,
            setPrimary: latest.setPrimary,
            provider: PROVIDER_NAME,
          }
        : null,
    };
  });

  route(submitCheckout, async ({ body: input }, request, reply) => {
    if (!(PAYMENT_METHOD_IDS as readonly string[]).includes(input.paymentMethodKey)) {
      throw invalidField('paymentMethodKey', `Unbekannte Zahlungsart: ${input.paymentMethodKey}`);
    }
    const cart = await visitorCart(request, reply, store, environment);
    if (cart.status !== 'FINALIZED') {
      throw new HttpError(409, 'cartNotFinalized', 'Bitte schließen Sie Ihren Warenkorb zuerst ab.');
    }
    // A cart belongs to no shop: one prepared in a shop with a wallet or a delivery pass is not paid by
    // gift card, or buys no pass, in a shop without them (404 feature-disabled, nothing placed).
    if (cart.details.payments.some((payment) => payment.methodKey === GIFT_CARD_PAYMENT.methodKey)) requireFeature(request.tenant, 'featureWallet');
    if (cart.details.deliveryPass) requireFeature(request.tenant, 'featureCustomerDeliveryPass');
    const now = new Date();
    const view = await buildCartView(store, cart, request.tenant, now);
    if (view.errors.length > 0) {
      throw new HttpError(409, 'cartInvalid', 'Bitte vervollständigen Sie Ihre Bestellung.', { errors: view.errors });
    }
    // The retail gateway takes the order before any payment starts, with the lines the shopper confirmed
    // (the view leaves out what is no longer orderable): a refusal leaves nothing to undo.
    // A cart finalized before lines were confirmed sends its lines as they are priced now.
    const confirmedLines = cart.details.confirmedLines ?? view.pricedLines;
    const refusal = orderIntakeRefusal(confirmedLines, await store.catalogue.findProducts(confirmedLines.map((line) => line.sku)), view.loyaltyMember);
    if (refusal) {
      // Refused on the shopper's return from the payment provider (the gateway is asked again then): the
      // authorised amount is released, so the shopper is not held to pay for an order that was not placed.
      const authorized = store.orders.latestProviderPayment(cart.id);
      if (authorized?.status === 'AUTHORIZED') store.orders.releaseAuthorization(authorized.checkoutId);
      throw retailGatewayError(refusal);
    }
    const serviceType = view.serviceType;
    const window = view.window;
    if (!serviceType || !window) throw new HttpError(409, 'cartInvalid', 'Bitte vervollständigen Sie Ihre Bestellung.');
    checkOrderLimits(serviceType, view.cart.priceInfo.orderValue, view.cart.weight ?? 0);

    const method = input.paymentMethodKey;
    if (method === 'payment-at-the-door' && serviceType !== 'DELIVERY') {
      throw paymentErrorOf('methodNotAvailable', 409);
    }
    if (method === 'payment-at-the-store' && serviceType !== 'CLICK_AND_COLLECT') {
      throw paymentErrorOf('methodNotAvailable', 409);
    }
    if (method === 'pay-by-invoice-b2b' && !view.cart.billingAddress?.companyName?.trim()) {
      throw paymentErrorOf('companyMissing', 409);
    }
    const amount = amountToAuthorize(view.cart.priceInfo, method);
    const giftCardAmount = view.cart.priceInfo.coveredAmount ?? 0;

    const placeOrder = (payment?: ProviderPayment): CheckoutResult => {
      try {
        const order = store.orders.place(
          {
            cartId: cart.id,
            customerId: cart.customerId,
            serviceType,
            timeWindowId: window.id,
            paymentMethodKey: method,
            amountCharged: amount,
            giftCardAmount,
            total: orderTotal(view.cart.priceInfo, method),
            discountCodes: view.codesInForce.map((code) => code.code),
            vouchersRedeemed: view.vouchersRedeemed,
            ...(view.deliveryPass ? { deliveryPass: view.deliveryPass } : {}),
            ...(payment ? { checkoutId: payment.checkoutId } : {}),
            snapshot: view.cart,
          },
          now,
        );
        return {
          orderNumber: order.orderNumber,
          amountCharged: order.amountCharged,
          giftCardAmount: order.giftCardAmount,
          ...(payment ? { checkoutId: payment.checkoutId } : {}),
        };
      } catch (error) {
        if (!(error instanceof CheckoutConflict)) throw error;
        if (error.code === 'cart') throw new HttpError(409, 'cartNotFinalized', 'Bitte schließen Sie Ihren Warenkorb zuerst ab.');
        if (error.code === 'voucherRedeemed') throw new HttpError(409, 'voucherRedeemed', 'Ein Gutschein in Ihrem Warenkorb wurde bereits eingelöst.');
        throw new HttpError(409, 'cartInvalid', 'Bitte vervollständigen Sie Ihre Bestellung.', {
          errors: [{ code: error.code, message: CART_VALIDATION_TEXTS[error.code] }],
        });
      }
    };

    if (!REDIRECT_METHODS.includes(method) || amount === 0) return placeOrder();

    if (input.savedPaymentMethodId !== undefined) {
      // A saved card is charged by the provider without the shopper (card on file): no redirect.
      const saved = cart.customerId
        ? store.paymentMethods.list(cart.customerId, now).activeMethods.find((candidate) => candidate.id === input.savedPaymentMethodId)
        : undefined;
      if (!saved || method !== 'credit-cards') throw paymentErrorOf('savedMethodNotFound', 409);
      if (saved.expired) throw paymentErrorOf('savedMethodExpired', 409);
      const attempt = store.orders.createProviderPayment({
        cartId: cart.id,
        methodKey: method,
        brandName: saved.paymentBrand,
        amount,
        savePaymentMethod: false,
        setPrimary: false,
      });
      return placeOrder(store.orders.settleProviderPayment(attempt.checkoutId, 'AUTHORIZED') ?? attempt);
    }

    const latest = store.orders.latestProviderPayment(cart.id);
    const sameAttempt = latest !== undefined && latest.methodKey === method && latest.amount === amount;
    if (latest && sameAttempt && latest.status === 'AUTHORIZED') return placeOrder(latest);
    if (latest && (latest.status === 'DECLINED' || latest.status === 'CANCELLED') && !latest.outcomeReported) {
      // Told once; the next checkout call is a new attempt.
      store.orders.markOutcomeReported(latest.checkoutId);
      throw paymentErrorOf(PAYMENT_OUTCOME_CODES[latest.status]);
    }
    const payment =
      latest && sameAttempt && latest.status === 'PENDING'
        ? latest
        : store.orders.createProviderPayment({
            cartId: cart.id,
            methodKey: method,
            brandName: input.paymentBrandName,
            amount,
            savePaymentMethod: input.savePaymentMethod && cart.customerId !== null,
            setPrimary: input.setPrimary && cart.customerId !== null,
          });
    return { checkoutId: payment.checkoutId, redirectUrl: `${origin(request)}${providerCheckoutPath(payment.checkoutId)}` };
  });
};
