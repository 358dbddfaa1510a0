import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/api/errors';
import { eventSchemas } from '../platform/events/event-map';
import { ADD_OUTCOME_NOTIFICATIONS, ADD_OUTCOMES, addFailureNotification } from './add-outcomes';

describe('the one table of add outcomes', () => {
  it('has one notification for each outcome the cart answers with, and only those', () => {
    expect(Object.keys(ADD_OUTCOME_NOTIFICATIONS).sort()).toEqual([...ADD_OUTCOMES].sort());
    for (const outcome of ADD_OUTCOMES) {
      expect(eventSchemas['cart:item-add-outcome'].safeParse({ sku: '1', outcome }).success).toBe(true);
    }
    expect(eventSchemas['cart:item-add-outcome'].safeParse({ sku: '1', outcome: 'removed' }).success).toBe(false);
  });

  it('names why an add failed where the backend says, and never says "added" for a failure', () => {
    expect(addFailureNotification(new ApiError('unavailable', 503, 'down'))).toEqual({ type: 'error', messageKey: 'cart.add.unavailable' });
    expect(addFailureNotification(new ApiError('backend', 409, 'gone', { errorCode: 'productUnavailable' }))).toEqual({
      type: 'error',
      messageKey: 'cart.add.productUnavailable',
    });
    expect(addFailureNotification(new ApiError('backend', 404, 'unknown', { errorCode: 'productNotFound' })).messageKey).toBe(
      'cart.add.productNotFound',
    );
    expect(addFailureNotification(new ApiError('backend', 400, 'bad', { errorCode: 'other' })).messageKey).toBe('cart.add.failed');
    expect(addFailureNotification(new Error('network')).messageKey).toBe('cart.add.failed');
  });
});
