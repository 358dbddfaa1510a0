import { describe, expect, it } from 'vitest';
import { aCustomer } from '@storefront/shared/fixtures';
import { ApiError } from '@storefront/shared/platform/api';
import { checkoutRequestFromQuery, orderTypeOf, outcomeOfCheckout, paymentStepTarget, stepFromPaymentStatus } from './finalization-rules';

const payment = (status: 'PENDING' | 'AUTHORIZED' | 'DECLINED' | 'CANCELLED' | 'CAPTURED') => ({
  cartStatus: 'FINALIZED' as const,
  payment: { methodKey: 'credit-cards', brandName: 'Visa', status, savePaymentMethod: true, setPrimary: false },
});

describe('the provider query (doc 2 §2)', () => {
  it('names the checkout call: method, brand and the save-for-later and set-primary choices', () => {
    expect(
      checkoutRequestFromQuery({
        paymentBrandName: 'Visa',
        paymentMethodKey: 'credit-cards',
        paymentInitiator: 'REDIRECT',
        paymentMethodType: 'ONE_TIER',
        provider: 'frischpay',
        savePaymentMethod: true,
        setPrimary: true,
      }),
    ).toEqual({ paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', savePaymentMethod: true, setPrimary: true });
  });

  it('charges the saved card the checkout page chose (an order without a provider step)', () => {
    expect(
      checkoutRequestFromQuery({ paymentBrandName: 'Visa', paymentMethodKey: 'credit-cards', paymentInitiator: 'REDIRECT', paymentMethodType: 'ONE_TIER', savedPaymentMethodId: 'pm-1' }),
    ).toEqual({ paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', savedPaymentMethodId: 'pm-1', savePaymentMethod: false, setPrimary: false });
  });

  it.each([
    ['initiator UNKNOWN', { paymentInitiator: 'UNKNOWN', paymentMethodType: 'UNKNOWN', paymentMethodKey: 'paypal' }],
    ['type UNKNOWN', { paymentInitiator: 'REDIRECT', paymentMethodType: 'UNKNOWN', paymentMethodKey: 'paypal' }],
    ['no method', { paymentInitiator: 'REDIRECT', paymentMethodType: 'ONE_TIER' }],
  ] as const)('says nothing with %s: the shop is asked instead', (_name, query) => {
    expect(checkoutRequestFromQuery(query)).toBeNull();
  });
});

describe("the shop's payment state, for initiator UNKNOWN", () => {
  it('finishes an authorized payment with its own method and choices', () => {
    expect(stepFromPaymentStatus(payment('AUTHORIZED'))).toEqual({
      kind: 'checkout',
      request: { paymentMethodKey: 'credit-cards', paymentBrandName: 'Visa', savePaymentMethod: true, setPrimary: false },
    });
  });

  it.each([
    ['DECLINED', 'checkout.paymentError.declined'],
    ['CANCELLED', 'checkout.paymentError.cancelled'],
    ['PENDING', 'checkout.paymentError.notCompleted'],
  ] as const)('reopens a %s payment with its message', (status, paymentError) => {
    expect(stepFromPaymentStatus(payment(status))).toEqual({ kind: 'reopen', paymentError });
  });

  it('reopens a finalized cart without any payment, without a message; a cart not in payment goes nowhere', () => {
    expect(stepFromPaymentStatus({ cartStatus: 'FINALIZED', payment: null })).toEqual({ kind: 'reopen' });
    expect(stepFromPaymentStatus({ ...payment('AUTHORIZED'), cartStatus: 'OPEN' })).toEqual({ kind: 'not-finalized' });
  });
});

describe("the checkout call's answer", () => {
  it('an order number is the order', () => {
    expect(outcomeOfCheckout({ result: { orderNumber: 'FM10000001' } })).toEqual({ kind: 'ordered', orderNumber: 'FM10000001' });
  });

  it('a redirect again means the shopper came back without deciding: reopened, told so', () => {
    expect(outcomeOfCheckout({ result: { checkoutId: 'c', redirectUrl: 'http://localhost/payment-provider/checkout/c' } })).toEqual({
      kind: 'reopen',
      paymentError: 'checkout.paymentError.notCompleted',
    });
  });

  it("a payment error reopens with its code's message key, or with the code when the bundle has no text for it", () => {
    const declined = new ApiError('payment', 402, 'abgelehnt', { errorCode: 'paymentError', paymentError: { code: 'declined', description: 'abgelehnt' } });
    expect(outcomeOfCheckout({ error: declined })).toEqual({ kind: 'reopen', paymentError: 'checkout.paymentError.declined' });
    const unknown = new ApiError('payment', 402, 'x', { errorCode: 'paymentError', paymentError: { code: 'fraudSuspected', description: 'x' } });
    expect(outcomeOfCheckout({ error: unknown })).toEqual({ kind: 'reopen', paymentError: 'fraudSuspected' });
  });

  it("a refusal of the shop or its retail gateway reopens with its errorCode", () => {
    const gateway = new ApiError('retail-gateway', 409, 'x', { errorCode: 'retailGateway', retailGateway: { errorCode: 'RG-17', message: 'Artikel gesperrt' } });
    expect(outcomeOfCheckout({ error: gateway })).toEqual({ kind: 'reopen', paymentError: 'RG-17' });
    expect(outcomeOfCheckout({ error: new ApiError('backend', 409, 'x', { errorCode: 'cartInvalid' }) })).toEqual({ kind: 'reopen', paymentError: 'cartInvalid' });
  });

  it('a cart no longer in payment is not finished again; an unreachable shop changes nothing', () => {
    expect(outcomeOfCheckout({ error: new ApiError('backend', 409, 'x', { errorCode: 'cartNotFinalized' }) })).toEqual({ kind: 'not-finalized' });
    const down = new ApiError('unavailable', 500, 'Backend or internet is not available');
    expect(outcomeOfCheckout({ error: down })).toEqual({ kind: 'failed', error: down });
    const crash = new ApiError('backend', 500, 'x', { errorCode: 'internal' });
    expect(outcomeOfCheckout({ error: crash })).toEqual({ kind: 'failed', error: crash });
  });
});

describe('back to the payment step (doc 2 §2)', () => {
  it('keeps the query of doc 2 §2, adds step=payment and the message, and drops anything else', () => {
    const query = new URLSearchParams('paymentBrandName=Visa&paymentMethodKey=credit-cards&paymentInitiator=REDIRECT&paymentMethodType=ONE_TIER&provider=frischpay&savePaymentMethod=false&setPrimary=false&utm_source=x');
    expect(paymentStepTarget(query, 'checkout.paymentError.declined')).toEqual({
      name: 'checkout',
      query: {
        paymentBrandName: 'Visa',
        paymentMethodKey: 'credit-cards',
        paymentInitiator: 'REDIRECT',
        paymentMethodType: 'ONE_TIER',
        provider: 'frischpay',
        savePaymentMethod: 'false',
        setPrimary: 'false',
        step: 'payment',
        paymentError: 'checkout.paymentError.declined',
      },
    });
    expect(paymentStepTarget(new URLSearchParams('paymentInitiator=UNKNOWN&paymentMethodType=UNKNOWN'), undefined)).toEqual({
      name: 'checkout',
      query: { paymentInitiator: 'UNKNOWN', paymentMethodType: 'UNKNOWN', step: 'payment' },
    });
  });
});

describe('the order type of the purchase tracking (doc 2 §1)', () => {
  it("is a guest's order, a customer's first order of the service type, or a customer's order", () => {
    expect(orderTypeOf(null, 'DELIVERY')).toBe('guest_order');
    const firstDelivery = aCustomer({ firstOrderDelivery: true, firstOrderClickAndCollect: false });
    expect(orderTypeOf(firstDelivery, 'DELIVERY')).toBe('first_order');
    expect(orderTypeOf(firstDelivery, 'CLICK_AND_COLLECT')).toBe('customer_order');
  });
});
