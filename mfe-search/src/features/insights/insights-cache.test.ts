// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createInsightsCache } from './insights-cache';

describe('the search provider cache (doc 1 §9)', () => {
  it('holds up to 5000 entries and drops the oldest 1000 when one more comes', () => {
    const cache = createInsightsCache<number>();
    for (let i = 1; i <= 5000; i++) cache.set(`sku-${i}`, i);
    expect(cache.size).toBe(5000);
    expect(cache.get('sku-1')).toBe(1);

    cache.set('sku-5001', 5001);
    expect(cache.size).toBe(4001);
    expect(cache.get('sku-1')).toBeUndefined();
    expect(cache.get('sku-1000')).toBeUndefined();
    expect(cache.get('sku-1001')).toBe(1001);
    expect(cache.get('sku-5001')).toBe(5001);
  });

  it('counts an entry set again as the newest, so it survives the next drop', () => {
    const cache = createInsightsCache<string>({ maxEntries: 4, dropOldest: 2 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key);
    cache.set('a', 'again');
    expect(cache.size).toBe(4);
    cache.set('e', 'e');
    expect(cache.get('a')).toBe('again');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect([cache.get('d'), cache.get('e')]).toEqual(['d', 'e']);
  });

  it('forgets everything on clear', () => {
    const cache = createInsightsCache<number>();
    cache.set('x', 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('x')).toBeUndefined();
  });
});
