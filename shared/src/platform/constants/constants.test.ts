import { describe, expect, it } from 'vitest';
import * as account from '../../account/account-constants';
import * as cart from '../../cart/cart-constants';
import * as checkout from '../../checkout/payment-constants';
import * as distribution from '../../distribution/service-type-content';
import * as platform from './index';

/** The platform's constants and those the domains keep, as one set: each value is the spec's. */
const constants = { ...platform, ...account, ...cart, ...checkout, ...distribution };

describe('business constants (doc 1 §9, doc 2 §9)', () => {
  it('hold the values of the spec', () => {
    expect(constants).toMatchObject({
      BUILD_UPDATE_POLL_INTERVAL_MS: 3_600_000,
      BUILD_UPDATE_RELOAD_GUARD_MS: 10_000,
      MANIFEST_DEPENDENT_FETCH_DELAY_MS: 1_000,
      DEFAULT_NOTIFICATION_DURATION_MS: 2_000,
      SESSION_EXPIRED_NOTIFICATION_DURATION_MS: 3_000,
      SEARCH_DEBOUNCE_MS: 500,
      SEARCH_TERM_MIN_LENGTH: 3,
      CONTENT_SEARCH_PAGE_SIZE: 5,
      SEARCH_SUGGESTION_PAGE_SIZE: 5,
      DEFAULT_SEARCH_COLUMN_RATIO: [6, 6],
      TRACKING_MAX_EVENTS_PER_PAGE_VIEW: 250,
      MAX_PARALLEL_ROUTE_PRELOADS: 5,
      SEARCH_INSIGHTS_CACHE: { maxEntries: 5_000, dropOldest: 1_000 },
      ANONYMOUS_USER_TOKEN_COOKIE_LIFETIME_MONTHS: 6,
      COOKIE_POLLING_INTERVAL_MS: 300,
      CONSENT_CODES: { marketing: 'C0004', statistic: 'C0002', targetGroupSelection: 'C0007' },
      CONSENT_REDIRECT_SCROLL_DELAY_MS: 500,
      CONSENT_REDIRECT_DELAY_MS: 1_500,
      FAVORITE_STORES_STORAGE_KEY: 'favoriteStores',
      USE_WALLET_SESSION_STORAGE_KEY: 'use-wallet',
      BREAKPOINTS: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 },
      MOBILE_BREAKPOINT: 'lg',
      SCROLL_ANIMATION_MS: 300,
      RETRY_STATUSES: [408, 409, 425, 429, 500, 502, 503, 504],
      CART_VALIDATION_POLL_INTERVAL_MS: 60_000,
      MAX_ADDRESSES_PER_CUSTOMER: 20,
      DEFAULT_SERVICE_SELECTION_INTERVAL: 5,
      SERVICE_TYPE_CONTENT_COMPONENTS: { DELIVERY: 'service-type-delivery', CLICK_AND_COLLECT: 'service-type-click-and-collect' },
      CENTS_PER_EURO: 100,
      GRAMS_PER_KILOGRAM: 1_000,
      PAYMENT_METHOD_IDS: ['credit-cards', 'pay-by-invoice-b2b', 'pay-by-invoice-b2c', 'payment-at-the-door', 'payment-at-the-store', 'paypal'],
      SURCHARGE_PAYMENT_METHOD_IDS: ['credit-cards', 'pay-by-invoice-b2b', 'pay-by-invoice-b2c', 'paypal'],
      GIFT_CARD_PAYMENT: { methodKey: 'gift-card', brandName: 'GIFTCARD', type: 'gift-card' },
      FILE_UPLOAD_LIMITS: { maxBytesPerFile: 10_000_000, maxFiles: 3, acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'] },
      PRODUCT_SOURCE_FILTERS: ['Favorites OR Purchased', 'Favorites', 'Purchased', 'Favorite AND Purchased'],
      ORDER_AVAILABILITIES: ['CanBeOrdered', 'IsOrdered', 'CanNotBeOrdered'],
    });
  });

  it('no surcharge for paying at the door or at the store (doc 2 §9)', () => {
    const surcharged: readonly string[] = constants.SURCHARGE_PAYMENT_METHOD_IDS;
    expect(surcharged).not.toContain('payment-at-the-door');
    expect(surcharged).not.toContain('payment-at-the-store');
  });

  it('the mobile breakpoint is one of the breakpoints', () => {
    expect(constants.BREAKPOINTS[constants.MOBILE_BREAKPOINT]).toBe(1280);
  });
});
