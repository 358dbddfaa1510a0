import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gramsToKg, orderLimitNotifications, orderLimits, type OrderConfigInput } from './order-limits';

const config: OrderConfigInput = {
  DELIVERY: { minimumOrderValue: 4000, maximumOrderValue: 50_000, maximumOrderWeight: 60_000 },
  CLICK_AND_COLLECT: { minimumOrderValue: 2000, maximumOrderValue: 80_000, maximumOrderWeight: 100_000 },
};

describe('order limits (doc 2 §4, §9)', () => {
  it('takes the limits of the chosen service type', () => {
    expect(orderLimits(config, 'DELIVERY')).toEqual({ minOrderValue: 4000, maxOrderValue: 50_000, maxOrderWeight: 60_000 });
    expect(orderLimits(config, 'CLICK_AND_COLLECT')).toEqual({
      minOrderValue: 2000,
      maxOrderValue: 80_000,
      maxOrderWeight: 100_000,
    });
  });

  it('with no service type: the lower minimum, the higher maximum value and the higher maximum weight', () => {
    expect(orderLimits(config, undefined)).toEqual({ minOrderValue: 2000, maxOrderValue: 80_000, maxOrderWeight: 100_000 });
  });

  it('ignores a limit that is not configured', () => {
    const partial: OrderConfigInput = {
      DELIVERY: { minimumOrderValue: 4000, maximumOrderValue: undefined },
      CLICK_AND_COLLECT: { maximumOrderWeight: 30_000 },
    };
    expect(orderLimits(partial, undefined)).toEqual({ minOrderValue: 4000, maxOrderValue: undefined, maxOrderWeight: 30_000 });
    expect(orderLimits(partial, 'DELIVERY')).toEqual({ minOrderValue: 4000, maxOrderValue: undefined, maxOrderWeight: undefined });
  });

  it('shows weights in kg as grams / 1000', () => {
    expect(gramsToKg(60_000)).toBe(60);
    expect(gramsToKg(1250)).toBe(1.25);
  });

  it('reports the free service value and the minimum order value as met', () => {
    const limits = orderLimits(config, 'DELIVERY');
    expect(orderLimitNotifications({ orderValue: 6000, weight: 1000, freeOfChargeThreshold: 6000 }, limits)).toEqual([
      { kind: 'free-service-value-met' },
      { kind: 'minimum-order-value-met', minOrderValue: 4000 },
    ]);
    expect(orderLimitNotifications({ orderValue: 3999, weight: 1000, freeOfChargeThreshold: 6000 }, limits)).toEqual([]);
  });

  it('reports a maximum order weight exceeded, with the weights in kg', () => {
    const limits = orderLimits(config, 'DELIVERY');
    expect(orderLimitNotifications({ orderValue: 1000, weight: 60_500 }, limits)).toEqual([
      { kind: 'maximum-order-weight-exceeded', maxOrderWeightKg: 60, weightKg: 60.5 },
    ]);
    expect(orderLimitNotifications({ orderValue: 1000, weight: 60_000 }, limits)).toEqual([]);
    expect(orderLimitNotifications({ orderValue: 1000, weight: null }, limits)).toEqual([]);
  });

  it('reports a maximum order value exceeded', () => {
    const limits = orderLimits(config, 'DELIVERY');
    expect(orderLimitNotifications({ orderValue: 50_001 }, limits)).toEqual([
      { kind: 'minimum-order-value-met', minOrderValue: 4000 },
      { kind: 'maximum-order-value-exceeded', maxOrderValue: 50_000 },
    ]);
    expect(orderLimitNotifications({ orderValue: 50_000 }, limits)).toEqual([{ kind: 'minimum-order-value-met', minOrderValue: 4000 }]);
  });

  it('never applies a limit that is not configured', () => {
    const none = { minOrderValue: undefined, maxOrderValue: undefined, maxOrderWeight: undefined };
    expect(orderLimitNotifications({ orderValue: 10 ** 9, weight: 10 ** 9 }, none)).toEqual([]);
  });

  it('without a service type is never stricter than either service type (property)', () => {
    const limitsArb = fc.record({
      minimumOrderValue: fc.nat(100_000),
      maximumOrderValue: fc.nat(1_000_000),
      maximumOrderWeight: fc.nat(1_000_000),
    }, { requiredKeys: [] });
    fc.assert(
      fc.property(limitsArb, limitsArb, (delivery, clickAndCollect) => {
        const orderConfig = { DELIVERY: delivery, CLICK_AND_COLLECT: clickAndCollect };
        const any = orderLimits(orderConfig, undefined);
        for (const type of ['DELIVERY', 'CLICK_AND_COLLECT'] as const) {
          const specific = orderLimits(orderConfig, type);
          if (specific.minOrderValue !== undefined) expect(any.minOrderValue).toBeLessThanOrEqual(specific.minOrderValue);
          if (specific.maxOrderValue !== undefined) expect(any.maxOrderValue).toBeGreaterThanOrEqual(specific.maxOrderValue);
          if (specific.maxOrderWeight !== undefined) expect(any.maxOrderWeight).toBeGreaterThanOrEqual(specific.maxOrderWeight);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
