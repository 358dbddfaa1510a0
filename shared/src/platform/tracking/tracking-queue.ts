import { TRACKING_MAX_EVENTS_PER_PAGE_VIEW } from '../constants';

/** The least a tracking event has (structurally the contracts' TrackingEvent). */
export interface QueueableEvent {
  readonly event: string;
}

export interface TrackingQueueOptions<E extends QueueableEvent> {
  /** Hands one event to the tag manager; may throw or return a rejecting promise. */
  readonly send: (event: E) => unknown;
  /** Events accepted per page view; default 250 (doc 1 §9). */
  readonly max?: number;
  /** Whether consent is already given at creation; default false (events are held). */
  readonly consent?: boolean;
  /** Told about a failed send (for logging); its own errors are swallowed too. */
  readonly onSendError?: (error: unknown, event: E) => void;
}

/** What happened to a tracked event. */
export type TrackOutcome = 'sent' | 'held' | 'dropped';

export interface TrackingQueue<E extends QueueableEvent> {
  /** Sends now with consent, holds without; drops once the page view's cap is reached. */
  track(event: E): TrackOutcome;
  /** Sends every held event now, oldest first, and returns how many were handed to send. */
  flush(): number;
  /** Granting consent flushes and then sends directly; withdrawing it holds again. */
  setConsent(granted: boolean): void;
  /** A new page view: the cap counts from 0 again. */
  startPageView(): void;
  /** Drops the held events (e.g. when consent is refused for good). */
  clear(): void;
  /** Events held, waiting for consent or a flush. */
  readonly held: number;
  /** Events accepted (sent or held) in the current page view. */
  readonly acceptedThisPageView: number;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';
}

/**
 * A queue between the storefront and the tag manager: events wait until consent
 * is given (or `flush()` is called) and at most `max` events are accepted per
 * page view; later ones in the same page view are dropped. The held
 * buffer itself never exceeds `max` either, even across page views without
 * consent: then the oldest held events are kept and newer ones dropped, so
 * memory stays bounded. A send that throws or rejects is reported to
 * `onSendError` and dropped (no retry): tracking never breaks the page, so no
 * method of the queue throws because of `send`.
 *
 * @throws RangeError at creation when max is not a whole number >= 0.
 */
export function createTrackingQueue<E extends QueueableEvent>({
  send,
  max = TRACKING_MAX_EVENTS_PER_PAGE_VIEW,
  consent = false,
  onSendError,
}: TrackingQueueOptions<E>): TrackingQueue<E> {
  if (!Number.isSafeInteger(max) || max < 0) throw new RangeError(`max must be a whole number >= 0, got ${max}`);

  let held: E[] = [];
  let accepted = 0;
  let granted = consent;

  const report = (error: unknown, event: E): void => {
    try {
      onSendError?.(error, event);
    } catch {
      // A failing error reporter must not break tracking either.
    }
  };

  const deliver = (event: E): void => {
    try {
      const result = send(event);
      if (isThenable(result)) {
        Promise.resolve(result).catch((error: unknown) => report(error, event));
      }
    } catch (error) {
      report(error, event);
    }
  };

  const flush = (): number => {
    const events = held;
    held = [];
    events.forEach(deliver);
    return events.length;
  };

  return {
    track(event) {
      if (accepted >= max) return 'dropped';
      if (granted) {
        accepted += 1;
        deliver(event);
        return 'sent';
      }
      if (held.length >= max) return 'dropped';
      accepted += 1;
      held.push(event);
      return 'held';
    },
    flush,
    setConsent(next) {
      granted = next;
      if (granted) flush();
    },
    startPageView() {
      accepted = 0;
    },
    clear() {
      held = [];
    },
    get held() {
      return held.length;
    },
    get acceptedThisPageView() {
      return accepted;
    },
  };
}
