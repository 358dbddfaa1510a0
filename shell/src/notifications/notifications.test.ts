import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationService, notificationsAtom } from './notifications';

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes a transient notification after the default 2000 ms', () => {
    const store = createStore();
    const service = createNotificationService(store);
    service.show({ type: 'success', messageKey: 'account.logout.successful' });
    expect(store.get(notificationsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(1999);
    expect(store.get(notificationsAtom)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get(notificationsAtom)).toHaveLength(0);
  });

  it('keeps a persistent notification until dismissed, and shows a key once', () => {
    const store = createStore();
    const service = createNotificationService(store);
    service.show({ type: 'warning', messageKey: 'internet.offline', key: 'offline' });
    service.show({ type: 'warning', messageKey: 'internet.offline', key: 'offline' });
    vi.advanceTimersByTime(60_000);
    expect(store.get(notificationsAtom)).toHaveLength(1);
    service.dismiss('offline');
    expect(store.get(notificationsAtom)).toHaveLength(0);
  });
});
