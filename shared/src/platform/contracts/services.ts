import type { ApiClient } from '../api/client';
import type { EventBus } from '../events/bus';
import type { ConsentState } from '../schemas/consent';
import type { Customer } from '../schemas/customer';
import type { TenantConfig } from '../schemas/tenant-config';
import type { FragmentName } from './fragments';
import type { FeatureFlag, RouteName } from './routes';

/** A named route with its parameters; the shell turns it into a path with the tenant's slugs. */
export interface RouteTarget {
  readonly name: RouteName;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly hash?: string;
}

export interface NavigationService {
  /** The path for a route, or null when the route does not exist for this tenant (flags). */
  href(target: RouteTarget): string | null;
  /**
   * Navigates inside the storefront. A URL on another origin is refused unless
   * `external` is set, and dangerous protocols are always refused (doc 1 §8).
   */
  navigate(to: RouteTarget | string, options?: { replace?: boolean; external?: boolean }): void;
  /**
   * Loads the code of a route ahead of a click, as links prefetch on visibility
   * (doc 1 §2); at most 5 route preloads run in parallel (doc 1 §9). Never throws.
   */
  prefetch(target: RouteTarget): void;
  /**
   * Shows the shell's error page in place of the current page (doc 1 §2, §8),
   * e.g. a product page whose product does not exist: status 404 shows the
   * content-managed not-found page, optionally another one (`errorPageSlug`)
   * and one more content block below it (`additionalComponent`, a content
   * block of the shared schema); any other status the generic error page. It
   * stays until the shopper moves to another path. Optional: a shell older
   * than this contract leaves it out, and the remote then shows its own message.
   */
  readonly showError?: (error: PageErrorInput) => void;
}

/** What a remote tells the shell's error page (doc 1 §2: the error data). */
export interface PageErrorInput {
  /** Default 500 (doc 1 §8). */
  readonly status?: number;
  readonly message?: string;
  readonly errorPageSlug?: string;
  readonly additionalComponent?: unknown;
}

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export interface SessionSnapshot {
  /** 'unknown' until the initial customer fetch is done (doc 1 §5, login guard). */
  readonly status: SessionStatus;
  readonly customer: Customer | null;
}

export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
  readonly recaptchaResponse?: string;
}

export interface SessionService {
  /** The same object until the session changes (React's useSyncExternalStore relies on it). */
  snapshot(): SessionSnapshot;
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void;
  login(credentials: LoginCredentials): Promise<Customer>;
  /**
   * Ends the session and shows account.logout.successful, or account.logout.error
   * and rejects; callers show no notification of their own.
   */
  logout(): Promise<void>;
  refresh(): Promise<void>;
}

export interface ConfigService {
  readonly tenant: TenantConfig;
  isEnabled(flag: FeatureFlag): boolean;
}

export interface I18nService {
  readonly locale: string;
  /**
   * The tenant's message for a key with its `{0}` (positional, an array) or
   * `{name}` (a record) placeholders filled; a missing key is visible, never an error.
   */
  t(key: string, params?: Readonly<Record<string, string | number>> | ReadonlyArray<string | number>): string;
  formatNumber(value: number): string;
  /** A price in cents as the shopper reads it (doc 2 §9: prices in cents). */
  formatPrice(cents: number): string;
  /** A weight in grams, shown in kg. */
  formatWeight(grams: number): string;
}

export interface ConsentService {
  /** The same object until consent changes (React's useSyncExternalStore relies on it). */
  snapshot(): ConsentState;
  subscribe(listener: (state: ConsentState) => void): () => void;
  /**
   * Opens the consent tool's settings (the content system's cookie settings
   * button, doc 1 §2). Optional: a shell without a consent tool leaves it out,
   * and a remote then hides the button.
   */
  readonly openSettings?: () => void;
}

export interface TrackingEvent {
  readonly event: string;
  readonly [key: string]: unknown;
}

export interface TrackingService {
  track(event: TrackingEvent): void;
}

export type NotificationType = 'success' | 'info' | 'warning' | 'error';

export interface NotificationInput {
  readonly type: NotificationType;
  /** A message key of the tenant's bundle. */
  readonly messageKey: string;
  /** Transient notifications disappear after this many ms; default 2000 (doc 1 §9). */
  readonly durationMs?: number;
  /** Persistent notifications carry a key and stay until dismissed. */
  readonly key?: string;
  /** A route name (RouteName): a persistent notification limited to it also goes when the shopper leaves that route. */
  readonly routeName?: string;
}

export interface NotificationService {
  show(notification: NotificationInput): void;
  dismiss(key: string): void;
}

/** What a slot shows once its parcel settled: the parcel, or the fallback. */
export type SlotOutcome = 'mounted' | 'fallback' | 'unmounted';

export interface FragmentHandle {
  /**
   * Settles when the slot shows the fragment ('mounted') or its fallback
   * ('fallback'), or was left before either ('unmounted'). Lets the host show
   * its own fallback instead of the generic one.
   */
  readonly ready: Promise<SlotOutcome>;
  update(props: unknown): Promise<void>;
  unmount(): Promise<void>;
}

export interface FragmentService {
  /**
   * Mounts another remote's fragment into `element`. When that remote is missing,
   * down or incompatible the element shows a small fallback; the host never breaks.
   */
  mount(name: FragmentName, element: HTMLElement, props?: unknown): FragmentHandle;
}

/** Created once by the shell and handed to every parcel through MountProps. */
export interface StorefrontServices {
  readonly api: ApiClient;
  readonly events: EventBus;
  readonly navigation: NavigationService;
  readonly session: SessionService;
  readonly config: ConfigService;
  readonly i18n: I18nService;
  readonly consent: ConsentService;
  readonly tracking: TrackingService;
  readonly notifications: NotificationService;
  readonly fragments: FragmentService;
}
