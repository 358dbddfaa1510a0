import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import { createNotificationList } from './notification-list';

const i18n = { t: (key: string) => `«${key}»` };

function regions(root: HTMLElement) {
  return {
    polite: within(root).getByRole('status'),
    assertive: within(root).getByRole('alert'),
    texts: () => Array.from(root.querySelectorAll('p'), (p) => p.textContent),
  };
}

describe('notification list', () => {
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    vi.useRealTimers();
  });

  it('has both live regions before the first message', () => {
    createNotificationList(i18n, root);
    const { polite, assertive } = regions(root);
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    expect(polite.childElementCount + assertive.childElementCount).toBe(0);
  });

  it('announces success and info politely, warnings and errors assertively, with the tenant’s text', () => {
    const list = createNotificationList(i18n, root);
    list.show({ type: 'success', messageKey: 'a' });
    list.show({ type: 'info', messageKey: 'b' });
    list.show({ type: 'warning', messageKey: 'c' });
    list.show({ type: 'error', messageKey: 'd' });
    const { polite, assertive } = regions(root);
    expect(Array.from(polite.children, (p) => p.textContent)).toEqual(['«a»', '«b»']);
    expect(Array.from(assertive.children, (p) => p.textContent)).toEqual(['«c»', '«d»']);
  });

  it('removes a transient notification after the default 2000 ms', () => {
    const list = createNotificationList(i18n, root);
    list.show({ type: 'success', messageKey: 'account.logout.successful' });
    vi.advanceTimersByTime(1999);
    expect(regions(root).texts()).toEqual(['«account.logout.successful»']);
    vi.advanceTimersByTime(1);
    expect(regions(root).texts()).toEqual([]);
  });

  it('keeps a transient notification for its own duration', () => {
    const list = createNotificationList(i18n, root);
    list.show({ type: 'warning', messageKey: 'session.expiredHeadline', key: 'session', durationMs: 3000 });
    vi.advanceTimersByTime(2999);
    expect(regions(root).texts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(regions(root).texts()).toHaveLength(0);
  });

  it('removes two equal transient notifications each after its own time', () => {
    const list = createNotificationList(i18n, root);
    const notification = { type: 'info', messageKey: 'x' } as const;
    list.show(notification);
    vi.advanceTimersByTime(1000);
    list.show(notification);
    vi.advanceTimersByTime(1000);
    expect(regions(root).texts()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(regions(root).texts()).toHaveLength(0);
  });

  it('keeps a persistent notification until dismissed by its key, and shows a key once', () => {
    const list = createNotificationList(i18n, root);
    list.show({ type: 'warning', messageKey: 'internet.offline', key: 'offline' });
    list.show({ type: 'warning', messageKey: 'internet.offline', key: 'offline' });
    vi.advanceTimersByTime(60_000);
    expect(regions(root).texts()).toEqual(['«internet.offline»']);
    list.dismiss('other');
    expect(regions(root).texts()).toHaveLength(1);
    list.dismiss('offline');
    expect(regions(root).texts()).toEqual([]);
  });

  it('removes a notification limited to a route when the shopper leaves that route', () => {
    const list = createNotificationList(i18n, root);
    list.show({ type: 'info', messageKey: 'cart.hint', key: 'hint', routeName: 'cart' });
    list.show({ type: 'warning', messageKey: 'internet.offline', key: 'offline' });
    list.routeChanged('cart');
    expect(regions(root).texts()).toHaveLength(2);
    list.routeChanged('checkout');
    expect(regions(root).texts()).toEqual(['«internet.offline»']);
  });

  it('sets the message as text, never as HTML', () => {
    const list = createNotificationList({ t: () => '<img src=x onerror=alert(1)>' }, root);
    list.show({ type: 'error', messageKey: 'x' });
    expect(root.querySelector('img')).toBeNull();
    expect(regions(root).texts()).toEqual(['<img src=x onerror=alert(1)>']);
  });
});
