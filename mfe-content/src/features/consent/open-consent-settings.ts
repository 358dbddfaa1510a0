import type { ConsentService } from '@storefront/shared/contracts';

/**
 * The storefront contract's consent service has snapshot and subscribe, but no
 * way to open the consent tool's settings (see the README: reported as a gap).
 * A shell that adds an optional `openSettings()` is used at once; until then
 * the cookie settings button says that the settings cannot be opened here.
 */
type ConsentServiceWithSettings = ConsentService & { readonly openSettings?: unknown };

/** Opens the consent tool's settings; false when the shell offers no way to. */
export function openConsentSettings(consent: ConsentService): boolean {
  const openSettings = (consent as ConsentServiceWithSettings).openSettings;
  if (typeof openSettings !== 'function') return false;
  openSettings.call(consent);
  return true;
}
