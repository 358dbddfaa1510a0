/** Content components explaining each service type. */
export const SERVICE_TYPE_CONTENT_COMPONENTS = {
  DELIVERY: 'service-type-delivery',
  CLICK_AND_COLLECT: 'service-type-click-and-collect',
} as const;
