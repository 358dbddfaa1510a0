/*
 * The back button restores the listing where the shopper left it. The shell
 * scrolls every new page to the top, and the listing's tiles arrive after the
 * browser's own restoration gave up, so the listing keeps the position itself:
 * a product link remembers the page's URL and scroll position, and the
 * listing of that same URL, once its tiles are there, scrolls back once.
 */
const KEY = 'catalogue:listing-position';

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Called when the shopper follows a product out of a list. */
export function rememberListingPosition(): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ url: currentUrl(), y: Math.round(window.scrollY) }));
  } catch {
    // No session storage (private mode, quota): the page opens at the top, as without this.
  }
}

/** Scrolls back to the remembered position when this is the listing it was remembered on; forgets it either way. */
export function restoreListingPosition(): void {
  let saved: { url?: unknown; y?: unknown } | null;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { url?: unknown; y?: unknown } | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (saved?.url === currentUrl() && typeof saved.y === 'number') window.scrollTo(0, saved.y);
}
