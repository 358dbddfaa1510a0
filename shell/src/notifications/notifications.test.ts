import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import { createNotificationList } from './notification-list';
import { createNotificationService } from './notifications';
import { whenLoaded } from './when-loaded';

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

describe('notification service', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('keeps what is shown before the list is loaded and shows it, in order, once it is', async () => {
    const service = createNotificationService(i18n);
    service.show({ type: 'warning', messageKey: 'internet.offline', key: 'offline' });
    service.show({ type: 'info', messageKey: 'later' });
    service.dismiss('offline');
    service.show({ type: 'error', messageKey: 'failed' });
    await vi.dynamicImportSettled();
    await Promise.resolve();
    const texts = Array.from(document.body.querySelectorAll('.sf-notification'), (p) => p.textContent);
    expect(texts).toEqual(['«later»', '«failed»']);
    service.show({ type: 'success', messageKey: 'now' });
    expect(document.body.querySelector('[role="status"]')?.textContent).toContain('«now»');
  });
});

describe('whenLoaded', () => {
  it('runs waiting uses in order once loaded, and later ones at once', async () => {
    let resolve!: (value: string) => void;
    const use = whenLoaded(new Promise<string>((r) => (resolve = r)));
    const seen: string[] = [];
    use((value) => seen.push(`1:${value}`));
    use((value) => seen.push(`2:${value}`));
    expect(seen).toEqual([]);
    resolve('m');
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual(['1:m', '2:m']);
    use((value) => seen.push(`3:${value}`));
    expect(seen).toEqual(['1:m', '2:m', '3:m']);
  });

  it('drops the uses when the module cannot load', async () => {
    const use = whenLoaded(Promise.reject(new Error('chunk failed')));
    const seen: unknown[] = [];
    use((value) => seen.push(value));
    await new Promise((resolve) => setTimeout(resolve, 0));
    use((value) => seen.push(value));
    expect(seen).toEqual([]);
  });
});
