import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE_KEY, watchConnection } from './connection-notice';

function notifications() {
  return { show: vi.fn(), dismiss: vi.fn() };
}

describe('the offline notice', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.restoreAllMocks();
  });

  it('shows a persistent warning when the browser goes offline and removes it when back online', () => {
    const service = notifications();
    stop = watchConnection(service);
    expect(service.show).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('offline'));
    expect(service.show).toHaveBeenCalledWith({ type: 'warning', messageKey: 'internet.offline', key: OFFLINE_MESSAGE_KEY });
    window.dispatchEvent(new Event('online'));
    expect(service.dismiss).toHaveBeenCalledWith(OFFLINE_MESSAGE_KEY);
  });

  it('shows it at once when the page starts without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const service = notifications();
    stop = watchConnection(service);
    expect(service.show).toHaveBeenCalledTimes(1);
  });

  it('stops watching', () => {
    const service = notifications();
    watchConnection(service)();
    window.dispatchEvent(new Event('offline'));
    expect(service.show).not.toHaveBeenCalled();
  });
});
