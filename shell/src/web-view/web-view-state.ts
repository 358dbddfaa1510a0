import { atom } from 'jotai';

/**
 * Web view mode (doc 1 §4): the shop inside a native app. `webview=true` and
 * `hidebackbutton=true` in the query switch the modes on and are remembered in
 * cookies for the rest of the visit; `analytics=true` lets such a web view track.
 */
export interface WebViewMode {
  readonly isWebView: boolean;
  readonly hideWebViewBack: boolean;
  /** Whether tracking may run: always outside a web view, inside one only after analytics=true. */
  readonly trackingAllowed: boolean;
}

export const webViewAtom = atom<WebViewMode>({ isWebView: false, hideWebViewBack: false, trackingAllowed: true });

/** Whether this page may be in web view mode: its query or cookies name one of the modes (the reading itself is a lazy chunk). */
export function mayBeWebView(search: string, cookies: string): boolean {
  return /(webview|hidebackbutton|analytics)=true/.test(`${search};${cookies}`);
}
