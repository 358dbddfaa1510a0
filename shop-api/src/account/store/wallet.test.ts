import { describe, expect, it } from 'vitest';
import { giftCardUsable } from './wallet';

describe('giftCardUsable', () => {
  const card = { status: 'ACTIVE', expires_on: '2026-03-01' } as const;

  it('counts the expiry date as a whole day in Vienna, as the checkout does', () => {
    // 23:30 in Vienna (CET) on the expiry day: still usable.
    expect(giftCardUsable(card, new Date('2026-03-01T22:30:00Z'))).toBe(true);
    // 00:30 in Vienna the day after, still the expiry day in UTC: expired.
    expect(giftCardUsable(card, new Date('2026-03-01T23:30:00Z'))).toBe(false);
  });

  it('refuses a blocked card and accepts one without expiry date', () => {
    expect(giftCardUsable({ ...card, status: 'BLOCKED' }, new Date('2026-01-01T12:00:00Z'))).toBe(false);
    expect(giftCardUsable({ status: 'ACTIVE', expires_on: null }, new Date('2099-01-01T12:00:00Z'))).toBe(true);
  });
});
