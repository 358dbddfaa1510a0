import * as z from 'zod/mini';
import {
  capacityTimeSlotSchema,
  distributionWindowSchema,
  serviceTypeSchema,
  type CapacityTimeSlot,
  type DistributionWindow,
} from '../distribution';
import type { ServiceType } from '../service-type';
import type { ApiClient } from '../../platform/api/client';
import { setCartDistributionAddressRequestSchema, type DistributionAddressInput } from '../../cart/endpoints/carts';
import { queryNumber, text } from '../../platform/api/wire';

/** doc 2 §7: the skus to deliver and the distribution address. */
export const getCapacityRequestSchema = z.object({
  skus: z.array(text(64)),
  distributionAddress: setCartDistributionAddressRequestSchema,
});
/** The selected time slot, so it is listed even when it has just filled up. */
export const getCapacityQuerySchema = z.object({ timeSlotId: z.optional(text(100)) });
/** Not shown in doc 2: the time slots for this address, each with whether it can still take the order. */
export const getCapacityResponseSchema = z.array(capacityTimeSlotSchema);

/** doc 2 §7: POST /api/capacity?timeSlotId=… with skus and distributionAddress. */
export function getCapacity(
  api: ApiClient,
  request: { skus: readonly string[]; distributionAddress: DistributionAddressInput },
  timeSlotId?: string,
): Promise<CapacityTimeSlot[]> {
  return api.request('POST', '/api/capacity', { schema: getCapacityResponseSchema, body: request, query: { timeSlotId } });
}

/**
 * doc 2 §7: GET /api/capacity/window/earliest with distributionType,
 * appointableId (the store or delivery area the window is booked at), the
 * address fields, latitude and longitude.
 */
export const getEarliestWindowQuerySchema = z.object({
  distributionType: serviceTypeSchema,
  appointableId: z.optional(text(100)),
  streetName: z.optional(text(255)),
  streetNumber: z.optional(text(5)),
  postalCode: z.optional(text(7)),
  city: z.optional(text(100)),
  countryCode: z.optional(text(3)),
  latitude: z.optional(queryNumber(-90, 90)),
  longitude: z.optional(queryNumber(-180, 180)),
});
export interface EarliestWindowQuery {
  readonly distributionType: ServiceType;
  readonly appointableId?: string;
  readonly streetName?: string;
  readonly streetNumber?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly countryCode?: string;
  readonly latitude?: number;
  readonly longitude?: number;
}
/** Not shown in doc 2: the earliest window, or no content (204) when none is free. */
export const getEarliestWindowResponseSchema = z.nullish(distributionWindowSchema);

/** doc 2 §7: GET /api/capacity/window/earliest; null when there is no free window. */
export async function getEarliestWindow(api: ApiClient, query: EarliestWindowQuery): Promise<DistributionWindow | null> {
  return (await api.request('GET', '/api/capacity/window/earliest', { schema: getEarliestWindowResponseSchema, query: { ...query } })) ?? null;
}
