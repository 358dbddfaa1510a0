import type { ApiClient } from '@storefront/shared/platform/api';
import type { TrackingEvent } from '@storefront/shared/platform/contracts';

/** The event the API client's failures travel in to the data layer, which classifies them. */
export const API_ERROR_EVENT = 'apiError';

/**
 * Payment errors and retail gateway errors are tracked, wherever a call fails
 * (doc 1 §7, §8). The shell's API client (the one object every parcel uses) gets
 * its two methods wrapped: each failure is reported to tracking and rethrown
 * unchanged; the data layer keeps the payment and retail gateway errors
 * (shared's `trackedErrorEvent`) and drops the rest, so an anonymous visitor's
 * 401 is never tracked. Done from the shell services' lazy chunk, so it costs
 * the initial JS nothing; no payment call runs before it.
 */
export function trackApiErrors(api: ApiClient, track: (event: TrackingEvent) => void): void {
  const request = api.request.bind(api);
  const send = api.send.bind(api);
  const tracked = <T>(call: Promise<T>): Promise<T> =>
    call.catch((error: unknown) => {
      track({ event: API_ERROR_EVENT, error });
      throw error;
    });
  api.request = (method, path, options) => tracked(request(method, path, options));
  api.send = (method, path, options) => tracked(send(method, path, options));
}
