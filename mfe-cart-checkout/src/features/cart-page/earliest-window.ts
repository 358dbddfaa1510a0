import type { Cart } from '@storefront/shared/cart';
import { getDefaultDeliveryArea, getDeliveryArea, getEarliestWindow, type DistributionWindow } from '@storefront/shared/distribution';
import { call, type ApiClient } from '@storefront/shared/platform/api';
import type { StorefrontServices } from '@storefront/shared/platform/contracts';
import { formatShopDay, formatShopTime } from '@storefront/shared/platform/i18n';

/** What the cart page can say about when: the chosen window, the earliest free one and where, or that none is free. */
export type WindowHint =
  | { readonly kind: 'chosen' | 'earliestDelivery' | 'earliestPickup'; readonly window: DistributionWindow }
  | { readonly kind: 'earliestIn'; readonly window: DistributionWindow; readonly area: string }
  | { readonly kind: 'noneFree' };

/**
 * The earliest free window for the cart's service (doc 2 §7): a delivery at the cart's own delivery area
 * (GET /api/distribution/delivery-area), a pickup at its store, and before any choice a delivery in the
 * default area (GET /api/distribution/delivery-area/default), so a shopper knows when before checkout.
 * Null when nothing can be said (no area, a failed call: doc 2 §8, silent).
 */
async function earliestHint(api: ApiClient, cart: Cart): Promise<WindowHint | null> {
  const address = cart.distributionAddress;
  if (address?.distributionType === 'CLICK_AND_COLLECT') {
    if (!address.storeId) return null;
    const window = await call(api, getEarliestWindow, { query: { distributionType: 'CLICK_AND_COLLECT', appointableId: address.storeId } });
    return window ? { kind: 'earliestPickup', window } : { kind: 'noneFree' };
  }
  const area = address ? await call(api, getDeliveryArea) : await call(api, getDefaultDeliveryArea);
  if (!area) return null;
  const window = await call(api, getEarliestWindow, { query: { distributionType: 'DELIVERY', appointableId: area.deliveryAreaNumber } });
  if (!window) return { kind: 'noneFree' };
  return !address && area.name ? { kind: 'earliestIn', window, area: area.name } : { kind: 'earliestDelivery', window };
}

/** The cart page's line about when: the window chosen, else the earliest free one; empty when nothing can be said. */
export async function windowLine(api: ApiClient, cart: Cart, i18n: StorefrontServices['i18n']): Promise<string> {
  const { t, locale } = i18n;
  const shown: WindowHint | null = cart.distributionWindow ? { kind: 'chosen', window: cart.distributionWindow } : await earliestHint(api, cart).catch(() => null);
  if (!shown) return '';
  if (shown.kind === 'noneFree') return t('cart.window.noneFree');
  const when = { date: formatShopDay(shown.window.start, locale, 'full'), from: formatShopTime(shown.window.start, locale), to: formatShopTime(shown.window.end, locale) };
  return t(`cart.window.${shown.kind}`, shown.kind === 'earliestIn' ? { ...when, area: shown.area } : when);
}
