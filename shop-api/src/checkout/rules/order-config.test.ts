import { describe, expect, it } from 'vitest';
import { HttpError } from '@storefront/server-kit/http/errors';
import { ORDER_CONFIG, checkOrderLimits } from './order-config';

function refusal(check: () => void): { limit: unknown; value: unknown } | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    expect(error.statusCode).toBe(409);
    expect(error.errorCode).toBe('orderLimits');
    return error.customPayload as { limit: unknown; value: unknown };
  }
}

const { DELIVERY, CLICK_AND_COLLECT } = ORDER_CONFIG;

describe('checkOrderLimits (doc 2 §3 order config, §9)', () => {
  it('applies the limits of the service type: minimum and maximum order value, maximum weight in grams', () => {
    expect(refusal(() => checkOrderLimits('DELIVERY', DELIVERY.minimumOrderValue, DELIVERY.maximumOrderWeight))).toBeUndefined();
    expect(refusal(() => checkOrderLimits('DELIVERY', DELIVERY.minimumOrderValue - 1, 0))).toEqual({ limit: 'minimumOrderValue', value: DELIVERY.minimumOrderValue });
    expect(refusal(() => checkOrderLimits('DELIVERY', DELIVERY.maximumOrderValue + 1, 0))).toEqual({ limit: 'maximumOrderValue', value: DELIVERY.maximumOrderValue });
    expect(refusal(() => checkOrderLimits('DELIVERY', DELIVERY.minimumOrderValue, DELIVERY.maximumOrderWeight + 1))).toEqual({
      limit: 'maximumOrderWeight',
      value: DELIVERY.maximumOrderWeight,
    });
    // The same cart is within the limits of click and collect.
    expect(refusal(() => checkOrderLimits('CLICK_AND_COLLECT', DELIVERY.maximumOrderValue + 1, DELIVERY.maximumOrderWeight + 1))).toBeUndefined();
  });

  it('without a service type: the lower of the two minimums and the higher of the two maximums', () => {
    const lowestMinimum = Math.min(DELIVERY.minimumOrderValue, CLICK_AND_COLLECT.minimumOrderValue);
    const highestMaximum = Math.max(DELIVERY.maximumOrderValue, CLICK_AND_COLLECT.maximumOrderValue);
    expect(refusal(() => checkOrderLimits(undefined, lowestMinimum, 0))).toBeUndefined();
    expect(refusal(() => checkOrderLimits(undefined, lowestMinimum - 1, 0))).toEqual({ limit: 'minimumOrderValue', value: lowestMinimum });
    expect(refusal(() => checkOrderLimits(undefined, highestMaximum, 0))).toBeUndefined();
    expect(refusal(() => checkOrderLimits(undefined, highestMaximum + 1, 0))).toEqual({ limit: 'maximumOrderValue', value: highestMaximum });
  });

  it('states the weight limit in kg (limit / 1000)', () => {
    expect(() => checkOrderLimits('DELIVERY', DELIVERY.minimumOrderValue, DELIVERY.maximumOrderWeight + 1)).toThrow(
      `höchstens ${DELIVERY.maximumOrderWeight / 1000} kg`,
    );
  });
});
