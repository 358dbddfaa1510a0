import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationList } from '../notifications/notification-list';
import { createSessionExpiryNotice } from './session-expiry';

describe('the session-expired notice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('clears the cookie and shows session.expiredHeadline once, for 3 seconds', () => {
    const i18n = { t: (key: string) => (key === 'session.expiredHeadline' ? 'Ihre Sitzung ist abgelaufen.' : key) };
    const notifications = createNotificationList(i18n, document.body);
    const cleared: string[] = [];
    const onExpired = createSessionExpiryNotice(notifications, (cookie) => cleared.push(cookie));

    onExpired();
    // A second response reporting the same expiry while the notice shows adds nothing.
    onExpired();
    expect(cleared).toEqual(['sessionExpired=; Max-Age=0; path=/', 'sessionExpired=; Max-Age=0; path=/']);
    expect(document.body.textContent?.match(/Ihre Sitzung ist abgelaufen\./g)).toHaveLength(1);

    vi.advanceTimersByTime(2_999);
    expect(document.body.textContent).toContain('Ihre Sitzung ist abgelaufen.');
    vi.advanceTimersByTime(1);
    expect(document.body.textContent).not.toContain('Ihre Sitzung ist abgelaufen.');
  });
});
