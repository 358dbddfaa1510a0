/**
 * The service type decides which order limits and which validation groups
 * apply. Plain data here (no zod), shared with the entity schemas.
 */
export const SERVICE_TYPES = ['CLICK_AND_COLLECT', 'DELIVERY'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
