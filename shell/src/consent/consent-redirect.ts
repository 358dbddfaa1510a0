import { CONSENT_REDIRECT_DELAY_MS, CONSENT_REDIRECT_SCROLL_DELAY_MS } from '@storefront/shared/platform/constants';
import type { NavigationService } from '@storefront/shared/platform/contracts';
import type { EventBus } from '@storefront/shared/platform/events';

/**
 * The query parameter that asks for the automatic redirect after consent: a
 * page that needs consent (a video, a map) links to the cookie settings page
 * with `?consentReturnUrl=<its path>`, and the shopper is taken back once they
 * decided. Its own name, so it never clashes with the login's returnUrl.
 */
export const CONSENT_RETURN_URL_PARAM = 'consentReturnUrl';

/** The notice shown while the redirect is pending: thanks, and you are taken back in a moment. */
export const CONSENT_REDIRECT_MESSAGE_KEY = 'consent.redirectNotice';

/** An in-shop path only: `/…`, never `//host` or `/\host` (which browsers read as another origin). */
function inShopPath(value: string | null): string | undefined {
  return value && /^\/(?![/\\])/.test(value) ? value : undefined;
}

/**
 * After the shopper's consent, when the page asks for a redirect, a notice says
 * so, the page scrolls to the top after 500 ms (where the shopper sees the
 * notice and the page they are taken back from) and redirects after 1500 ms
 *, unless the shopper has moved to another page meanwhile. Returns
 * whether a redirect was scheduled.
 */
export function scheduleConsentRedirect(navigation: Pick<NavigationService, 'navigate'>, events: EventBus): boolean {
  const target = inShopPath(new URLSearchParams(window.location.search).get(CONSENT_RETURN_URL_PARAM));
  if (!target) return false;
  const from = window.location.href;
  events.publish('notifications:show', { type: 'info', messageKey: CONSENT_REDIRECT_MESSAGE_KEY, durationMs: CONSENT_REDIRECT_DELAY_MS });
  setTimeout(() => {
    if (window.location.href !== from) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  }, CONSENT_REDIRECT_SCROLL_DELAY_MS);
  setTimeout(() => {
    if (window.location.href === from) navigation.navigate(target, { replace: true });
  }, CONSENT_REDIRECT_DELAY_MS);
  return true;
}
