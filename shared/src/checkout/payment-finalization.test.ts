import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/api/errors';
import { finalizedCartNavigation, paymentFinalizationQuery, shouldRedirectOnCartError } from './payment-finalization';

describe('finalized cart (doc 2 §2, §4, §8)', () => {
  it('redirects to payment finalization with initiator UNKNOWN and type UNKNOWN', () => {
    expect(paymentFinalizationQuery()).toEqual({ paymentInitiator: 'UNKNOWN', paymentMethodType: 'UNKNOWN' });
  });

  it('sends a finalized cart leaving the payment page back to it', () => {
    expect(finalizedCartNavigation('FINALIZED', 'other')).toBe('redirect-to-payment-finalization');
    expect(finalizedCartNavigation('FINALIZED', 'payment-finalization')).toBe('proceed');
  });

  it('resets a finalized cart entering checkout', () => {
    expect(finalizedCartNavigation('FINALIZED', 'checkout')).toBe('reset-cart');
  });

  it('lets any other cart status navigate freely', () => {
    for (const status of ['OPEN', 'ORDERED', 'ABANDONED', undefined] as const) {
      expect(finalizedCartNavigation(status, 'checkout')).toBe('proceed');
      expect(finalizedCartNavigation(status, 'other')).toBe('proceed');
    }
  });

  it('redirects on cart errorCode 3 only when the cart is FINALIZED', () => {
    const finalized = new ApiError('backend', 409, 'cart finalized', { errorCode: 3 });
    expect(shouldRedirectOnCartError(finalized, 'FINALIZED')).toBe(true);
    expect(shouldRedirectOnCartError({ details: { errorCode: '3' } }, 'FINALIZED')).toBe(true);
    expect(shouldRedirectOnCartError(finalized, 'OPEN')).toBe(false);
    expect(shouldRedirectOnCartError(new ApiError('backend', 409, 'other', { errorCode: 4 }), 'FINALIZED')).toBe(false);
    expect(shouldRedirectOnCartError(new ApiError('http', 500, 'Internal Server Error'), 'FINALIZED')).toBe(false);
    expect(shouldRedirectOnCartError({ details: null }, 'FINALIZED')).toBe(false);
    expect(shouldRedirectOnCartError('boom', 'FINALIZED')).toBe(false);
  });
});
