import type { WebViewMode } from './web-view-state';

/** The query parameter and, equally named, the cookie that remembers it. */
const PARAMS = ['webview', 'hidebackbutton', 'analytics'] as const;

/**
 * Reads the modes from the query (remembering each given one in a session
 * cookie) and from the cookies of earlier pages. A value other than `true` in
 * the query leaves the remembered state as it is.
 */
export function readWebViewMode(search: string, cookies: string, remember: (cookie: string) => void): WebViewMode {
  const query = new URLSearchParams(search);
  const on = (name: (typeof PARAMS)[number]) => {
    if (query.get(name) === 'true') {
      remember(`${name}=true; path=/; SameSite=Lax`);
      return true;
    }
    return cookies.split(';').some((part) => part.trim() === `${name}=true`);
  };
  const [isWebView, hideWebViewBack, analytics] = PARAMS.map(on) as [boolean, boolean, boolean];
  return { isWebView, hideWebViewBack, trackingAllowed: !isWebView || analytics };
}
