/**
 * The platform's business constants and limits, mostly those of doc 1 §9 (and
 * the few timing values of §4 and §5 the same code needs). A domain's own
 * constants (the cart's poll interval, the payment methods, the account's
 * limits) live in its domain. Plain values only: no imports, nothing computed.
 */

// Build update

/** How often the app asks for a newer build id: every hour. */
export const BUILD_UPDATE_POLL_INTERVAL_MS = 60 * 60 * 1000;
/** A reload after a chunk-load or navigation error happens at most once per path in this window: 10 s (doc 1 §9). */
export const BUILD_UPDATE_RELOAD_GUARD_MS = 10_000;
/** Data that depends on the manifest is fetched this long after start, when the connection is not slow. */
export const MANIFEST_DEPENDENT_FETCH_DELAY_MS = 1_000;

// Notifications

/** Notification types of doc 1 §3 (plain data: the event map and the schemas both use it). */
export const NOTIFICATION_TYPES = ['success', 'info', 'warning', 'error'] as const;
/** How long a transient notification shows unless it names its own duration. */
export const DEFAULT_NOTIFICATION_DURATION_MS = 2_000;
/** How long the once-only warning after the sessionExpired cookie was seen shows. */
export const SESSION_EXPIRED_NOTIFICATION_DURATION_MS = 3_000;

// Search

/** The flyout searches once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The trimmed term must be longer than 2 characters before the flyout searches (doc 1 §5, §9). */
export const SEARCH_TERM_MIN_LENGTH = 3;
/** pageSize of the content type in the flyout; the other types supply their own. */
export const CONTENT_SEARCH_PAGE_SIZE = 5;
/** How many search suggestions one request asks for. */
export const SEARCH_SUGGESTION_PAGE_SIZE = 5;
/** Widths of the flyout's two result columns, out of 12, unless configured (doc 1 §2, §9). */
export const DEFAULT_SEARCH_COLUMN_RATIO = [6, 6] as const;

// Tracking and route preloading

/** At most this many queued tracking events are sent with one page view. */
export const TRACKING_MAX_EVENTS_PER_PAGE_VIEW = 250;
/** At most this many routes' code loads ahead of a click at once (doc 1 §9). */
export const MAX_PARALLEL_ROUTE_PRELOADS = 5;

// Search provider insights

/** The insights cache keeps up to maxEntries and, when full, drops the oldest dropOldest. */
export const SEARCH_INSIGHTS_CACHE = { maxEntries: 5_000, dropOldest: 1_000 } as const;
/** The search provider's anonymous user token cookie lives 6 months (doc 1 §9). */
export const ANONYMOUS_USER_TOKEN_COOKIE_LIFETIME_MONTHS = 6;
/** How often the search provider's user token cookie is read again while statistics consent holds (doc 1 §9). */
export const COOKIE_POLLING_INTERVAL_MS = 300;

// Consent

/** Consent group codes of the consent tool. */
export const CONSENT_CODES = {
  marketing: 'C0004',
  statistic: 'C0002',
  targetGroupSelection: 'C0007',
} as const;
/** Without a consent tool id (or when its script fails) every group is granted. */
export const ALL_CONSENT_GRANTED = { marketing: true, statistic: true, targetGroupSelection: true } as const;
/** After cookie consent, an automatic redirect first scrolls after 500 ms, then redirects after 1500 ms (doc 1 §4). */
export const CONSENT_REDIRECT_SCROLL_DELAY_MS = 500;
export const CONSENT_REDIRECT_DELAY_MS = 1_500;

// Layout

/** Minimum viewport widths in px. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Below this breakpoint the layout is the mobile one. */
export const MOBILE_BREAKPOINT = 'lg' as const satisfies keyof typeof BREAKPOINTS;
/** How long an animated scroll takes. */
export const SCROLL_ANIMATION_MS = 300;

// HTTP

/** Statuses retried once, for non-mutating methods only. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

// Amounts

/** Prices are in cents: divide by this for euros. */
export const CENTS_PER_EURO = 100;
/** Weight limits are in grams and shown in kg as limit / 1000 (doc 2 §9). */
export const GRAMS_PER_KILOGRAM = 1_000;

// Uploads

/** File uploads of the contact and checkout forms: 10 MB a file, 3 files, PDF, JPEG or PNG (doc 2 §5, §9). */
export const FILE_UPLOAD_LIMITS = {
  maxBytesPerFile: 10_000_000,
  maxFiles: 3,
  acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;
