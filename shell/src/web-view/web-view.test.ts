import { describe, expect, it } from 'vitest';
import { readWebViewMode } from './web-view';

function read(search: string, cookies = '') {
  const remembered: string[] = [];
  const mode = readWebViewMode(search, cookies, (cookie) => remembered.push(cookie));
  return { mode, remembered };
}

describe('web view mode', () => {
  it('is off for a normal visit, and tracking is allowed', () => {
    expect(read('?tab=products')).toEqual({
      mode: { isWebView: false, hideWebViewBack: false, trackingAllowed: true },
      remembered: [],
    });
  });

  it('switches on with webview=true and remembers it in a cookie', () => {
    const { mode, remembered } = read('?webview=true&hidebackbutton=true');
    expect(mode).toEqual({ isWebView: true, hideWebViewBack: true, trackingAllowed: false });
    expect(remembered).toEqual(['webview=true; path=/; SameSite=Lax', 'hidebackbutton=true; path=/; SameSite=Lax']);
  });

  it('stays on through the cookies on later pages', () => {
    expect(read('', 'loggedIn=true; webview=true').mode).toEqual({
      isWebView: true,
      hideWebViewBack: false,
      trackingAllowed: false,
    });
  });

  it('tracks in a web view only once analytics=true was given', () => {
    expect(read('?webview=true&analytics=true').mode.trackingAllowed).toBe(true);
    expect(read('', 'webview=true; analytics=true').mode.trackingAllowed).toBe(true);
    expect(read('?webview=false', 'analytics=false').mode.isWebView).toBe(false);
  });
});
